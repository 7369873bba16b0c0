import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { loadStatus, pageLoadStatus } from './loadStatus';

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

describe('pageLoadStatus', () => {
  it("is not-found for a malformed id or the API's 404, not a network error", () => {
    expect(pageLoadStatus(null, {})).toBe('not-found');
    expect(pageLoadStatus(7, { error: new ApiError('Chapter not found', 404, 'NOT_FOUND') })).toBe('not-found');
  });

  it('is error for any other failure, and follows loadStatus otherwise', () => {
    expect(pageLoadStatus(7, { error: new ApiError('Request failed with status 500', 500) })).toBe('error');
    expect(pageLoadStatus(7, { error: new ApiError('offline', 0) })).toBe('error');
    expect(pageLoadStatus(7, {})).toBe('loading');
    expect(pageLoadStatus(7, { data: { id: 7 } })).toBe('ready');
  });
});
