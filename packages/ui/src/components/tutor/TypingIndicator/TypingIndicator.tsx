import * as styles from './TypingIndicator.css';
import { tutorMessages } from '../../../i18n/areas/tutor';
import { useMessages } from '../../../provider/StudyUiProvider';

/** 'The tutor is writing' with three bouncing dots, in a reply's place (tutor panel, ask chat). */
export function TypingIndicator() {
  const tutorText = useMessages('tutor', tutorMessages);
  return (
    <div className={styles.typing}>
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      {tutorText.tutorTyping}
    </div>
  );
}
