import {
  adminChapterInputSchema,
  adminClassInputSchema,
  adminLoginRequestSchema,
  adminQuizInputSchema,
  adminSubjectInputSchema,
  adminTopicInputSchema,
  changePasswordRequestSchema,
  chatRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
} from '@study/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
// The forms' own modules, not the package root: the request builders (toSubjectInput …) are
// internal to the forms, and these tests check exactly what the forms send.
import { anyText } from '../../../../packages/ui/test/formArbitraries';
import {
  anyAdminLogin,
  anyChapter,
  anyClass,
  anyLogin,
  anyPasswordChange,
  anyQuiz,
  anyRegistration,
  anySubject,
  anyTopic,
  validAdminLogin,
  validChapter,
  validClass,
  validLogin,
  validPasswordChange,
  validQuiz,
  validRegistration,
  validSubject,
  validTopic,
} from '../../../../packages/ui/test/formValues';
import {
  toChapterInput,
  toClassInput,
  toQuizInput,
  toSubjectInput,
  toTopicInput,
  validateAdminLogin,
  validateChapter,
  validateClass,
  validateQuiz,
  validateSubject,
  validateTopic,
} from '../../../../packages/ui/src/components/admin/validation';
import {
  toRegistrationPayload,
  validateLogin,
  validateRegistration,
} from '../../../../packages/ui/src/components/auth/validation';
import { validatePasswordChange } from '../../../../packages/ui/src/components/profile/validatePasswordChange';
import { validateChatMessage } from '../../../../packages/ui/src/components/tutor/chatInputRules';

// Issue 8: whatever a form lets through, the server takes. A value the form accepts but the
// server's schema refuses would show the student (or admin) a server error after a form that
// looked valid. Each form's request is built the way the app builds it (LoginForm,
// RegistrationForm, useChangePassword, tutorClient, AdminLoginForm, the admin forms' onValid).

interface FormAgreement<Values> {
  validate: (values: Values) => object;
  /** The body the app sends for valid values. */
  request: (values: Values) => unknown;
  schema: z.ZodType;
  valid: fc.Arbitrary<Values>;
  any: fc.Arbitrary<Values>;
}

const agreement = <Values extends object>(form: FormAgreement<Values>) => form;

/** Valid values with one or two fields taken from arbitrary ones: where a single rule decides. */
function mixed<Values extends object>(valid: fc.Arbitrary<Values>, any: fc.Arbitrary<Values>): fc.Arbitrary<Values> {
  return fc.tuple(valid, any).chain(([good, bad]) => {
    const fields = Object.keys(bad);
    return fc
      .subarray(fields, { minLength: 1, maxLength: Math.min(2, fields.length) })
      .map((keys) => ({ ...good, ...Object.fromEntries(keys.map((key) => [key, bad[key as keyof Values]])) }));
  });
}

/** Through JSON, as the request goes over the wire. */
const wire = (body: unknown): unknown => JSON.parse(JSON.stringify(body));

const forms = {
  login: agreement({
    validate: validateLogin,
    request: (values) => ({ username: values.username.trim(), password: values.password }),
    schema: loginRequestSchema,
    valid: validLogin,
    any: anyLogin,
  }),
  registration: agreement({
    validate: validateRegistration,
    request: toRegistrationPayload,
    schema: registerRequestSchema,
    valid: validRegistration,
    any: anyRegistration,
  }),
  'password change': agreement({
    validate: validatePasswordChange,
    request: (values) => ({
      current_password: values.currentPassword,
      new_password: values.newPassword,
      confirm_password: values.confirmPassword,
    }),
    schema: changePasswordRequestSchema,
    valid: validPasswordChange,
    any: anyPasswordChange,
  }),
  'tutor question': agreement({
    // The panel sends what the rule returns, with the topic's id and the language.
    validate: ({ text }: { text: string }) => (validateChatMessage(text).ok ? {} : { text: 'refused' }),
    request: ({ text }) => {
      const result = validateChatMessage(text);
      return { lessonId: 101, message: result.ok ? result.message : text, language: 'bn' };
    },
    schema: chatRequestSchema,
    valid: anyText.map((text) => ({ text: text.slice(0, 1000) })),
    any: anyText.map((text) => ({ text })),
  }),
  'admin login': agreement({
    validate: validateAdminLogin,
    request: (values) => ({ email: values.email.trim(), password: values.password }),
    schema: adminLoginRequestSchema,
    valid: validAdminLogin,
    any: anyAdminLogin,
  }),
  subject: agreement({
    validate: validateSubject,
    request: toSubjectInput,
    schema: adminSubjectInputSchema,
    valid: validSubject,
    any: anySubject,
  }),
  class: agreement({
    validate: validateClass,
    request: toClassInput,
    schema: adminClassInputSchema,
    valid: validClass,
    any: anyClass,
  }),
  chapter: agreement({
    validate: validateChapter,
    request: toChapterInput,
    schema: adminChapterInputSchema,
    valid: validChapter,
    any: anyChapter,
  }),
  topic: agreement({
    validate: validateTopic,
    request: toTopicInput,
    schema: adminTopicInputSchema,
    valid: validTopic,
    any: anyTopic,
  }),
  quiz: agreement({ validate: validateQuiz, request: toQuizInput, schema: adminQuizInputSchema, valid: validQuiz, any: anyQuiz }),
};

function describeAgreement<Values extends object>(name: string, form: FormAgreement<Values>) {
  it(`${name}: whatever the form accepts, the server's schema accepts`, () => {
    fc.assert(
      fc.property(fc.oneof(form.valid, form.any, mixed(form.valid, form.any), mixed(form.valid, form.any)), (values) => {
        if (Object.keys(form.validate(values)).length > 0) return;
        const result = form.schema.safeParse(wire(form.request(values)));
        expect(result.error?.issues ?? []).toEqual([]);
      }),
      { numRuns: 600 }
    );
  });
}

describe('form validators agree with the server', () => {
  for (const [name, form] of Object.entries(forms)) describeAgreement(name, form as FormAgreement<object>);
});
