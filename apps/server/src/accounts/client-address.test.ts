import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress, lastForwardedFor } from './client-address';

// `app.request()`'s third argument stands in for @hono/node-server's bindings (the socket).
async function addressOf(trustProxy: boolean, headers: Record<string, string>, remoteAddress?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy) ?? '(none)'));
  const env = remoteAddress ? { incoming: { socket: { remoteAddress } } } : undefined;
  return (await app.request('/', { headers }, env)).text();
}

describe('clientAddress', () => {
  it('uses the socket and ignores X-Forwarded-For unless behind a trusted proxy', async () => {
    expect(await addressOf(false, { 'x-forwarded-for': '203.0.113.9' }, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('behind a trusted proxy, takes the entry the proxy appended (the last)', async () => {
    expect(await addressOf(true, { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' }, '10.0.0.5')).toBe('203.0.113.9');
    expect(await addressOf(true, {}, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('writes IPv4-mapped IPv6 addresses as IPv4', async () => {
    expect(await addressOf(false, {}, '::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(await addressOf(false, {}, '2001:db8::1')).toBe('2001:db8::1');
  });

  it('has no address without a Node socket', async () => {
    expect(await addressOf(false, {})).toBe('(none)');
  });
});

describe('lastForwardedFor', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    [' , ', undefined],
    ['198.51.100.1', '198.51.100.1'],
    ['a, b ,c ', 'c'],
    [`x, ${'9'.repeat(200)}`, '9'.repeat(64)],
  ])('%j → %j', (header, expected) => {
    expect(lastForwardedFor(header)).toBe(expected);
  });
});
