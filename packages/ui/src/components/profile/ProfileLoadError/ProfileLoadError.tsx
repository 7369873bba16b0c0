import type { ComponentPropsWithRef } from 'react';
import type { HeadingLevel } from '../../../utils/Heading';
import { ErrorState } from '../../ErrorState/ErrorState';
import { profileMessages } from '../../../i18n/areas/profile';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface ProfileLoadErrorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** Loads the profile again (spec §2: the retry reloads the page). */
  onRetry: () => void;
  /** Shows the retry button as busy while a retry runs. */
  retrying?: boolean;
  headingLevel?: HeadingLevel;
}

/** Spec §2: 'প্রোফাইল লোড করতে সমস্যা হয়েছে' with a retry. */
export function ProfileLoadError({ onRetry, retrying = false, headingLevel = 2, ...props }: ProfileLoadErrorProps) {
  const profileText = useMessages('profile', profileMessages);
  return (
    <ErrorState
      {...props}
      title={profileText.profileLoadError}
      headingLevel={headingLevel}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
