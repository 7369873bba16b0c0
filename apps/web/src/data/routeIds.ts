/** The largest id the database holds (PostgreSQL integer). */
const maxId = 2_147_483_647;

/**
 * A route's id parameter as a positive base-10 integer, or null for a missing, non-numeric or
 * out-of-range one (decisions.md: the page then shows its error state, never crashes).
 */
export function parseRouteId(raw?: string): number | null {
  if (raw === undefined || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return id >= 1 && id <= maxId ? id : null;
}
