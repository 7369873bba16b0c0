/** Errors of the network below a database connection: the server is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/** PostgreSQL's own: too many connections, shutting down or starting up. Class 08 (connection exception) is matched whole. */
const SERVER_CODES = new Set(['53300', '57P01', '57P02', '57P03']);

/** What node-postgres says, without a code, when a connection cannot be had or is lost. */
const POOL_MESSAGES =
  /^(?:timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error)/;

/**
 * True when `error` (or an error it wraps: drizzle's query error, Node's AggregateError of a
 * connection tried on several addresses) says the database cannot be reached right now, rather
 * than that a query is wrong. The API answers those with 503, which a client may retry later.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 8) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (POOL_MESSAGES.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(error.cause, depth + 1);
}
