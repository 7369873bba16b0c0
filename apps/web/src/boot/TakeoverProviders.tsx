import { startTransition, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { AppProviders } from '../AppProviders';
import type { SessionSnapshot, SessionStore } from '../session/sessionStore';
import { readingAs } from './renderedSession';

export interface TakeoverProvidersProps {
  /** The app's session. */
  session: SessionStore;
  /**
   * The session the page was rendered with: what the app reads until its first commit is done,
   * then `session`. Without it, `session` from the start.
   */
  renderedWith?: SessionSnapshot | undefined;
  /** The answers the page was rendered with, as SWR's `fallback`. */
  fallback?: Record<string, unknown> | undefined;
  /** Runs once the first render has been committed (hydration included). */
  onReady?: () => void;
  children: ReactNode;
}

const noFallback = {};
const noop = () => {};

/**
 * The app's providers as a page sent as finished HTML was rendered with them, on the server
 * (boot/renderPage.tsx) and when the app takes the page over (boot/startApp.tsx): the same tree
 * on both sides, so the first render matches the page. Then the session becomes the real one in
 * a transition, so the pages re-render in slices that a slow phone interleaves with input (a store
 * that changes its snapshot would force one synchronous pass over the whole page instead).
 */
export function TakeoverProviders({
  session,
  renderedWith,
  fallback,
  onReady = noop,
  children,
}: TakeoverProvidersProps) {
  const [current, setCurrent] = useState(() => (renderedWith ? readingAs(session, renderedWith) : session));
  useEffect(onReady, [onReady]);
  useEffect(() => {
    if (current !== session) startTransition(() => setCurrent(session));
  }, [current, session]);
  const swr = useMemo(() => (fallback ? { fallback } : noFallback), [fallback]);
  return (
    <AppProviders session={current}>
      <SWRConfig value={swr}>{children}</SWRConfig>
    </AppProviders>
  );
}
