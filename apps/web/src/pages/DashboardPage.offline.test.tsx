import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDashboard } from './dashboardTestSupport';

// The progress cards' code comes after the page's first render: when it cannot be loaded (the
// connection dropped), each card says so with a retry instead of loading for ever.
vi.mock('./DashboardProgressCards', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise(() => {}));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard when its progress cards' code cannot be loaded", () => {
  it('shows each card failed, with a retry', async () => {
    renderDashboard();
    const failed = await screen.findAllByText('তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।', undefined, { timeout: 60_000 });
    expect(failed).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: 'আবার চেষ্টা করো' })).toHaveLength(5);
  }, 90_000);
});
