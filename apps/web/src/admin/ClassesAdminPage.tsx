import { ClassForm, adminText } from '@study/ui';
import type { CrudColumn } from '@study/ui';
import type { AdminRow } from './adminApi';
import { ActiveBadge, AdminCrudPage } from './AdminCrudPage';

type Row = AdminRow<'classes'>;

const columns: CrudColumn<Row>[] = [
  { key: 'name', header: adminText.name, cell: (row) => row.name },
  { key: 'grade', header: adminText.gradeLevel, cell: (row) => row.gradeLevel, align: 'end', width: '7rem' },
  { key: 'capacity', header: adminText.capacity, cell: (row) => row.capacity, align: 'end', width: '6rem' },
  { key: 'active', header: adminText.isActive, cell: (row) => <ActiveBadge active={row.isActive} />, width: '6rem' },
];

/** /admin/classes. */
export function ClassesAdminPage() {
  return (
    <AdminCrudPage
      entity="classes"
      columns={columns}
      rowName={(row) => row.name}
      renderForm={(slot) => <ClassForm {...slot} />}
    />
  );
}
