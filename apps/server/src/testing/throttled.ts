import { expect } from 'vitest';
import { authMessages } from '@study/contract';

/**
 * Checks a throttle's answer: 429 `TOO_MANY_ATTEMPTS`, the Bengali message naming `minutes`,
 * and a Retry-After (seconds) within that last minute.
 */
export function expectThrottled(answer: { status: number; headers: Headers; body: unknown }, minutes: number): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({
    success: false,
    code: 'TOO_MANY_ATTEMPTS',
    message: authMessages.tooManyAttempts(minutes),
  });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan((minutes - 1) * 60);
  expect(retryAfter).toBeLessThanOrEqual(minutes * 60);
}
