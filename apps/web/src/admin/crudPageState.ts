import type { AdminChildCounts } from '@study/contract';
import type { AdminFieldErrors } from '@study/ui';

/** The add/edit dialog of an admin list page. */
export type EditorState<Row> =
  | { open: false }
  | { open: true; mode: 'add'; saving: boolean; serverErrors: AdminFieldErrors }
  | { open: true; mode: 'edit'; row: Row; saving: boolean; serverErrors: AdminFieldErrors };

/** The delete confirmation: what is asked, and what the server said the record still holds. */
export type DeleteState<Row> =
  | { open: false }
  | {
      open: true;
      row: Row;
      deleting: boolean;
      /** Children known to go with it: from the list's counts, or from the server's 409. */
      childCounts: Partial<AdminChildCounts> | undefined;
      /**
       * Confirming deletes the children too: the dialog named them (from the list's counts), or the
       * server refused a plain delete because of children it had and the dialog now names those.
       */
      cascade: boolean;
      /** The server's explanation after a refused delete. */
      notice: string | undefined;
    };

export interface CrudPageState<Row> {
  editor: EditorState<Row>;
  remove: DeleteState<Row>;
}

export type CrudPageEvent<Row> =
  | { type: 'add' }
  | { type: 'edit'; row: Row }
  | { type: 'closeEditor' }
  | { type: 'saveStarted' }
  | { type: 'saveFailed'; serverErrors: AdminFieldErrors }
  | { type: 'saved' }
  | { type: 'askDelete'; row: Row; childCounts?: Partial<AdminChildCounts> }
  | { type: 'closeDelete' }
  | { type: 'deleteStarted' }
  /** 409 HAS_CHILDREN: ask again, saying what goes with it. */
  | { type: 'deleteNeedsCascade'; childCounts: AdminChildCounts; notice: string }
  | { type: 'deleteFailed' }
  | { type: 'deleted' };

function hasChildren(counts: Partial<AdminChildCounts> | undefined): boolean {
  return Object.values(counts ?? {}).some((count) => count > 0);
}

export function initialCrudPageState<Row>(): CrudPageState<Row> {
  return { editor: { open: false }, remove: { open: false } };
}

/**
 * What an admin list page shows besides the list: one dialog at a time (add/edit or delete),
 * kept open while its request runs and after a failure, closed when the request succeeds.
 * Events that do not fit the current state (a late answer after Cancel) change nothing.
 */
export function crudPageReducer<Row>(state: CrudPageState<Row>, event: CrudPageEvent<Row>): CrudPageState<Row> {
  const { editor, remove } = state;
  switch (event.type) {
    case 'add':
      return { editor: { open: true, mode: 'add', saving: false, serverErrors: {} }, remove: { open: false } };
    case 'edit':
      return {
        editor: { open: true, mode: 'edit', row: event.row, saving: false, serverErrors: {} },
        remove: { open: false },
      };
    case 'closeEditor':
      // A running save cannot be abandoned half-way (the dialog refuses to close meanwhile).
      return editor.open && !editor.saving ? { ...state, editor: { open: false } } : state;
    case 'saveStarted':
      return editor.open ? { ...state, editor: { ...editor, saving: true, serverErrors: {} } } : state;
    case 'saveFailed':
      return editor.open ? { ...state, editor: { ...editor, saving: false, serverErrors: event.serverErrors } } : state;
    case 'saved':
      return editor.open ? { ...state, editor: { open: false } } : state;
    case 'askDelete':
      return {
        editor: { open: false },
        remove: {
          open: true,
          row: event.row,
          deleting: false,
          childCounts: event.childCounts,
          cascade: hasChildren(event.childCounts),
          notice: undefined,
        },
      };
    case 'closeDelete':
      return remove.open && !remove.deleting ? { ...state, remove: { open: false } } : state;
    case 'deleteStarted':
      return remove.open ? { ...state, remove: { ...remove, deleting: true } } : state;
    case 'deleteNeedsCascade':
      return remove.open
        ? {
            ...state,
            remove: { ...remove, deleting: false, childCounts: event.childCounts, cascade: true, notice: event.notice },
          }
        : state;
    case 'deleteFailed':
      return remove.open ? { ...state, remove: { ...remove, deleting: false } } : state;
    case 'deleted':
      return remove.open ? { ...state, remove: { open: false } } : state;
  }
}
