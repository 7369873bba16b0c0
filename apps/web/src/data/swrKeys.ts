import { unstable_serialize } from 'swr';

/**
 * SWR keys: the API path plus the user id, so one student's cached answers never show for another
 * (the SessionProvider also empties the cache when the user changes).
 */
export type Key = readonly [path: string, userId: number | null];

export function swrKey(path: string, userId: number | null): Key {
  return [path, userId];
}

/** SWR's `fallback` for answers by API path, as `userId`'s hooks read them. */
export function answersFallback(userId: number, answers: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(answers).map(([path, answer]) => [unstable_serialize(swrKey(path, userId)), answer]));
}
