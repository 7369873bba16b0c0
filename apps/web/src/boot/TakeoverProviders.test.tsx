import type { ReactNode } from 'react';
import type { AuthData, Chapter } from '@study/contract';
import { paths } from '@study/contract';
import { act } from 'react';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChapter } from '../data/hooks';
import { createInMemorySession } from '../session/inMemorySession';
import { useSession } from '../session/useSession';
import { answersFallback } from './renderedPageData';
import { audienceSessions, sessionRenderedFor } from './renderedSession';
import { TakeoverProviders } from './TakeoverProviders';

// The providers need only these two of @study/ui (the real one needs vanilla-extract's build step).
vi.mock('@study/ui', () => ({
  showToast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
  Toaster: () => <div role="region" aria-label="toasts" />,
  StudyUiProvider: ({ children }: { children?: ReactNode }) => children,
}));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const auth: AuthData = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { id: 4, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8' },
};
const chapter = { id: 2, name: 'প্যাটার্ন', topics: [] } as unknown as Chapter;

/** What the app's pages read: the session and a chapter, each render noted. */
function probe(renders: string[]) {
  return function Probe() {
    const { status, user } = useSession();
    const { data } = useChapter(2);
    renders.push(`${status} ${user?.name ?? '-'} ${data?.name ?? '-'}`);
    return (
      <p>
        {user?.name ?? 'শিক্ষার্থী'}: {data?.name ?? '…'}
      </p>
    );
  };
}

let root: Root | undefined;
const mismatches = vi.fn();
beforeEach(() => {
  // The revalidation of the chapter never answers: what shows is what the page was rendered with.
  vi.stubGlobal('fetch', () => new Promise(() => {}));
  mismatches.mockClear();
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The page as the server renders it, taken over by the app: the paragraph before and after. */
async function takeOver(server: ReactElement, client: ReactElement) {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(server);
  const painted = container.querySelector('p');
  const paintedText = painted?.textContent;
  await act(async () => {
    root = hydrateRoot(container, client, { onRecoverableError: mismatches });
  });
  return { container, painted, paintedText };
}

describe('taking over a page sent as finished HTML', () => {
  it('renders first with the session the page was rendered for (any student), then the real one, without a mismatch or a node replaced', async () => {
    const serverRenders: string[] = [];
    const clientRenders: string[] = [];
    const session = createInMemorySession(auth);
    const start = vi.spyOn(session, 'start');
    const ServerProbe = probe(serverRenders);
    const ClientProbe = probe(clientRenders);
    const { container, painted, paintedText } = await takeOver(
      <TakeoverProviders session={createInMemorySession()} renderedWith={audienceSessions.student}>
        <ServerProbe />
      </TakeoverProviders>,
      <TakeoverProviders session={session} renderedWith={audienceSessions.student}>
        <ClientProbe />
      </TakeoverProviders>,
    );
    expect(paintedText).toBe('শিক্ষার্থী: …');
    expect(mismatches).not.toHaveBeenCalled();
    expect(clientRenders[0]).toBe(serverRenders[0]);
    expect(clientRenders.at(-1)).toBe('authenticated রিয়া -');
    expect(container.querySelector('p')).toBe(painted);
    expect(container.textContent).toBe('রিয়া: …');
    // The real session's refresh and cross-tab sync start once, when it is the app's.
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("shows the answers a page was rendered with at the first render, as its student's only", async () => {
    const fallback = answersFallback({ user: auth.user, answers: { [paths.chapter(2)]: chapter } });
    const clientRenders: string[] = [];
    const ServerProbe = probe([]);
    const ClientProbe = probe(clientRenders);
    const { container, painted, paintedText } = await takeOver(
      <TakeoverProviders
        session={createInMemorySession()}
        renderedWith={sessionRenderedFor(auth.user)}
        fallback={fallback}
      >
        <ServerProbe />
      </TakeoverProviders>,
      <TakeoverProviders session={createInMemorySession(auth)} fallback={fallback}>
        <ClientProbe />
      </TakeoverProviders>,
    );
    expect(paintedText).toBe('রিয়া: প্যাটার্ন');
    expect(mismatches).not.toHaveBeenCalled();
    expect(clientRenders[0]).toBe('authenticated রিয়া প্যাটার্ন');
    expect(container.querySelector('p')).toBe(painted);

    // Another student's hooks do not read them.
    const other = renderToString(
      <TakeoverProviders
        session={createInMemorySession({ ...auth, user: { ...auth.user, id: 8 } })}
        fallback={fallback}
      >
        <ServerProbe />
      </TakeoverProviders>,
    );
    expect(other).toContain('…');
    expect(other).not.toContain(chapter.name);
  });
});
