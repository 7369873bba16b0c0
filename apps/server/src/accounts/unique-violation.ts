/**
 * The name of the unique index a failed insert/update ran into, or `undefined` for any other
 * error. Drizzle wraps the driver's error (pg and PGlite both carry `code` and `constraint`).
 */
export function uniqueViolation(error: unknown): string | undefined {
  for (let current = error, depth = 0; current instanceof Object && depth < 5; depth += 1) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
