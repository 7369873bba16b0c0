import { ErrorState } from '@study/ui';
import { messages } from '../messages';

// Shown when a route's chunk fails to download (common on flaky mobile data) or a page throws.
export function RouteErrorPage() {
  return (
    <main>
      <ErrorState
        message={messages.routeLoadFailed}
        retryLabel={messages.reload}
        onRetry={() => window.location.reload()}
      />
    </main>
  );
}
