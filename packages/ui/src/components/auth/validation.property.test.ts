import { bnMessages } from '@study/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, blankText, filledText, padded, textOfLength, withNul } from '../../../test/formArbitraries';
import { checkedRun, expectLinearTime, isStudentMessage } from '../../../test/validatorChecks';
import {
  anyLogin,
  anyRegistration,
  password,
  validLogin,
  validRegistration,
  validUsername,
} from '../../../test/formValues';
import { registrationClasses, validateLogin, validateRegistration } from './validation';
import type { RegistrationValues } from './validation';

// Issue 8: whatever the fields hold, the rules answer in linear time with a known Bengali message,
// accept every valid form, and name the broken rule at its field.

const checked = <Errors extends Partial<Record<string, string>>>(validate: () => Errors) =>
  checkedRun(validate, isStudentMessage);

const runs = { numRuns: 500 };

describe('validateLogin, for any input', () => {
  it('never throws and speaks only catalogue messages', () => {
    fc.assert(
      fc.property(anyLogin, (values) => {
        checked(() => validateLogin(values));
      }),
      runs,
    );
  });

  it('answers in linear time, whatever a field holds', () => {
    expectLinearTime(validateLogin, { username: 'rafi_8', password: 'demo-pass-123' });
  });

  it('accepts every filled-in pair within the server limits', () => {
    fc.assert(
      fc.property(validLogin, (values) => {
        expect(checked(() => validateLogin(values))).toEqual({});
      }),
      runs,
    );
  });

  it('names each broken rule at its field', () => {
    fc.assert(
      fc.property(blankText, (blank) => {
        expect(validateLogin({ username: blank, password: '' })).toEqual({
          username: bnMessages.loginRequired,
          password: bnMessages.loginRequired,
        });
      }),
      runs,
    );
    expect(validateLogin({ username: textOfLength(101), password: 'x'.repeat(201) })).toEqual({
      username: bnMessages.textTooLong,
      password: bnMessages.textTooLong,
    });
    expect(validateLogin({ username: 'demo\u0000', password: 'x' })).toEqual({ username: bnMessages.invalidInput });
  });
});

describe('validateRegistration, for any input', () => {
  it('never throws and speaks only catalogue messages', () => {
    fc.assert(
      fc.property(anyRegistration, (values) => {
        checked(() => validateRegistration(values));
      }),
      runs,
    );
  });

  it('answers in linear time, whatever a field holds', () => {
    const [sample] = fc.sample(validRegistration, { numRuns: 1, seed: 1 });
    if (sample) expectLinearTime(validateRegistration, sample);
  });

  it('accepts every form built by the spec rules', () => {
    fc.assert(
      fc.property(validRegistration, (values) => {
        expect(checked(() => validateRegistration(values))).toEqual({});
      }),
      runs,
    );
  });

  /** A valid form with `field` set to any of `value` gives exactly `message` at that field. */
  function expectRule(field: keyof RegistrationValues, value: fc.Arbitrary<string>, message: string) {
    fc.assert(
      fc.property(validRegistration, value, (values, broken) => {
        expect(validateRegistration({ ...values, [field]: broken })).toEqual({ [field]: message });
      }),
      { numRuns: 200 },
    );
  }

  it('asks for every required field', () => {
    for (const field of ['name', 'username', 'password', 'phone'] as const) {
      expectRule(field, field === 'password' ? fc.constant('') : blankText, bnMessages.requiredFields);
    }
    // The phone field starts with the prefix: left alone it still counts as empty.
    expectRule('phone', padded(fc.constant('+880')), bnMessages.requiredFields);
    expectRule('class', fc.constant(''), bnMessages.requiredFields);
  });

  it('names the classes when the select holds another value (a tampered form)', () => {
    expectRule(
      'class',
      anyText.filter((text) => text !== '' && !(registrationClasses as readonly string[]).includes(text)),
      bnMessages.classRange,
    );
  });

  it('checks the username format', () => {
    const badCharacter = fc.constantFrom('-', ' x', '@', 'অ', '😀', '\u0000');
    expectRule(
      'username',
      fc
        .tuple(validUsername, badCharacter)
        .map(([name, bad]) => `${name}${bad}`.slice(-30))
        .filter((name) => name.trim().length > 0 && !/^[A-Za-z0-9_.]{3,30}$/.test(name.trim())),
      bnMessages.usernameFormat,
    );
    expectRule(
      'username',
      fc.string({ unit: fc.constantFrom('a', '1', '_'), minLength: 1, maxLength: 2 }),
      bnMessages.usernameFormat,
    );
    expectRule(
      'username',
      fc.string({ unit: fc.constantFrom('a', '1', '.'), minLength: 31, maxLength: 60 }),
      bnMessages.usernameFormat,
    );
  });

  it('checks the password length', () => {
    expectRule('password', password(1, 7), bnMessages.passwordMin8);
    expectRule(
      'password',
      fc.integer({ min: 201, max: 20_000 }).map((length) => 'p'.repeat(length)),
      bnMessages.textTooLong,
    );
  });

  it('checks the phone prefix, then its form', () => {
    const notPrefixed = fc
      .oneof(fc.constantFrom('01712345678', '880171234567', '+881712345678', '+8 801712345678'), filledText(20))
      .filter((phone) => {
        const normal = phone.replace(/[\s-]/g, '');
        return normal !== '' && !normal.startsWith('+880');
      });
    expectRule('phone', notPrefixed, bnMessages.phonePrefix);
    const badAfterPrefix = fc
      .oneof(
        fc.constantFrom('+88017123456789', '+8801212345678', '+880171234567', '+8800712345678', '+880171234567x'),
        fc
          .string({ unit: fc.constantFrom(...'0123456789x১'), minLength: 1, maxLength: 14 })
          .map((rest) => `+880${rest}`),
      )
      .filter((phone) => !/^\+8801[3-9]\d{8}$/.test(phone));
    expectRule('phone', badAfterPrefix, bnMessages.phoneInvalid);
  });

  it('keeps name and school within what the server stores', () => {
    expectRule('name', fc.integer({ min: 101, max: 20_000 }).map(textOfLength), bnMessages.textTooLong);
    expectRule('school', fc.integer({ min: 151, max: 20_000 }).map(textOfLength), bnMessages.textTooLong);
    expectRule('name', withNul(filledText(99)), bnMessages.invalidInput);
    expectRule('school', withNul(filledText(149)), bnMessages.invalidInput);
  });
});
