/**
 * SWR keys: the API path plus the user id, so one student's cached answers never show for another
 * (the SessionProvider also empties the cache when the user changes).
 */
export type Key = readonly [path: string, userId: number | null];

export function swrKey(path: string, userId: number | null): Key {
  return [path, userId];
}
