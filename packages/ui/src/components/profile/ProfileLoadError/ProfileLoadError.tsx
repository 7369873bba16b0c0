import { bn } from '../../../i18n/messages';
import type { HeadingLevel } from '../../../utils/Heading';
import { ErrorState } from '../../ErrorState/ErrorState';

export interface ProfileLoadErrorProps {
  /** Loads the profile again (spec §2: the retry reloads the page). */
  onRetry: () => void;
  /** Shows the retry button as busy while a retry runs. */
  retrying?: boolean;
  headingLevel?: HeadingLevel;
}

/** Spec §2: 'প্রোফাইল লোড করতে সমস্যা হয়েছে' with a retry. */
export function ProfileLoadError({ onRetry, retrying = false, headingLevel = 2 }: ProfileLoadErrorProps) {
  return <ErrorState title={bn.profileLoadError} headingLevel={headingLevel} onRetry={onRetry} retrying={retrying} />;
}
