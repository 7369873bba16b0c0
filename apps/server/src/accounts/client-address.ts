import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The client's address for throttling. Behind a proxy (`trustProxy`), the last X-Forwarded-For
 * entry: the one the proxy itself appended, which the client cannot forge (entries to its left
 * are whatever the client sent). Otherwise the socket's address; `undefined` when the request did
 * not come through a Node socket (in-process `app.request()`).
 */
export function clientAddress(c: Context, trustProxy: boolean): string | undefined {
  if (trustProxy) {
    const forwarded = lastForwardedFor(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return undefined; // no Node socket behind this request
  }
  return address ? unmapIPv4(address) : undefined;
}

export function lastForwardedFor(header: string | undefined): string | undefined {
  // Bounded: a misconfigured proxy could pass a client's header through unchanged.
  const last = header?.split(',').at(-1)?.trim().slice(0, 64);
  return last ? unmapIPv4(last) : undefined;
}

/** `::ffff:10.0.0.1` and `10.0.0.1` are one client (dual-stack sockets report the first). */
function unmapIPv4(address: string): string {
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
}
