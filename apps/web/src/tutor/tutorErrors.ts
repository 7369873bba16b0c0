import { usageSchema } from '@study/contract';
import type { Usage } from '@study/contract';
import { ApiError } from '../api/ApiError';
import { messages } from '../messages';
import { TutorReplyError, TutorStreamError } from './tutorClient';
import type { StreamErrorKind } from './tutorClient';

// How the tutor's failures reach the student (spec §8 "Tutor chat"): always in Bengali, the
// English texts and codes staying in the errors themselves.

const streamTexts: Record<StreamErrorKind, string> = {
  noSession: messages.tutor.streamNoSession,
  connectionFailed: messages.tutor.streamConnectionFailed,
  timeout: messages.tutor.streamTimeout,
  streamError: messages.tutor.streamError,
};

const bengali = /[\u0980-\u09FF]/;

/** The panel's error text for a failed question. */
export function tutorErrorText(error: unknown): string {
  if (error instanceof TutorStreamError) return streamTexts[error.kind];
  if (error instanceof TutorReplyError) return messages.tutor.serviceError;
  if (error instanceof ApiError) {
    if (error.code === 'AUTH_REQUIRED' || error.status === 401) return messages.tutor.authRequired;
    if (error.code === 'INVALID_RESPONSE') return messages.tutor.invalidResponse;
    // The server's own messages are Bengali; a proxy's 'Request failed with status 502' is not.
    if (error.status > 0 && bengali.test(error.message)) return error.message;
  }
  return messages.tutor.connectionFailed;
}

/**
 * Today's allowance when the failure is the daily limit (429 USAGE_LIMIT_EXCEEDED or a reply
 * saying so); `current` fills in the daily limit when the failure does not tell it.
 */
export function usageLimitOf(error: unknown, current?: Usage): Usage | null {
  if (error instanceof TutorReplyError) return error.code === 'USAGE_LIMIT_EXCEEDED' ? error.usage : null;
  if (!(error instanceof ApiError) || error.code !== 'USAGE_LIMIT_EXCEEDED') return null;
  const details = error.details as { usage?: unknown } | undefined;
  const usage = usageSchema.safeParse(details?.usage);
  // A limit without readable details still means no more questions today.
  return usage.success ? usage.data : { remaining_today: 0, daily_limit: current?.daily_limit ?? 0, can_call: false };
}

/**
 * Whether a failed stream is worth asking again through the normal chat call: not when today's
 * limit is reached or the student is signed out, where the chat call would fail the same way.
 */
export function shouldFallBack(error: unknown): boolean {
  if (usageLimitOf(error)) return false;
  return !(error instanceof ApiError && error.status === 401);
}
