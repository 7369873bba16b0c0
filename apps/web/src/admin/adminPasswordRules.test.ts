import { describe, expect, it } from 'vitest';
import { adminChangePasswordRequestSchema } from '@study/contract';
import { validateAdminPasswordChange } from '@study/ui';
import type { AdminPasswordValues } from '@study/ui';

// The admin form checks a password change before sending it; the server checks it again with the
// contract's schema. They must agree, message for message, or the form and the server would
// disagree about the same typing.

const cases: AdminPasswordValues[] = [
  { currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdef' },
  { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
  { currentPassword: 'old', newPassword: '', confirmPassword: '' },
  { currentPassword: 'old', newPassword: 'abcde', confirmPassword: 'abcde' },
  { currentPassword: 'old', newPassword: 'x'.repeat(201), confirmPassword: 'x'.repeat(201) },
  { currentPassword: 'x'.repeat(201), newPassword: 'abcdef', confirmPassword: 'abcdef' },
  { currentPassword: 'old', newPassword: 'abcdef', confirmPassword: 'abcdeg' },
  { currentPassword: 'old', newPassword: 'abcdef', confirmPassword: '' },
];

describe('the admin password rules of the form and of the server', () => {
  it.each(cases)('agree on %o', (values) => {
    const form = validateAdminPasswordChange(values);
    const server = adminChangePasswordRequestSchema.safeParse(values);
    // The form shows one message per field: the server's first for that field.
    const serverErrors: Record<string, string> = {};
    for (const issue of server.success ? [] : server.error.issues) serverErrors[issue.path.join('.')] ??= issue.message;
    expect(form).toEqual(serverErrors);
  });
});
