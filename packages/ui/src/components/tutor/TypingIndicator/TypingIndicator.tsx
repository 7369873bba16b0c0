import { bn } from '../../../i18n/messages';
import * as styles from './TypingIndicator.css';

/** 'The tutor is writing' with three bouncing dots, in a reply's place (tutor panel, ask chat). */
export function TypingIndicator() {
  return (
    <div className={styles.typing}>
      <span className={styles.dots} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </span>
      {bn.tutorTyping}
    </div>
  );
}
