import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/ApiError';
import { messages } from '../messages';
import { TutorReplyError, TutorStreamError } from './tutorClient';
import { shouldFallBack, tutorErrorText, usageLimitOf } from './tutorErrors';

const limit = { remaining_today: 0, daily_limit: 50, can_call: false };
const limitError = new ApiError('আজকের সীমা শেষ', 429, 'USAGE_LIMIT_EXCEEDED', { usage: limit });

describe('tutorErrorText', () => {
  it('shows every stream failure in Bengali, keeping the English text as the code', () => {
    const cases = [
      ['noSession', 'No session ID received from server', messages.tutor.streamNoSession],
      ['connectionFailed', 'Streaming connection failed', messages.tutor.streamConnectionFailed],
      ['timeout', 'Streaming timeout', messages.tutor.streamTimeout],
      ['streamError', 'Streaming error occurred', messages.tutor.streamError],
    ] as const;
    for (const [kind, code, text] of cases) {
      const error = new TutorStreamError(kind);
      expect(error.message).toBe(code);
      expect(tutorErrorText(error)).toBe(text);
    }
  });

  it("shows the server's Bengali message, never an English one", () => {
    expect(tutorErrorText(new ApiError('এআই শিক্ষক এখন উত্তর দিতে পারছে না', 502, 'AI_TUTOR_ERROR'))).toBe(
      'এআই শিক্ষক এখন উত্তর দিতে পারছে না',
    );
    expect(tutorErrorText(new ApiError('Request failed with status 502', 502))).toBe(messages.tutor.connectionFailed);
    expect(tutorErrorText(new ApiError('Network error', 0, 'NETWORK_ERROR'))).toBe(messages.tutor.connectionFailed);
    expect(tutorErrorText(new Error('boom'))).toBe(messages.tutor.connectionFailed);
  });

  it('names a missing sign-in, an invalid answer and a failed reply', () => {
    expect(tutorErrorText(new ApiError('Authentication required', 401, 'AUTH_REQUIRED'))).toBe(
      messages.tutor.authRequired,
    );
    expect(tutorErrorText(new ApiError('Unexpected response', 200, 'INVALID_RESPONSE'))).toBe(
      messages.tutor.invalidResponse,
    );
    expect(tutorErrorText(new TutorReplyError('AI_TUTOR_ERROR', limit))).toBe(messages.tutor.serviceError);
  });
});

describe('usageLimitOf', () => {
  it('reads the usage of a 429 USAGE_LIMIT_EXCEEDED', () => {
    expect(usageLimitOf(limitError)).toEqual(limit);
  });

  it('still means the limit when the details are missing, keeping the known daily limit', () => {
    const bare = new ApiError('সীমা শেষ', 429, 'USAGE_LIMIT_EXCEEDED');
    expect(usageLimitOf(bare, { remaining_today: 2, daily_limit: 40, can_call: true })).toEqual({
      remaining_today: 0,
      daily_limit: 40,
      can_call: false,
    });
  });

  it('reads a reply that failed with USAGE_LIMIT_EXCEEDED', () => {
    expect(usageLimitOf(new TutorReplyError('USAGE_LIMIT_EXCEEDED', limit))).toEqual(limit);
    expect(usageLimitOf(new TutorReplyError('AI_TUTOR_ERROR', limit))).toBeNull();
  });

  it('is null for other failures', () => {
    expect(usageLimitOf(new ApiError('x', 500))).toBeNull();
    expect(usageLimitOf(new TutorStreamError('timeout'))).toBeNull();
  });
});

describe('shouldFallBack', () => {
  it('retries stream and server failures through the chat call', () => {
    expect(shouldFallBack(new TutorStreamError('streamError'))).toBe(true);
    expect(shouldFallBack(new ApiError('x', 500))).toBe(true);
    expect(shouldFallBack(new ApiError('Network error', 0))).toBe(true);
  });

  it('does not retry the daily limit or a missing sign-in', () => {
    expect(shouldFallBack(limitError)).toBe(false);
    expect(shouldFallBack(new ApiError('Authentication required', 401, 'AUTH_REQUIRED'))).toBe(false);
  });
});
