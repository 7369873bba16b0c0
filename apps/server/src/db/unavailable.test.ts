import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'both addresses refused (AggregateError)',
      Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
        code: 'ECONNREFUSED',
      }),
    ],
    ['host unknown', withCode('getaddrinfo ENOTFOUND db.internal', 'ENOTFOUND')],
    ['no free connection in the pool in time', new Error('timeout exceeded when trying to connect')],
    ['connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['too many connections', withCode('sorry, too many clients already', '53300')],
    ['server shutting down', withCode('terminating connection due to administrator command', '57P01')],
    ['server starting up', withCode('the database system is starting up', '57P03')],
    ['connection failure (class 08)', withCode('connection failure', '08006')],
  ])("is true for %s, bare or wrapped in drizzle's query error", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['an undefined table', withCode('relation "x" does not exist', '42P01')],
    ['an error of the code', new TypeError('cannot read properties of undefined')],
    ['not an error', 'ECONNREFUSED'],
  ])('is false for %s', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error as Error))).toBe(false);
  });
});
