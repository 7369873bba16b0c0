import { SubjectList } from '@study/ui';
import { useSubjects } from '../data/hooks';
import { messages } from '../messages';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';
import { loadStatus } from './loadStatus';

/** /subjects: the subjects of the student's class, searchable by name. */
export function SubjectsPage() {
  useDocumentTitle(messages.pageTitles.subjects);
  const { user } = useSession();
  const subjects = useSubjects();
  return (
    <SubjectList
      status={loadStatus(subjects)}
      subjects={subjects.data}
      onRetry={() => void subjects.mutate()}
      retrying={subjects.isValidating}
      classLevel={user?.class}
      headingLevel={2}
    />
  );
}
