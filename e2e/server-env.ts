/**
 * The fixed configuration of the server the end-to-end tests run against. Fixed values, so a
 * test can sign in as the admin and forge tokens exactly as the server would sign them.
 */
export const ADMIN_EMAIL = 'e2e-admin@example.com';
export const ADMIN_PASSWORD = 'E2e-Admin-Pass-7319!';
/** HS256 secret of the access tokens (the server needs at least 32 characters). */
export const JWT_SECRET = 'e2e-only-jwt-secret-0123456789-abcdefghij';
/** The issuer the server puts in every access token (apps/server/src/auth/tokens.ts). */
export const JWT_ISSUER = 'study-platform';

/** The server's address, set by the global setup before any worker starts. */
export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the tests through `npx playwright test`');
  return url;
}
