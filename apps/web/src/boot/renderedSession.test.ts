import type { AuthData } from '@study/contract';
import { describe, expect, it, vi } from 'vitest';
import { createInMemorySession } from '../session/inMemorySession';
import { audienceSessions, readingAs, servesAudience } from './renderedSession';

describe('servesAudience', () => {
  it('takes over a page rendered for a visitor only without a session, and one rendered for any student only with a usable one', () => {
    expect(servesAudience('visitor', 'anonymous')).toBe(true);
    expect(servesAudience('visitor', 'authenticated')).toBe(false);
    expect(servesAudience('student', 'authenticated')).toBe(true);
    expect(servesAudience('student', 'anonymous')).toBe(false);
    // A saved session still being renewed shows the guard's loading state, not the pre-rendered page.
    expect(servesAudience('student', 'loading')).toBe(false);
  });
});

describe('readingAs', () => {
  it("reads as the page's session while its calls and subscriptions are the real store's, and starts nothing", () => {
    const auth: AuthData = {
      accessToken: 'a',
      refreshToken: 'r',
      user: { id: 1, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8' },
    };
    const real = createInMemorySession(auth);
    const start = vi.spyOn(real, 'start');
    const store = readingAs(real, audienceSessions.student);
    expect(store.getSnapshot()).toBe(audienceSessions.student);
    expect(store.getAccessToken()).toBe('a');
    const heard = vi.fn();
    store.subscribe(heard);
    store.signOut();
    expect(heard).toHaveBeenCalled();
    expect(real.getSnapshot().user).toBeNull();
    expect(store.getSnapshot()).toBe(audienceSessions.student);
    store.start()();
    expect(start).not.toHaveBeenCalled();
  });
});
