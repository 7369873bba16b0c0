import { NotFound } from '@study/ui';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle(messages.pageTitles.notFound);
  return <NotFound LinkComponent={RouterLink} />;
}
