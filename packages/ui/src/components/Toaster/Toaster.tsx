import { Toaster as SonnerToaster } from 'sonner';
import { mq } from '../../theme/breakpoints';
import { useMediaQuery } from '../admin/useMediaQuery';
import { AlertIcon, CheckCircleIcon, CloseIcon, InfoIcon } from '../../icons';
import * as styles from './Toaster.css';
import { commonMessages } from '../../i18n/areas/common';
import { useMessages } from '../../provider/StudyUiProvider';

export interface ToasterProps {
  /** Milliseconds a toast stays before closing by itself (spec §9: 4000). */
  duration?: number;
  /** Name of the toast region for screen readers. */
  label?: string;
  /** Name of each toast's close button. */
  closeLabel?: string;
}

/**
 * The app's one toast area, bottom right on wider screens (spec §9) and across the top on phones,
 * at most three toasts in a stack, each closable by hand. On a phone the bottom of the screen is
 * where the next button usually is (the quiz's next question, a form's save, the tutor's send),
 * so a toast there would cover it; the top holds only the header for the few seconds a toast shows. Render it once near the root and show toasts with
 * `showToast`. New toasts are announced politely; with reduced motion they appear at once.
 */
export function Toaster({ duration = 4000, label: labelProp, closeLabel: closeLabelProp }: ToasterProps) {
  const commonText = useMessages('common', commonMessages);
  const label = labelProp ?? commonText.toastRegionLabel;
  const closeLabel = closeLabelProp ?? commonText.toastClose;
  const phone = useMediaQuery(mq.mobile);
  return (
    <SonnerToaster
      // sonner's defaults already match spec §9; they are spelled out so an upgrade cannot move them.
      position={phone ? 'top-center' : 'bottom-right'}
      visibleToasts={3}
      gap={14}
      duration={duration}
      closeButton
      theme="light"
      className={styles.toaster}
      containerAriaLabel={label}
      // sonner appends its English hotkey hint ('alt+T') to the name otherwise.
      customAriaLabel={label}
      icons={{ success: <CheckCircleIcon />, error: <AlertIcon />, info: <InfoIcon />, close: <CloseIcon /> }}
      toastOptions={{
        unstyled: true,
        closeButtonAriaLabel: closeLabel,
        classNames: {
          toast: styles.toast,
          success: styles.success,
          error: styles.error,
          info: styles.info,
          icon: styles.icon,
          content: styles.content,
          title: styles.title,
          description: styles.description,
          closeButton: styles.closeButton,
        },
      }}
    />
  );
}
