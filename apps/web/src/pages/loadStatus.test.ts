import { describe, expect, it } from 'vitest';
import { loadStatus } from './loadStatus';

describe('loadStatus', () => {
  it('is loading with neither data nor error', () => {
    expect(loadStatus({})).toBe('loading');
  });

  it('is ready with data, null ("nothing yet") included, even when a revalidation failed', () => {
    expect(loadStatus({ data: [] })).toBe('ready');
    expect(loadStatus({ data: null })).toBe('ready');
    expect(loadStatus({ data: [1], error: new Error('offline') })).toBe('ready');
  });

  it('is error without data', () => {
    expect(loadStatus({ error: new Error('500') })).toBe('error');
  });
});
