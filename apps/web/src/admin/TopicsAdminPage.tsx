import { TopicForm, adminContentTypeLabels, adminText } from '@study/ui';
import type { CrudColumn } from '@study/ui';
import { useMemo } from 'react';
import type { AdminRow } from './adminApi';
import { ActiveBadge, AdminCrudPage } from './AdminCrudPage';
import { byIdMap, chapterCell, chapterOptions } from './adminOptions';
import { adminPageText } from './adminPageText';
import { useAdminList } from './hooks';
import { ParentFilter, useFilterParam } from './ParentFilter';

type Row = AdminRow<'topics'>;

/** /admin/topics, optionally of one chapter (`?chapterId=`), with the Markdown editor and its live preview. */
export function TopicsAdminPage() {
  const [chapterId, setChapterId] = useFilterParam('chapterId');
  const subjects = useAdminList('subjects').data;
  const chapters = useAdminList('chapters').data;
  const options = useMemo(() => chapterOptions(chapters, subjects), [chapters, subjects]);
  const columns = useMemo((): CrudColumn<Row>[] => {
    const subjectsById = byIdMap(subjects);
    const chaptersById = byIdMap(chapters);
    return [
      { key: 'order', header: adminText.order, cell: (row) => row.order, align: 'end', width: '5rem' },
      { key: 'name', header: adminText.name, cell: (row) => row.name },
      {
        key: 'chapter',
        header: adminText.chapter,
        cell: (row) => chapterCell(row.chapterId, chaptersById, subjectsById),
      },
      { key: 'type', header: adminPageText.type, cell: (row) => adminContentTypeLabels[row.contentType] },
      { key: 'duration', header: adminText.duration, cell: (row) => row.durationMinutes, align: 'end', width: '6rem' },
      {
        key: 'active',
        header: adminText.isActive,
        cell: (row) => <ActiveBadge active={row.isActive} />,
        width: '6rem',
      },
    ];
  }, [subjects, chapters]);

  return (
    <AdminCrudPage
      entity="topics"
      columns={columns}
      rowName={(row) => row.name}
      filterRows={chapterId === undefined ? undefined : (rows) => rows.filter((row) => row.chapterId === chapterId)}
      toolbar={
        <ParentFilter
          label={adminPageText.filterByChapter}
          allLabel={adminPageText.allChapters}
          options={options}
          value={chapterId}
          onChange={setChapterId}
        />
      }
      dialogSize="lg"
      renderForm={(slot, shownRows) => (
        <TopicForm {...slot} chapters={options} existingCount={shownRows.length} defaultChapterId={chapterId} />
      )}
    />
  );
}
