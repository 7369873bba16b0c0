import { adminQuizInputSchema, changePasswordRequestSchema, loginRequestSchema } from '@study/contract';
import { describe, expect, it } from 'vitest';
import { checkWithSchema, schemaFieldErrors } from './schemaFieldErrors';
import type { FormSchema } from './schemaFieldErrors';

describe('schemaFieldErrors', () => {
  it('gives the parsed value of a valid input, and no errors', () => {
    expect(checkWithSchema(loginRequestSchema, { username: ' rafi ', password: 'x' })).toEqual({
      ok: true,
      value: { username: 'rafi', password: 'x' },
    });
    expect(schemaFieldErrors(loginRequestSchema, { username: 'rafi', password: 'x' })).toEqual({});
  });

  it('keeps the first message of each field, keyed by its dotted path', () => {
    const question = { question: '', explanation: null, options: [{ text: 'a', isCorrect: false }] };
    expect(schemaFieldErrors(adminQuizInputSchema, { title: 'x', chapterId: 1, questions: [question] })).toEqual({
      'questions.0.question': 'Question is required',
      // Too few options and none marked: the more basic problem only.
      'questions.0.options': 'A question needs at least two options',
    });
  });

  it('renames the request’s fields to the form’s', () => {
    const request = { current_password: '', new_password: 'abcdef', confirm_password: 'abcdeg' };
    const formField = (path: string) => path.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase());
    expect(schemaFieldErrors(changePasswordRequestSchema, request, formField)).toEqual({
      currentPassword: 'বর্তমান পাসওয়ার্ড প্রয়োজন',
      confirmPassword: 'নতুন পাসওয়ার্ড মিল নেই',
    });
  });

  it('refuses a schema that answers later: a form checks at once', () => {
    const later: FormSchema = { '~standard': { validate: async () => ({ value: 1 }) } };
    expect(() => schemaFieldErrors(later, 1)).toThrow('synchronously');
  });
});
