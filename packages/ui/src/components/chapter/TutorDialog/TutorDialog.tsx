import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import type { ReactNode, RefObject } from 'react';
import { cx } from '../../../utils/cx';
import { useCloseOnBack } from '../../../utils/useCloseOnBack';
import { CloseIcon, TutorIcon } from '../../../icons';
import * as styles from './TutorDialog.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface TutorDialogProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  /** A line under the title, e.g. the topic the student is asking about. */
  description?: ReactNode;
  /** The AI tutor's chat panel. */
  children: ReactNode;
  /**
   * What gets focus when the dialog opens, e.g. the chat panel's message box; the close button
   * (the first control) otherwise.
   */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * The AI tutor over the learning page, in a modal dialog: focus moves in and stays there, Escape
 * or the close button returns to the page. Full screen on a phone.
 */
export function TutorDialog({
  open,
  onClose,
  title: titleProp,
  description,
  children,
  initialFocus,
  className,
}: TutorDialogProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const title = titleProp ?? chapterText.tutorDialogTitle;
  // Android's Back closes the tutor and leaves the student on the lesson.
  useCloseOnBack(open, onClose);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      initialFocus={initialFocus}
      className={cx(styles.dialog, className)}
      backdrop={<div className={styles.backdrop} />}
      // Closed, it renders nothing: a page that offers the tutor does not build the dialog at its start.
      unmountOnHide
    >
      <div className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          <TutorIcon />
        </span>
        <div className={styles.heading}>
          <DialogHeading className={styles.title}>{title}</DialogHeading>
          {description != null && <DialogDescription className={styles.description}>{description}</DialogDescription>}
        </div>
        <DialogDismiss className={styles.close} aria-label={chapterText.tutorDialogClose}>
          <CloseIcon />
        </DialogDismiss>
      </div>
      <div className={styles.body}>{children}</div>
    </Dialog>
  );
}
