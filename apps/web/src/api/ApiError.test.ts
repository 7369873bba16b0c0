import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFrom, networkError } from './ApiError';

describe('apiErrorFrom (spec §7 error order)', () => {
  it.each([
    ['message first', { message: 'a', error: { message: 'b' }, detail: 'c', msg: 'd' }, 'a'],
    ['then error.message', { error: { message: 'b' }, detail: 'c', msg: 'd' }, 'b'],
    ['then detail', { detail: 'c', msg: 'd' }, 'c'],
    ['then msg', { msg: 'd' }, 'd'],
    ['else the status', { other: 1 }, 'Request failed with status 418'],
    ['an empty message counts as none', { message: '  ', msg: 'd' }, 'd'],
    ['a non-string message counts as none', { message: 42, detail: 'c' }, 'c'],
    ['an HTML page', '<html>Bad gateway</html>', 'Request failed with status 418'],
    ['no body', undefined, 'Request failed with status 418'],
    ['an array', ['x'], 'Request failed with status 418'],
  ])('%s', (_name, body, message) => {
    const error = apiErrorFrom(418, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(418);
  });

  it('keeps code and details', () => {
    const error = apiErrorFrom(400, {
      success: false,
      message: 'm',
      code: 'INVALID_PHONE',
      details: [{ path: 'phone' }],
    });
    expect(error.code).toBe('INVALID_PHONE');
    expect(error.details).toEqual([{ path: 'phone' }]);
  });

  it('has no code or details when the body has none', () => {
    const error = apiErrorFrom(500, { message: 'boom' });
    expect(error.code).toBeUndefined();
    expect(error.details).toBeUndefined();
  });
});

describe('networkError', () => {
  it('is status 0 with the exception message', () => {
    const error = networkError(new TypeError('Failed to fetch'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Failed to fetch');
  });

  it("says 'Network error' when the exception has no message", () => {
    expect(networkError('offline').message).toBe('Network error');
    expect(networkError(new Error('')).message).toBe('Network error');
  });
});
