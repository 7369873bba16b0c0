import { SubjectDetail } from '@study/ui';
import { useParams } from 'react-router-dom';
import { useSubject } from '../data/hooks';
import { parseRouteId } from '../data/routeIds';
import { messages } from '../messages';
import { useSession } from '../session/useSession';
import { useDocumentTitle } from '../useDocumentTitle';
import { pageLoadStatus } from './loadStatus';

/** /subjects/:subjectId: the subject's chapters; a malformed id shows the error state. */
export function SubjectDetailPage() {
  const subjectId = parseRouteId(useParams()['subjectId']);
  const subject = useSubject(subjectId);
  const { user } = useSession();
  useDocumentTitle(subject.data?.name ?? messages.pageTitles.subject);
  return (
    <SubjectDetail
      status={pageLoadStatus(subjectId, subject)}
      subject={subject.data}
      classLevel={user?.class}
      onRetry={() => void subject.mutate()}
      retrying={subject.isValidating}
    />
  );
}
