import { EmptyState } from '@study/ui';
import { type PageKey, messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';

export function UnderConstructionPage({ page }: { page: PageKey }) {
  const title = messages.pageTitles[page];
  useDocumentTitle(title);
  return (
    <main>
      <EmptyState headingLevel={1} title={title} description={messages.underConstruction} />
    </main>
  );
}
