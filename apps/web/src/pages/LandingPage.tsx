import { LandingPage } from '@study/ui';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';

/** / for visitors: the marketing page, every call to action leading to /login. */
export function LandingRoute() {
  useDocumentTitle(messages.pageTitles.landing);
  return <LandingPage />;
}
