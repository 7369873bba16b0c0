import { EmptyState } from '@study/ui';
import { Link } from 'react-router-dom';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';

export function NotFoundPage() {
  useDocumentTitle(messages.pageTitles.notFound);
  return (
    <main>
      <EmptyState
        headingLevel={1}
        title={messages.notFoundTitle}
        description={messages.notFoundDescription}
        action={<Link to="/">{messages.goHome}</Link>}
      />
    </main>
  );
}
