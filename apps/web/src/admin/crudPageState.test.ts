import { describe, expect, it } from 'vitest';
import { crudPageReducer, initialCrudPageState } from './crudPageState';
import type { CrudPageEvent, CrudPageState } from './crudPageState';

interface Row {
  id: number;
  name: string;
}

const row: Row = { id: 7, name: 'বীজগণিত' };
const counts = { chapters: 2, topics: 5, quizzes: 1 };

function run(...events: CrudPageEvent<Row>[]): CrudPageState<Row> {
  return events.reduce(crudPageReducer<Row>, initialCrudPageState<Row>());
}

describe('crudPageReducer: add and edit', () => {
  it('starts with both dialogs closed', () => {
    expect(initialCrudPageState()).toEqual({ editor: { open: false }, remove: { open: false } });
  });

  it('opens the add dialog empty and the edit dialog with the row', () => {
    expect(run({ type: 'add' }).editor).toEqual({ open: true, mode: 'add', saving: false, serverErrors: {} });
    expect(run({ type: 'edit', row }).editor).toEqual({
      open: true,
      mode: 'edit',
      row,
      saving: false,
      serverErrors: {},
    });
  });

  it('keeps the dialog open while saving and shows the server field errors after a failure', () => {
    const failed = run(
      { type: 'add' },
      { type: 'saveStarted' },
      { type: 'saveFailed', serverErrors: { name: 'Subject name is required' } },
    );
    expect(failed.editor).toEqual({
      open: true,
      mode: 'add',
      saving: false,
      serverErrors: { name: 'Subject name is required' },
    });
    // Trying again clears the old errors.
    expect(crudPageReducer(failed, { type: 'saveStarted' }).editor).toMatchObject({ saving: true, serverErrors: {} });
  });

  it('closes the dialog once saved', () => {
    expect(run({ type: 'edit', row }, { type: 'saveStarted' }, { type: 'saved' }).editor).toEqual({ open: false });
  });

  it('does not close while a save runs, but does after', () => {
    const saving = run({ type: 'add' }, { type: 'saveStarted' });
    expect(crudPageReducer(saving, { type: 'closeEditor' })).toBe(saving);
    expect(run({ type: 'add' }, { type: 'closeEditor' }).editor).toEqual({ open: false });
  });

  it('ignores save answers that arrive with no dialog open', () => {
    const closed = initialCrudPageState<Row>();
    for (const event of [
      { type: 'saveStarted' },
      { type: 'saved' },
      { type: 'saveFailed', serverErrors: {} },
    ] as const) {
      expect(crudPageReducer(closed, event)).toBe(closed);
    }
  });
});

describe('crudPageReducer: delete', () => {
  it('asks to confirm, naming the children the list knows of: confirming that deletes them too', () => {
    expect(run({ type: 'askDelete', row, childCounts: { chapters: 2 } }).remove).toEqual({
      open: true,
      row,
      deleting: false,
      childCounts: { chapters: 2 },
      cascade: true,
      notice: undefined,
    });
  });

  it('deletes without children when the list knows of none', () => {
    expect(run({ type: 'askDelete', row, childCounts: { chapters: 0 } }).remove).toMatchObject({ cascade: false });
    expect(run({ type: 'askDelete', row }).remove).toMatchObject({ cascade: false });
  });

  it('closes the edit dialog when a delete is asked for, and the other way round', () => {
    expect(run({ type: 'edit', row }, { type: 'askDelete', row }).editor).toEqual({ open: false });
    expect(run({ type: 'askDelete', row }, { type: 'add' }).remove).toEqual({ open: false });
  });

  it('asks again with the server counts when the server refuses to delete children unasked', () => {
    const state = run(
      { type: 'askDelete', row },
      { type: 'deleteStarted' },
      { type: 'deleteNeedsCascade', childCounts: counts, notice: 'This subject has 2 chapters. Delete them too?' },
    );
    expect(state.remove).toEqual({
      open: true,
      row,
      deleting: false,
      childCounts: counts,
      cascade: true,
      notice: 'This subject has 2 chapters. Delete them too?',
    });
  });

  it('stays open after a failed delete and closes after a successful one', () => {
    expect(run({ type: 'askDelete', row }, { type: 'deleteStarted' }, { type: 'deleteFailed' }).remove).toMatchObject({
      open: true,
      deleting: false,
    });
    expect(run({ type: 'askDelete', row }, { type: 'deleteStarted' }, { type: 'deleted' }).remove).toEqual({
      open: false,
    });
  });

  it('cannot be cancelled while the delete runs', () => {
    const deleting = run({ type: 'askDelete', row }, { type: 'deleteStarted' });
    expect(crudPageReducer(deleting, { type: 'closeDelete' })).toBe(deleting);
    expect(run({ type: 'askDelete', row }, { type: 'closeDelete' }).remove).toEqual({ open: false });
  });

  it('ignores delete answers with no confirmation open', () => {
    const closed = initialCrudPageState<Row>();
    expect(crudPageReducer(closed, { type: 'deleted' })).toBe(closed);
    expect(crudPageReducer(closed, { type: 'deleteNeedsCascade', childCounts: counts, notice: '' })).toBe(closed);
  });
});
