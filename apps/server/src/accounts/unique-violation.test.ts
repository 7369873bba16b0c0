import { describe, expect, it } from 'vitest';
import { uniqueViolation } from './unique-violation';

describe('uniqueViolation', () => {
  it('finds the index name in the driver error Drizzle wraps', () => {
    const driverError = Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'users_phone_key' });
    expect(uniqueViolation(new Error('Failed query', { cause: driverError }))).toBe('users_phone_key');
    expect(uniqueViolation(driverError)).toBe('users_phone_key');
  });

  it('is undefined for other errors', () => {
    expect(uniqueViolation(Object.assign(new Error('fk'), { code: '23503', constraint: 'x' }))).toBeUndefined();
    expect(uniqueViolation(new Error('plain'))).toBeUndefined();
    expect(uniqueViolation(undefined)).toBeUndefined();
    expect(uniqueViolation('23505')).toBeUndefined();
  });
});
