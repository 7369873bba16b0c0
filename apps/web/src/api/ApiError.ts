/**
 * A failed API call. `status` is the HTTP status, or 0 when no answer arrived (network failure);
 * `code` and `details` come from the server's failure body (`{ success: false, message, code, details? }`).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly details?: unknown;

  constructor(message: string, status: number, code?: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The error of a non-2xx answer, read in spec §7's order: `message`, else `error.message`, else
 * `detail`, else `msg`, else `Request failed with status {n}`; plus `code` and `details`.
 * Any body is accepted (a proxy's HTML page arrives as a string or `undefined`).
 */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const record = isRecord(body) ? body : {};
  const nested = isRecord(record['error']) ? record['error'] : {};
  const message =
    nonEmptyString(record['message']) ??
    nonEmptyString(nested['message']) ??
    nonEmptyString(record['detail']) ??
    nonEmptyString(record['msg']) ??
    `Request failed with status ${status}`;
  const code = nonEmptyString(record['code']) ?? nonEmptyString(nested['code']);
  return new ApiError(message, status, code, record['details']);
}

/** A call that got no answer at all: status 0 with the exception's message, else 'Network error'. */
export function networkError(cause: unknown): ApiError {
  const message = cause instanceof Error && cause.message ? cause.message : 'Network error';
  return new ApiError(message, 0, 'NETWORK_ERROR');
}
