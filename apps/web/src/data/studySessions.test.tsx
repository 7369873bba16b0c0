import { maxStudySessionSeconds, paths } from '@study/contract';
import type { AuthData } from '@study/contract';
import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createInMemorySession } from '../session/inMemorySession';
import { SessionProvider } from '../session/SessionProvider';
import { useReportStudySession } from './studySessions';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const auth: AuthData = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  user: { id: 7, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8', school: null },
};

const wrapper = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
    <SessionProvider store={createInMemorySession(auth)}>{children}</SessionProvider>
  </SWRConfig>
);

describe('useReportStudySession', () => {
  it('sends a session longer than the contract allows as its maximum (not refused), in a request that outlives the page', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(paths.studySessions, async ({ request }) => {
        const body = (await request.json()) as { sessionId: string; seconds: number };
        bodies.push(body);
        // The server's own validation: more than the maximum is a 400.
        if (body.seconds > maxStudySessionSeconds)
          return HttpResponse.json({ success: false, code: 'VALIDATION_ERROR', message: '' }, { status: 400 });
        return HttpResponse.json({
          success: true,
          data: { sessionId: body.sessionId, seconds: 14_400, day: '2026-03-02' },
          message: '',
        });
      }),
    );
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { result } = renderHook(() => useReportStudySession(), { wrapper });
    await result.current({ sessionId: 'timer-weekend-1', kind: 'timer', seconds: 3 * 86_400 });
    expect(bodies).toEqual([{ sessionId: 'timer-weekend-1', kind: 'timer', seconds: maxStudySessionSeconds }]);
    // Kept alive: the lesson page's last report is sent as the tab closes.
    expect(fetchSpy.mock.calls[0]?.[1]?.keepalive).toBe(true);
    fetchSpy.mockRestore();
  });
});
