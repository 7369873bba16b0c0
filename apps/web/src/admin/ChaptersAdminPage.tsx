import { ChapterForm, adminText } from '@study/ui';
import type { CrudColumn } from '@study/ui';
import { useMemo } from 'react';
import type { AdminRow } from './adminApi';
import { ActiveBadge, AdminCrudPage } from './AdminCrudPage';
import { byIdMap, subjectCell, subjectOptions } from './adminOptions';
import { adminPageText } from './adminPageText';
import { useAdminList } from './hooks';
import { ParentFilter, useFilterParam } from './ParentFilter';

type Row = AdminRow<'chapters'>;

/** /admin/chapters, optionally of one subject (`?subjectId=`): new chapters go to that subject, last. */
export function ChaptersAdminPage() {
  const [subjectId, setSubjectId] = useFilterParam('subjectId');
  const subjects = useAdminList('subjects').data;
  const options = useMemo(() => subjectOptions(subjects), [subjects]);
  const columns = useMemo((): CrudColumn<Row>[] => {
    const byId = byIdMap(subjects);
    return [
      { key: 'order', header: adminText.order, cell: (row) => row.order, align: 'end', width: '5rem' },
      { key: 'name', header: adminText.name, cell: (row) => row.name },
      { key: 'subject', header: adminText.subject, cell: (row) => subjectCell(row.subjectId, byId) },
      { key: 'topics', header: adminPageText.topics, cell: (row) => row.topicCount, align: 'end', width: '5rem' },
      {
        key: 'active',
        header: adminText.isActive,
        cell: (row) => <ActiveBadge active={row.isActive} />,
        width: '6rem',
      },
    ];
  }, [subjects]);

  return (
    <AdminCrudPage
      entity="chapters"
      columns={columns}
      rowName={(row) => row.name}
      childCounts={(row) => ({ topics: row.topicCount })}
      filterRows={subjectId === undefined ? undefined : (rows) => rows.filter((row) => row.subjectId === subjectId)}
      toolbar={
        <ParentFilter
          label={adminPageText.filterBySubject}
          allLabel={adminPageText.allSubjects}
          options={options}
          value={subjectId}
          onChange={setSubjectId}
        />
      }
      renderForm={(slot, shownRows) => (
        <ChapterForm {...slot} subjects={options} existingCount={shownRows.length} defaultSubjectId={subjectId} />
      )}
    />
  );
}
