import type { Context, MiddlewareHandler } from 'hono';

/**
 * Whether the browser reached us over HTTPS: the request's own scheme, or, behind a trusted
 * proxy (TRUST_PROXY) that terminated TLS, the last X-Forwarded-Proto entry. The last one is the
 * proxy's own, as with X-Forwarded-For in accounts/client-address.ts: entries to its left are
 * whatever the client sent.
 */
export function viaHttps(c: Context, trustProxy: boolean): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  return trustProxy && c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/** Hono's default policy: half a year, subdomains included. */
const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * Strict-Transport-Security on answers to HTTPS requests only. Over plain HTTP a browser ignores
 * it anyway (RFC 6797 §8.1), and a deployment that serves HTTP on purpose (a local network, a
 * proxy that has not terminated TLS yet) must not be told otherwise.
 */
export function strictTransportSecurity(trustProxy: boolean): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (viaHttps(c, trustProxy)) c.header('Strict-Transport-Security', HSTS);
  };
}
