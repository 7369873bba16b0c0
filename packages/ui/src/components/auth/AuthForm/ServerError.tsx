import type { ReactNode } from 'react';
import { AlertIcon } from '../../../icons';
import * as styles from './AuthForm.css';

/** What the server said went wrong, read out at once when it appears. */
export function ServerError({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.serverError}>
      <span className={styles.serverErrorIcon} aria-hidden="true">
        <AlertIcon />
      </span>
      <span>{children}</span>
    </div>
  );
}
