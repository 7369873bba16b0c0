import type { ComponentPropsWithRef, ReactNode } from 'react';
import { adminFormat, adminText } from '../../../i18n/adminMessages';
import type { AdminEntity } from '../../../i18n/adminMessages';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { Skeleton } from '../../Skeleton/Skeleton';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { PencilIcon, PlusIcon, TrashIcon } from '../../../icons';
import * as styles from './CrudTable.css';
import { deeperHeading } from '../deeperHeading';

export const crudColumnAligns = ['start', 'center', 'end'] as const;
export type CrudColumnAlign = (typeof crudColumnAligns)[number];

export interface CrudColumn<Row> {
  /** Stable key of the column. */
  key: string;
  header: ReactNode;
  /** What the row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** A CSS width, e.g. '6rem' or '30%'. */
  width?: string;
  /** `end` for numbers. */
  align?: CrudColumnAlign;
}

/** Every text the table shows; the admin entities' English texts come with `entity`. */
export interface CrudTableLabels {
  /** The list's name: the heading (unless `title` is given) and the table's caption. */
  list: string;
  add: string;
  loading: string;
  empty: string;
  fetchFailed: string;
  fetchFailedHint: string;
  retry: string;
  actions: string;
  edit: string;
  delete: string;
  /** Accessible names of a row's buttons, e.g. 'Edit Algebra'. */
  editRow: (name: string) => string;
  deleteRow: (name: string) => string;
}

/** The English texts of an admin entity's list ('Subjects', 'Add subject', …). */
export function adminCrudLabels(entity: AdminEntity): CrudTableLabels {
  return {
    list: adminFormat.listTitle(entity),
    add: adminFormat.add(entity),
    loading: adminFormat.loadingList(entity),
    empty: adminFormat.noneFound(entity),
    fetchFailed: adminFormat.fetchFailed(entity),
    fetchFailedHint: adminText.fetchFailedHint,
    retry: adminText.retry,
    actions: adminText.actions,
    edit: adminText.editAction,
    delete: adminText.delete,
    editRow: adminFormat.editRow,
    deleteRow: adminFormat.deleteRow,
  };
}

/** An admin entity's list with its catalogue texts (any of them overridable), or any list with all its texts. */
export type CrudTableSubject =
  { entity: AdminEntity; labels?: Partial<CrudTableLabels> } | { entity?: undefined; labels: CrudTableLabels };

export type CrudTableProps<Row> = CrudTableSubject & CrudTableOwnProps<Row>;

export interface CrudTableOwnProps<Row> extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  columns: readonly CrudColumn<Row>[];
  /** The records; undefined while nothing has loaded. */
  rows: readonly Row[] | undefined;
  getRowId: (row: Row) => string | number;
  /** The record's name, for its buttons ('Edit Algebra') and the delete confirmation. */
  getRowName: (row: Row) => string;
  onAdd: () => void;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** Shows skeleton rows instead of the rows. */
  loading?: boolean;
  /** The list failed to load: shows `labels.fetchFailed` ('Failed to fetch subjects') with Retry. */
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  /** The heading; `labels.list` ('Subjects' …) by default. */
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  /** Controls beside the add button, e.g. a filter select. */
  toolbar?: ReactNode;
  /** How many skeleton rows show while loading. */
  loadingRows?: number;
  className?: string;
}

/**
 * An admin list: a heading with the add button, then the records in a table with edit and
 * delete per row, or the loading, failed or empty state. On a phone the table scrolls sideways
 * inside its box (focusable, so keyboards can scroll it too).
 */
export function CrudTable<Row>({
  entity,
  labels: ownLabels,
  columns,
  rows,
  getRowId,
  getRowName,
  onAdd,
  onEdit,
  onDelete,
  loading = false,
  error = false,
  onRetry,
  retrying = false,
  title,
  headingLevel = 2,
  toolbar,
  loadingRows = 5,
  className,
  ...props
}: CrudTableProps<Row>) {
  const labels: CrudTableLabels = entity === undefined ? ownLabels : { ...adminCrudLabels(entity), ...ownLabels };
  const caption = labels.list;

  function body() {
    if (error && !loading) {
      return (
        <ErrorState
          headingLevel={deeperHeading(headingLevel)}
          title={labels.fetchFailed}
          message={labels.fetchFailedHint}
          onRetry={onRetry}
          retryLabel={labels.retry}
          retrying={retrying}
        />
      );
    }
    if (!loading && rows !== undefined && rows.length === 0) {
      return (
        <EmptyState tone="neutral" headingLevel={deeperHeading(headingLevel)} title={labels.empty} role="status" />
      );
    }
    const showSkeleton = loading || rows === undefined;
    return (
      <>
        {showSkeleton && (
          // Outside the busy region, which screen readers may keep quiet until it is done.
          <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
        )}
        <div
          className={styles.scroller}
          role="region"
          aria-label={caption}
          tabIndex={0}
          aria-busy={showSkeleton || undefined}
        >
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>{caption}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cx(styles.headCell, styles.align[column.align ?? 'start'])}
                    style={column.width ? { width: column.width } : undefined}
                  >
                    {column.header}
                  </th>
                ))}
                <th scope="col" className={cx(styles.headCell, styles.actionsCell)}>
                  {labels.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {showSkeleton
                ? Array.from({ length: loadingRows }, (_, index) => (
                    <tr key={index}>
                      {columns.map((column) => (
                        <td key={column.key} className={styles.cell}>
                          <Skeleton shape="text" />
                        </td>
                      ))}
                      <td className={cx(styles.cell, styles.actionsCell)}>
                        <Skeleton shape="text" width="9rem" />
                      </td>
                    </tr>
                  ))
                : rows.map((row) => {
                    const name = getRowName(row);
                    return (
                      <tr key={getRowId(row)}>
                        {columns.map((column) => (
                          <td key={column.key} className={cx(styles.cell, styles.align[column.align ?? 'start'])}>
                            {column.cell(row)}
                          </td>
                        ))}
                        <td className={cx(styles.cell, styles.actionsCell)}>
                          <span className={styles.actions}>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={labels.editRow(name)}
                              leadingIcon={<PencilIcon />}
                              onClick={() => onEdit(row)}
                            >
                              {labels.edit}
                            </Button>
                            <Button
                              variant="ghost"
                              size="sm"
                              aria-label={labels.deleteRow(name)}
                              leadingIcon={<TrashIcon />}
                              onClick={() => onDelete(row)}
                            >
                              {labels.delete}
                            </Button>
                          </span>
                        </td>
                      </tr>
                    );
                  })}
            </tbody>
          </table>
        </div>
      </>
    );
  }

  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <Heading level={headingLevel} className={styles.title}>
          {title ?? labels.list}
        </Heading>
        <div className={styles.toolbar}>
          {toolbar}
          <Button leadingIcon={<PlusIcon />} onClick={onAdd}>
            {labels.add}
          </Button>
        </div>
      </div>
      {body()}
    </div>
  );
}
