import { describe, expect, it } from 'vitest';
import { changePasswordRequestSchema, registerRequestSchema } from './auth';
import { bnMessages } from './messages';

const valid = { name: 'রাফি', username: 'rafi_8', password: 'secret123', phone: '+8801712345678', class: '8' };
const firstMessage = (input: unknown) => {
  const result = registerRequestSchema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('registration rules (spec §5, decisions.md)', () => {
  it('accepts a valid student and drops an empty school', () => {
    const parsed = registerRequestSchema.parse({ ...valid, school: '  ' });
    expect(parsed.school).toBeUndefined();
    expect(registerRequestSchema.parse({ ...valid, class: 9 }).class).toBe('9');
  });

  it.each([
    ['01712345678', bnMessages.phonePrefix],
    ['+88017123456789', bnMessages.phoneInvalid],
    ['+880171234567', bnMessages.phoneInvalid],
    ['+8801212345678', bnMessages.phoneInvalid],
    ['+8802712345678', bnMessages.phoneInvalid],
  ])('rejects the phone %s', (phone, message) => {
    expect(firstMessage({ ...valid, phone })).toBe(message);
  });

  it('drops the spaces and dashes typed between digit groups, and nothing else', () => {
    expect(registerRequestSchema.parse({ ...valid, phone: ' +880 1712-345 678 ' }).phone).toBe('+8801712345678');
    expect(firstMessage({ ...valid, phone: '+880(17)12345678' })).toBe(bnMessages.phoneInvalid);
  });

  it('counts the prefilled +880 alone, or no class chosen, as a missing field', () => {
    expect(firstMessage({ ...valid, phone: ' +880 ' })).toBe(bnMessages.requiredFields);
    expect(firstMessage({ ...valid, class: undefined })).toBe(bnMessages.requiredFields);
    expect(firstMessage({ ...valid, class: '' })).toBe(bnMessages.requiredFields);
  });

  it('needs 8 characters of password, a known class and a well-formed username', () => {
    expect(firstMessage({ ...valid, password: '1234567' })).toBe(bnMessages.passwordMin8);
    expect(firstMessage({ ...valid, class: '11' })).toBe(bnMessages.classRange);
    expect(firstMessage({ ...valid, username: 'রাফি' })).toBe(bnMessages.usernameFormat);
    expect(firstMessage({ ...valid, name: '' })).toBe(bnMessages.requiredFields);
  });
});

describe('change-password rules', () => {
  it('needs matching passwords of 6 or more', () => {
    const base = { current_password: 'old-pass', new_password: 'abcdef', confirm_password: 'abcdef' };
    expect(changePasswordRequestSchema.safeParse(base).success).toBe(true);
    const short = changePasswordRequestSchema.safeParse({ ...base, new_password: 'abc', confirm_password: 'abc' });
    expect(short.success ? null : short.error.issues[0]?.message).toBe(bnMessages.passwordMin6);
    const mismatch = changePasswordRequestSchema.safeParse({ ...base, confirm_password: 'abcdeg' });
    expect(mismatch.success ? null : mismatch.error.issues[0]?.message).toBe(bnMessages.passwordMismatch);
  });
});
