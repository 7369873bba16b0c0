import type { AdminChildCounts, AdminEntity } from '@study/contract';
import { Badge, ConfirmDeleteDialog, CrudDialog, CrudTable } from '@study/ui';
import type { AdminFieldErrors, CrudColumn, CrudDialogSize } from '@study/ui';
import { useId, useReducer } from 'react';
import type { ReactNode } from 'react';
import type { AdminInput, AdminRow } from './adminApi';
import { adminPageText } from './adminPageText';
import { crudPageReducer, initialCrudPageState } from './crudPageState';
import { uiEntityOf, useAdminList, useAdminMutations } from './hooks';

/** A record's active flag in a table cell. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? adminPageText.yes : adminPageText.no}</Badge>;
}

/** What the page hands its entity form inside the add/edit dialog. */
export interface EntityFormSlot<E extends AdminEntity> {
  /** The dialog's Save button submits the form with this id. */
  id: string;
  /** The record being edited; absent when adding. */
  initial: AdminRow<E> | undefined;
  onSubmit: (input: AdminInput<E>) => void;
  serverErrors: AdminFieldErrors;
  disabled: boolean;
}

export interface AdminCrudPageProps<E extends AdminEntity> {
  entity: E;
  columns: readonly CrudColumn<AdminRow<E>>[];
  rowName: (row: AdminRow<E>) => string;
  /** What deleting a row takes with it, as far as the list knows (the server has the last word). */
  childCounts?: (row: AdminRow<E>) => Partial<AdminChildCounts>;
  /** Keeps the rows the page's filter selects. */
  filterRows?: (rows: AdminRow<E>[]) => AdminRow<E>[];
  /** Controls beside the add button, e.g. the filter. */
  toolbar?: ReactNode;
  dialogSize?: CrudDialogSize;
  /** The entity's form; `shownRows` are the rows on screen (a new record's order follows them). */
  renderForm: (slot: EntityFormSlot<E>, shownRows: readonly AdminRow<E>[]) => ReactNode;
}

/**
 * An admin list page (spec §2): the table, the add/edit dialog around the entity's form, and
 * the delete confirmation, which asks once more, naming them, before children are deleted.
 */
export function AdminCrudPage<E extends AdminEntity>({
  entity,
  columns,
  rowName,
  childCounts,
  filterRows,
  toolbar,
  dialogSize,
  renderForm,
}: AdminCrudPageProps<E>) {
  const formId = useId();
  const ui = uiEntityOf[entity];
  const list = useAdminList(entity);
  const { save, remove } = useAdminMutations(entity);
  const [{ editor, remove: confirm }, dispatch] = useReducer(
    crudPageReducer<AdminRow<E>>,
    undefined,
    initialCrudPageState<AdminRow<E>>,
  );
  const rows = list.data && filterRows ? filterRows(list.data) : list.data;

  async function submit(input: AdminInput<E>) {
    if (!editor.open) return;
    dispatch({ type: 'saveStarted' });
    const result = await save(editor.mode === 'edit' ? editor.row.id : null, input);
    dispatch(result.ok ? { type: 'saved' } : { type: 'saveFailed', serverErrors: result.fieldErrors });
  }

  async function confirmDelete() {
    if (!confirm.open) return;
    dispatch({ type: 'deleteStarted' });
    const result = await remove(confirm.row.id, { cascade: confirm.cascade });
    if (result.status === 'deleted') dispatch({ type: 'deleted' });
    else if (result.status === 'needs-cascade')
      dispatch({ type: 'deleteNeedsCascade', childCounts: result.childCounts, notice: result.message });
    else dispatch({ type: 'deleteFailed' });
  }

  return (
    <>
      <CrudTable
        entity={ui}
        columns={columns}
        rows={rows}
        getRowId={(row) => row.id}
        getRowName={rowName}
        onAdd={() => dispatch({ type: 'add' })}
        onEdit={(row) => dispatch({ type: 'edit', row })}
        onDelete={(row) => dispatch({ type: 'askDelete', row, childCounts: childCounts?.(row) })}
        loading={list.isLoading}
        error={list.error !== undefined && list.data === undefined}
        onRetry={() => void list.mutate()}
        retrying={list.isValidating}
        toolbar={toolbar}
      />
      <CrudDialog
        open={editor.open}
        onClose={() => dispatch({ type: 'closeEditor' })}
        entity={ui}
        mode={editor.open ? editor.mode : 'add'}
        formId={formId}
        saving={editor.open && editor.saving}
        {...(dialogSize ? { size: dialogSize } : {})}
      >
        {editor.open &&
          renderForm(
            {
              id: formId,
              initial: editor.mode === 'edit' ? editor.row : undefined,
              onSubmit: (input) => void submit(input),
              serverErrors: editor.serverErrors,
              disabled: editor.saving,
            },
            rows ?? [],
          )}
      </CrudDialog>
      {confirm.open && (
        <ConfirmDeleteDialog
          open
          onClose={() => dispatch({ type: 'closeDelete' })}
          onConfirm={() => void confirmDelete()}
          entity={ui}
          itemName={rowName(confirm.row)}
          childCounts={confirm.childCounts}
          deleting={confirm.deleting}
        >
          {confirm.notice && <p>{confirm.notice}</p>}
        </ConfirmDeleteDialog>
      )}
    </>
  );
}
