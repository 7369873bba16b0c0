import { Dialog, DialogDescription, DialogHeading } from '@ariakit/react';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { adminFormat, adminText } from '../../../i18n/adminMessages';
import type { AdminEntity } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { useCloseOnBack } from '../../../utils/useCloseOnBack';
import { Button } from '../../Button/Button';
import { childCountParts } from '../childCounts';
import * as dialogStyles from '../dialog.css';
import { TrashIcon } from '../../../icons';
import type { AdminChildCounts } from '../types';
import * as styles from './ConfirmDeleteDialog.css';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onClose: () => void;
  /** Delete was pressed; the app deletes (with its children, when there are any). */
  onConfirm: () => void;
  entity: AdminEntity;
  /** The record's name, e.g. 'Algebra'. */
  itemName: string;
  /**
   * What the record holds (decisions.md: deleting a parent removes its children, after this
   * confirmation). Nothing is said about children when all are zero or this is omitted.
   */
  childCounts?: Partial<AdminChildCounts>;
  /** While the delete runs. */
  deleting?: boolean;
  /** An extra line, e.g. why the last attempt failed. */
  children?: ReactNode;
  className?: string;
}

/**
 * 'This action cannot be undone...': names the record and what goes with it. Cancel has the
 * focus first, so Enter alone never deletes.
 */
export function ConfirmDeleteDialog({
  open,
  onClose,
  onConfirm,
  entity,
  itemName,
  childCounts,
  deleting = false,
  children,
  className,
}: ConfirmDeleteDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const parts = childCountParts(childCounts);
  // Android's Back cancels, as the Cancel button does; never a delete under way.
  useCloseOnBack(open, () => {
    if (!deleting) onClose();
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      initialFocus={cancelRef}
      hideOnEscape={!deleting}
      hideOnInteractOutside={!deleting}
      className={cx(dialogStyles.dialog, dialogStyles.size.sm, className)}
      backdrop={<div className={dialogStyles.backdrop} />}
      unmountOnHide
    >
      <div className={dialogStyles.header}>
        <DialogHeading className={dialogStyles.title}>{adminFormat.deleteTitle(entity)}</DialogHeading>
      </div>
      <DialogDescription render={<div />} className={cx(dialogStyles.body, styles.body)}>
        <p className={styles.name}>{adminFormat.deleteQuestion(itemName)}</p>
        {parts.length > 0 && <p className={styles.children}>{adminFormat.alsoRemoves(parts)}</p>}
        <p className={styles.warning}>{adminText.deleteWarning}</p>
        {children}
      </DialogDescription>
      <div className={dialogStyles.footer}>
        <Button ref={cancelRef} variant="outline" disabled={deleting} onClick={onClose}>
          {adminText.cancel}
        </Button>
        <Button
          variant="danger"
          loading={deleting}
          loadingText={adminText.deleting}
          leadingIcon={<TrashIcon />}
          onClick={onConfirm}
        >
          {adminText.delete}
        </Button>
      </div>
    </Dialog>
  );
}
