import { QuizForm, adminFormat, adminText, secondsToMinutes } from '@study/ui';
import type { CrudColumn } from '@study/ui';
import { useMemo } from 'react';
import type { AdminRow } from './adminApi';
import { ActiveBadge, AdminCrudPage } from './AdminCrudPage';
import { byIdMap, chapterCell, chapterOptions } from './adminOptions';
import { adminPageText } from './adminPageText';
import { useAdminList } from './hooks';
import { ParentFilter, useFilterParam } from './ParentFilter';

type Row = AdminRow<'quizzes'>;

/** /admin/quizzes, optionally of one chapter (`?chapterId=`), with the questions editor. */
export function QuizzesAdminPage() {
  const [chapterId, setChapterId] = useFilterParam('chapterId');
  const subjects = useAdminList('subjects').data;
  const chapters = useAdminList('chapters').data;
  const options = useMemo(() => chapterOptions(chapters, subjects), [chapters, subjects]);
  const columns = useMemo((): CrudColumn<Row>[] => {
    const subjectsById = byIdMap(subjects);
    const chaptersById = byIdMap(chapters);
    return [
      { key: 'title', header: adminText.title, cell: (row) => row.title },
      {
        key: 'chapter',
        header: adminText.chapter,
        cell: (row) => chapterCell(row.chapterId, chaptersById, subjectsById),
      },
      {
        key: 'questions',
        header: adminPageText.questions,
        cell: (row) => adminFormat.questionCount(row.questions.length),
        width: '8rem',
      },
      {
        key: 'time',
        header: adminText.timeLimit,
        cell: (row) => secondsToMinutes(row.timeLimit),
        align: 'end',
        width: '8rem',
      },
      { key: 'pass', header: adminText.passingScore, cell: (row) => row.passingScore, align: 'end', width: '8rem' },
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
      entity="quizzes"
      columns={columns}
      rowName={(row) => row.title}
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
      renderForm={(slot) => <QuizForm {...slot} chapters={options} defaultChapterId={chapterId} />}
    />
  );
}
