import { mathMessages } from '../../i18n/mathMessages';
import type { MathLanguage, MathMessages } from '../../i18n/mathMessages';
import { useMessages } from '../../provider/StudyUiProvider';

/**
 * The maths strings in `language`. The provider's `math` area overrides the Bengali ones, as
 * every area is the Bengali catalogue; English is the demo page's fixed alternative.
 */
export function useMathMessages(language: MathLanguage): MathMessages {
  const bengali = useMessages('math', mathMessages.bn);
  return language === 'bn' ? bengali : mathMessages.en;
}
