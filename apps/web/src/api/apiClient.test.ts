import { paths } from '@study/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { getDefaultSessionStore } from '../session/sessionStore';
import { api } from './apiClient';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

it("binds `api` to the app's localStorage session, refresh included", async () => {
  localStorage.setItem('accessToken', 'stale');
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem(
    'user',
    JSON.stringify({ id: 3, name: 'ক', username: 'ka', phone: '+8801712345678', class: '8' }),
  );
  const seen: (string | null)[] = [];
  server.use(
    http.get(paths.tutorUsage, ({ request }) => {
      const token = request.headers.get('Authorization');
      seen.push(token);
      return token === 'Bearer fresh'
        ? HttpResponse.json({
            success: true,
            data: { remaining_today: 5, daily_limit: 50, can_call: true },
            message: '',
          })
        : HttpResponse.json({ success: false, code: 'UNAUTHORIZED', message: 'x' }, { status: 401 });
    }),
    http.post(paths.refreshToken, () =>
      HttpResponse.json({ success: true, data: { accessToken: 'fresh', refreshToken: 'refresh-2' }, message: '' }),
    ),
  );
  const usage = await api.get(paths.tutorUsage, z.object({ remaining_today: z.number() }).loose());
  expect(usage.remaining_today).toBe(5);
  expect(seen).toEqual(['Bearer stale', 'Bearer fresh']);
  expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  expect(getDefaultSessionStore().getSnapshot().status).toBe('authenticated');
});
