/**
 * Runs `renew` one at a time: callers while it runs share its promise, and with `locks`
 * (navigator.locks) no two tabs run it together, so no two ever spend the same refresh token
 * (the server would end the whole login for reuse). `renew` should read the storage again first:
 * the tab that held the lock before may have renewed already.
 */
export function oneRenewalAtATime(
  renew: () => Promise<string>,
  locks: Pick<LockManager, 'request'> | null,
  lockName: string,
): () => Promise<string> {
  let inflight: Promise<string> | null = null;
  return () => {
    if (inflight) return inflight;
    const run: Promise<string> = locks
      ? new Promise((resolve, reject) => {
          // The lock is held until renew() settles.
          void locks.request(lockName, () => renew().then(resolve, reject));
        })
      : renew();
    const shared = run.finally(() => {
      inflight = null;
    });
    inflight = shared;
    return shared;
  };
}
