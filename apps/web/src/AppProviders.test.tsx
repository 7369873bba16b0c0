import type { AuthData } from '@study/contract';
import type { StudyUiProviderProps } from '@study/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/ApiError';
import { AppProviders, swrDefaults } from './AppProviders';
import { RouterLink } from './RouterLink';
import { createInMemorySession } from './session/inMemorySession';
import { useSession } from './session/useSession';

// The real @study/ui needs vanilla-extract's build step; the providers only need these three.
const studyUiProvider = vi.hoisted(() => vi.fn(({ children }: StudyUiProviderProps) => children));
vi.mock('@study/ui', () => ({
  showToast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() },
  StudyUiProvider: studyUiProvider,
  Toaster: () => <div role="region" aria-label="toasts" />,
}));

const auth: AuthData = {
  accessToken: 'a',
  refreshToken: 'r',
  user: { id: 1, name: 'রিয়া', username: 'riya', phone: '+8801712345678', class: '8' },
};

function Probe() {
  const { status, user } = useSession();
  const { errorRetryCount, provider } = useSWRConfig() as { errorRetryCount?: number; provider?: unknown };
  return (
    <p>
      {status} {user?.name} retries:{errorRetryCount} own-cache:{String(provider !== undefined)}
    </p>
  );
}

describe('AppProviders', () => {
  afterEach(cleanup);

  it("gives @study/ui's components the router link", () => {
    render(
      <AppProviders session={createInMemorySession(auth)}>
        <p>page</p>
      </AppProviders>,
    );
    expect(studyUiProvider).toHaveBeenCalledWith(expect.objectContaining({ linkComponent: RouterLink }), undefined);
    expect(screen.getByText('page')).toBeTruthy();
  });

  it('provides the given session, SWR defaults and the toast area', () => {
    render(
      <AppProviders session={createInMemorySession(auth)} swrProvider={() => new Map()}>
        <Probe />
      </AppProviders>,
    );
    expect(screen.getByText('authenticated রিয়া retries:2 own-cache:true')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'toasts' })).toBeTruthy();
  });

  it('retries failures that may pass, never a 4xx answer', () => {
    const shouldRetry = swrDefaults.shouldRetryOnError as (error: unknown) => boolean;
    expect(shouldRetry(new ApiError('Failed to fetch', 0))).toBe(true);
    expect(shouldRetry(new ApiError('boom', 503))).toBe(true);
    expect(shouldRetry(new ApiError('nope', 404))).toBe(false);
    expect(shouldRetry(new ApiError('Authentication required', 401, 'AUTH_REQUIRED'))).toBe(false);
  });
});
