import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountKey, accountKeys } from './account-key';

describe('accountKey', () => {
  it('lowers letter case', () => {
    expect(accountKey('Rafi_Ahmed.8')).toBe('rafi_ahmed.8');
    expect(accountKey('ADMIN@EXAMPLE.COM')).toBe('admin@example.com');
  });

  it('turns compatibility forms into their plain letters before lowering', () => {
    expect(accountKey('ａｄｍｉｎ@example.com')).toBe('admin@example.com'); // full-width
    expect(accountKey('\u212Aelvin')).toBe('kelvin'); // KELVIN SIGN
    expect(accountKey('ﬁle')).toBe('file'); // ligature
    expect(accountKey('ᴬdmin')).toBe('admin'); // MODIFIER LETTER CAPITAL A: NFKC gives an upper-case A
    expect(accountKey('Ⅻ')).toBe('xii'); // ROMAN NUMERAL TWELVE
  });

  it('keeps İ (U+0130) apart from i, whatever the case around it, so it never names the plain account', () => {
    const dotted = 'admi\u0307n@example.com';
    expect(accountKey('admİn@example.com')).toBe(dotted);
    expect(accountKey('ADMİN@EXAMPLE.COM')).toBe(dotted);
    expect(accountKey('admİn@example.com')).not.toBe(accountKey('admin@example.com'));
    // The dotless ı is a letter of its own too (Turkish rules are a locale's, not the default).
    expect(accountKey('admın@example.com')).not.toBe(accountKey('admin@example.com'));
  });

  it('does not depend on the process locale', () => {
    // toLowerCase, not toLocaleLowerCase: a Turkish locale would lower I to ı.
    expect('I'.toLocaleLowerCase('tr')).toBe('ı');
    expect(accountKey('IVAN')).toBe('ivan');
  });

  it('is a fixed point: the key of a key is itself', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 20 }),
        fc.string({ unit: 'binary', maxLength: 20 }),
        (a, b) => {
          for (const value of [a, b, a + b]) expect(accountKey(accountKey(value))).toBe(accountKey(value));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives one key to the upper- and lower-case spelling of any ASCII name', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9_.@]{1,40}$/), (name) => {
        expect(accountKey(name.toUpperCase())).toBe(accountKey(name.toLowerCase()));
        expect(accountKey(name)).toBe(name.toLowerCase());
      }),
    );
  });

  it('gives the key columns of a new row, without an email key when there is no email', () => {
    expect(accountKeys('Rafi')).toEqual({ usernameKey: 'rafi', emailKey: null });
    expect(accountKeys('Head@Example.com', 'Head@Example.com')).toEqual({
      usernameKey: 'head@example.com',
      emailKey: 'head@example.com',
    });
  });
});
