import { bnMessages } from '@study/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyPasswordChange, password, validPasswordChange as validChange } from '../../../test/formValues';
import { checkedRun, expectLinearTime, isStudentMessage } from '../../../test/validatorChecks';
import { validatePasswordChange } from './validatePasswordChange';
import type { PasswordChangeValues } from './validatePasswordChange';

// Issue 8: whatever the fields hold, the rules answer in linear time with a known Bengali message,
// accept every valid change, and name the broken rule at its field.

const runs = { numRuns: 500 };

/** A valid change with `patch` applied gives exactly `expected`. */
function expectRule(
  patch: fc.Arbitrary<Partial<PasswordChangeValues>>,
  expected: (values: PasswordChangeValues) => object,
) {
  fc.assert(
    fc.property(validChange, patch, (values, changes) => {
      const broken = { ...values, ...changes };
      expect(validatePasswordChange(broken)).toEqual(expected(broken));
    }),
    { numRuns: 200 },
  );
}

describe('validatePasswordChange', () => {
  it('never throws and speaks only catalogue messages, for any input', () => {
    fc.assert(
      fc.property(anyPasswordChange, (values) => {
        checkedRun(() => validatePasswordChange(values), isStudentMessage);
      }),
      runs,
    );
  });

  it('answers in linear time, whatever a field holds', () => {
    const [sample] = fc.sample(validChange, { numRuns: 1, seed: 1 });
    if (sample) expectLinearTime(validatePasswordChange, sample);
  });

  it('accepts every change the spec allows', () => {
    fc.assert(
      fc.property(validChange, (values) => {
        expect(validatePasswordChange(values)).toEqual({});
      }),
      runs,
    );
  });

  it('asks for each field', () => {
    expectRule(fc.constant({ currentPassword: '' }), () => ({ currentPassword: bnMessages.currentPasswordRequired }));
    // An empty new password also leaves the (filled) confirmation unmatched.
    expectRule(fc.constant({ newPassword: '' }), () => ({
      newPassword: bnMessages.newPasswordRequired,
      confirmPassword: bnMessages.passwordMismatch,
    }));
    expectRule(fc.constant({ confirmPassword: '' }), () => ({ confirmPassword: bnMessages.confirmPasswordRequired }));
  });

  it('needs six characters, at most 200, and a matching confirmation', () => {
    expectRule(
      password(1, 5).map((short) => ({ newPassword: short, confirmPassword: short })),
      () => ({
        newPassword: bnMessages.passwordMin6,
      }),
    );
    const tooLong = fc.integer({ min: 201, max: 20_000 }).map((length) => 'p'.repeat(length));
    expectRule(
      tooLong.map((long) => ({ newPassword: long, confirmPassword: long })),
      () => ({ newPassword: bnMessages.textTooLong }),
    );
    expectRule(
      tooLong.map((long) => ({ currentPassword: long })),
      () => ({ currentPassword: bnMessages.textTooLong }),
    );
    expectRule(
      password(1, 200).map((other) => ({ confirmPassword: other })),
      (values) =>
        values.confirmPassword === values.newPassword ? {} : { confirmPassword: bnMessages.passwordMismatch },
    );
  });
});
