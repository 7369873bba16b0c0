/**
 * The one form of a username or email by which an account is found, kept unique and throttled
 * (issue 20.4). Computed here, in JavaScript, and nowhere else: the database stores it
 * (`users.username_key`, `users.email_key`) and compares it exactly. PostgreSQL's `lower()` is
 * never used for this, because its answer depends on the database's collation: PGlite and a
 * `C.UTF-8` server turn `İ` (U+0130) into `i`, a `C` one lowers only ASCII, an ICU `tr` one turns
 * `I` into `ı`. When the throttle's key and the account's lookup are lowered differently, a name
 * spelled another way reaches the same account under a fresh throttle budget.
 *
 * - NFKC first: compatibility forms become their plain letters (full-width `ａ`, the Kelvin sign
 *   `K`, ligatures such as `ﬁ`, superscripts), so they are one key with the plain spelling.
 * - Then `toLowerCase`, Unicode's default case mapping, which no locale changes (unlike
 *   `toLocaleLowerCase`). It maps `İ` to `i` + U+0307 COMBINING DOT ABOVE, not to `i`, so
 *   `admİn@example.com` is a key of its own, which no account can hold: it neither reaches
 *   `admin@example.com` nor escapes its lock. Its one context rule (a word-final Σ becomes ς) is
 *   deterministic too: the same text always gives the same key.
 * - NFKC again, as lowering can leave a sequence that NFKC writes differently; the result is a
 *   fixed point (`accountKey(accountKey(x)) === accountKey(x)`, tested).
 *
 * Only ASCII names can belong to an account today (usernames match `[A-Za-z0-9_.]`, the admin email
 * is a checked email address), so a change of Unicode version in Node cannot move an existing key.
 */
export function accountKey(value: string): string {
  return value.normalize('NFKC').toLowerCase().normalize('NFKC');
}

/** The key columns of a new `users` row. */
export function accountKeys(username: string, email?: string | null): { usernameKey: string; emailKey: string | null } {
  return { usernameKey: accountKey(username), emailKey: email ? accountKey(email) : null };
}
