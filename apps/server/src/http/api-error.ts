import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * Error body of every API failure: `{ success: false, message, code }`, with a Bengali
 * message the client can show as is. (Its zod schema belongs in @study/contract once the
 * contract is written; the server keeps only what the skeleton needs.)
 */
export interface ApiErrorBody {
  success: false;
  message: string;
  code: string;
}

export const errorMessages = {
  NOT_FOUND: 'অনুরোধ করা ঠিকানাটি পাওয়া যায়নি।',
  PAYLOAD_TOO_LARGE: 'পাঠানো তথ্য অনেক বড়। তথ্যের পরিমাণ কমিয়ে আবার চেষ্টা করুন।',
  INTERNAL_ERROR: 'সার্ভারে একটি সমস্যা হয়েছে। কিছুক্ষণ পর আবার চেষ্টা করুন।',
} as const;

export type ErrorCode = keyof typeof errorMessages;

export function apiError(c: Context, status: ContentfulStatusCode, code: ErrorCode): Response {
  const body: ApiErrorBody = { success: false, message: errorMessages[code], code };
  return c.json(body, status);
}

/** API paths: the JSON API lives under /api and /web/api; everything else may be the web app. */
export function isApiPath(path: string): boolean {
  return /^\/(?:web\/)?api(?:\/|$)/.test(path);
}
