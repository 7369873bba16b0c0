import { Badge, SubjectForm, adminIconTypeLabels, adminText } from '@study/ui';
import type { CrudColumn } from '@study/ui';
import type { AdminRow } from './adminApi';
import { ActiveBadge, AdminCrudPage } from './AdminCrudPage';
import { adminPageText } from './adminPageText';

type Row = AdminRow<'subjects'>;

const columns: CrudColumn<Row>[] = [
  { key: 'name', header: adminText.name, cell: (row) => row.name },
  { key: 'class', header: adminPageText.class, cell: (row) => row.gradeLevel, align: 'end', width: '5rem' },
  {
    key: 'icon',
    header: adminText.iconType,
    cell: (row) => <Badge tone="info">{adminIconTypeLabels[row.iconType]}</Badge>,
  },
  { key: 'chapters', header: adminPageText.chapters, cell: (row) => row.chapterCount, align: 'end', width: '6rem' },
  { key: 'active', header: adminText.isActive, cell: (row) => <ActiveBadge active={row.isActive} />, width: '6rem' },
];

/** /admin/subjects. Deleting a subject takes its chapters (and their topics and quizzes) with it. */
export function SubjectsAdminPage() {
  return (
    <AdminCrudPage
      entity="subjects"
      columns={columns}
      rowName={(row) => row.name}
      childCounts={(row) => ({ chapters: row.chapterCount })}
      renderForm={(slot) => <SubjectForm {...slot} />}
    />
  );
}
