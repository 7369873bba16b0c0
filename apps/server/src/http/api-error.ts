import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiFailure } from '@study/contract';

/** Default Bengali message per error code; a handler may pass a more specific one. */
export const errorMessages = {
  INVALID_INPUT: 'পাঠানো তথ্য সঠিক নয়। তথ্য ঠিক করে আবার চেষ্টা করো।',
  UNAUTHORIZED: 'অনুগ্রহ করে আবার লগইন করো।',
  FORBIDDEN: 'এই কাজের অনুমতি তোমার নেই।',
  NOT_FOUND: 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি।',
  CONFLICT: 'তথ্যটি আগে থেকেই আছে।',
  PAYLOAD_TOO_LARGE: 'পাঠানো তথ্য অনেক বড়। তথ্যের পরিমাণ কমিয়ে আবার চেষ্টা করো।',
  TOO_MANY_REQUESTS: 'অনেকবার চেষ্টা করা হয়েছে। কিছুক্ষণ পর আবার চেষ্টা করো।',
  INTERNAL_ERROR: 'সার্ভারে একটি সমস্যা হয়েছে। কিছুক্ষণ পর আবার চেষ্টা করো।',
  SERVICE_UNAVAILABLE: 'সার্ভার এখন সাময়িকভাবে কাজ করছে না। কিছুক্ষণ পর আবার চেষ্টা করো।',
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** Writes `{ success: false, message, code, details? }` (the contract's `apiFailureSchema`). */
export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode | (string & {}),
  message?: string,
  details?: unknown,
): Response {
  const body: ApiFailure = {
    success: false,
    message: message ?? (errorMessages as Record<string, string>)[code] ?? errorMessages.INTERNAL_ERROR,
    code,
    ...(details === undefined ? {} : { details }),
  };
  return c.json(body, status);
}

/**
 * Thrown by services for an expected failure (wrong password, unknown id, username taken …);
 * the app's error handler turns it into the API error body with its status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode | (string & {}),
    message?: string,
    readonly details?: unknown,
    /** Extra response headers, e.g. Retry-After. */
    readonly headers?: Record<string, string>,
  ) {
    super(message ?? (errorMessages as Record<string, string>)[code] ?? code);
    this.name = 'ApiError';
  }
}

/** `{ success: true, data, message }`. */
export function ok<T>(c: Context, data: T, message = 'সফল', status: ContentfulStatusCode = 200): Response {
  return c.json({ success: true as const, data, message }, status);
}

/** API paths: the JSON API lives under /api and /web/api; everything else may be the web app. */
export function isApiPath(path: string): boolean {
  return /^\/(?:web\/)?api(?:\/|$)/.test(path);
}
