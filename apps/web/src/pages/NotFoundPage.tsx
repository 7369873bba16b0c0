import { NotFound } from '@study/ui';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle(messages.pageTitles.notFound);
  return <NotFound />;
}
