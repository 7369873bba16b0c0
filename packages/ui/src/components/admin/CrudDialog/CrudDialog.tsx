import { Dialog, DialogHeading } from '@ariakit/react';
import type { ReactNode } from 'react';
import { adminFormat, adminText } from '../../../i18n/adminMessages';
import type { AdminEntity } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { useCloseOnBack } from '../../../utils/useCloseOnBack';
import { Button } from '../../Button/Button';
import { CloseIcon } from '../../../icons';
import * as styles from '../dialog.css';

export const crudDialogModes = ['add', 'edit'] as const;
export type CrudDialogMode = (typeof crudDialogModes)[number];

export const crudDialogSizes = ['sm', 'md', 'lg'] as const;
export type CrudDialogSize = (typeof crudDialogSizes)[number];

export interface CrudDialogProps {
  open: boolean;
  /** Cancel, Escape, the close button or a click outside (not while saving). */
  onClose: () => void;
  entity: AdminEntity;
  /** 'Add Subject' or 'Edit Subject'. */
  mode: CrudDialogMode;
  /** Id of the form inside: Save submits it. */
  formId: string;
  /** While the save runs: Save shows 'Saving...' and the dialog stays open. */
  saving?: boolean;
  /** `lg` for the wide forms (a topic's editor and preview side by side). */
  size?: CrudDialogSize;
  /** The entity's form, e.g. a SubjectForm with this `formId` as its `id`. */
  children: ReactNode;
  className?: string;
}

/** The add/edit dialog around an entity form, with Cancel and Save. */
export function CrudDialog({
  open,
  onClose,
  entity,
  mode,
  formId,
  saving = false,
  size = 'md',
  children,
  className,
}: CrudDialogProps) {
  const title = mode === 'add' ? adminFormat.add(entity) : adminFormat.edit(entity);
  // Android's Back closes the dialog, not the page; never a half-sent save.
  useCloseOnBack(open, () => {
    if (!saving) onClose();
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      // A half-sent save must not be dismissed by a stray click or key.
      hideOnEscape={!saving}
      hideOnInteractOutside={!saving}
      className={cx(styles.dialog, styles.size[size], className)}
      backdrop={<div className={styles.backdrop} />}
      unmountOnHide
    >
      <div className={styles.header}>
        <DialogHeading className={styles.title}>{title}</DialogHeading>
        <Button
          variant="ghost"
          size="sm"
          aria-label={adminText.close}
          leadingIcon={<CloseIcon />}
          disabled={saving}
          onClick={onClose}
        />
      </div>
      <div className={styles.body}>{children}</div>
      <div className={styles.footer}>
        <Button variant="outline" disabled={saving} onClick={onClose}>
          {adminText.cancel}
        </Button>
        <Button type="submit" form={formId} loading={saving} loadingText={adminText.saving}>
          {adminText.save}
        </Button>
      </div>
    </Dialog>
  );
}
