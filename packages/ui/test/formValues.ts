import fc from 'fast-check';
import { adminIconTypes } from '../src/components/admin/types';
import type { QuizQuestionDraft } from '../src/components/admin/quizDraft';
import { secondsToMinutes } from '../src/components/admin/validation';
import type {
  AdminLoginValues,
  ChapterFormValues,
  ClassFormValues,
  QuizFormValues,
  SubjectFormValues,
  TopicFormValues,
} from '../src/components/admin/validation';
import { registrationClasses } from '../src/components/auth/validation';
import type { LoginValues, RegistrationValues } from '../src/components/auth/validation';
import type { PasswordChangeValues } from '../src/components/profile/validatePasswordChange';
import { anyText, blankText, filledText, numberLikeText, padded } from './formArbitraries';

// Whole form values for the property tests: `valid…` follow the spec's rules (spec §5,
// decisions.md, the server's limits in packages/contract), `any…` hold anything at all.

// ── student forms ─────────────────────────────────────────────────────────────────────────

/** decisions.md: 3–30 of Latin letters, digits, '_' and '.'. */
export const validUsername = fc.string({ unit: fc.constantFrom(...'abcxyzABCXYZ0189_.'), minLength: 3, maxLength: 30 });

/** decisions.md: +880, 1, an operator digit 3–9, eight digits; people type spaces and dashes between. */
export const validPhone = fc
  .tuple(fc.constantFrom(...'3456789'), fc.array(fc.constantFrom(...'0123456789'), { minLength: 8, maxLength: 8 }))
  .chain(([operator, digits]) =>
    fc
      .array(fc.constantFrom('', '', '', ' ', '-'), { minLength: 13, maxLength: 13 })
      .map((gaps) =>
        [...`+8801${operator}${digits.join('')}`]
          .map((char, index) => (index === 0 ? char : `${gaps[index - 1]}${char}`))
          .join(''),
      ),
  );

/** A password of `min`–`max` characters: no rule on which ones, and never trimmed. */
export function password(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .string({ unit: 'binary', minLength: min, maxLength: max })
    .filter((text) => text.length >= min && text.length <= max);
}

export const validLogin: fc.Arbitrary<LoginValues> = fc.record({
  username: padded(validUsername),
  password: password(1, 200),
});
export const anyLogin: fc.Arbitrary<LoginValues> = fc.record({ username: anyText, password: anyText });

export const validRegistration: fc.Arbitrary<RegistrationValues> = fc.record({
  name: padded(filledText(100)),
  username: padded(validUsername),
  password: password(8, 200),
  phone: padded(validPhone),
  class: fc.constantFrom(...registrationClasses),
  school: fc.oneof(blankText, padded(filledText(150))),
});

export const anyRegistration: fc.Arbitrary<RegistrationValues> = fc.record({
  name: anyText,
  username: anyText,
  password: anyText,
  phone: fc.oneof(anyText, validPhone, fc.constant('+880')),
  // What the select holds, or anything a tampered form could.
  class: fc.oneof(fc.constantFrom('' as const, ...registrationClasses), anyText) as fc.Arbitrary<
    RegistrationValues['class']
  >,
  school: anyText,
});

export const validPasswordChange: fc.Arbitrary<PasswordChangeValues> = fc
  .tuple(password(1, 200), password(6, 200))
  .map(([currentPassword, newPassword]) => ({ currentPassword, newPassword, confirmPassword: newPassword }));

export const anyPasswordChange: fc.Arbitrary<PasswordChangeValues> = fc
  .tuple(anyText, anyText, anyText, fc.boolean())
  .map(([currentPassword, newPassword, other, same]) => ({
    currentPassword,
    newPassword,
    confirmPassword: same ? newPassword : other,
  }));

// ── admin forms ───────────────────────────────────────────────────────────────────────────

/** A whole number in [min, max] as an admin might type it: '7', ' 7 ', '07'. */
function wholeNumberText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min, max }), fc.boolean())
    .chain(([value, leadingZero]) => padded(fc.constant(leadingZero && value >= 0 ? `0${value}` : String(value))));
}

/** An https:// address or a /path of at most 2000 characters, or nothing. */
const validUrl = fc.oneof(
  blankText,
  padded(
    fc
      .tuple(fc.constantFrom('/', 'https://'), fc.string({ unit: fc.constantFrom(...'abz09/._-?=&%'), maxLength: 100 }))
      .map(([start, rest]) => `${start}${rest}`),
  ),
);

/** Optional text within `max` characters: blank or filled. */
const optionalText = (max: number) => fc.oneof(blankText, padded(filledText(max)));

/** What a select of records holds: a real id. */
const selectedId = fc.integer({ min: 1, max: 2_147_483_647 }).map(String);
/** What a select could be made to hold. */
const anySelect = fc.oneof(selectedId, fc.constant(''), anyText, numberLikeText);

const anyNumberField = fc.oneof(anyText, numberLikeText);

export const validAdminLogin: fc.Arbitrary<AdminLoginValues> = fc.record({
  email: padded(filledText(200)),
  password: password(1, 200),
});
export const anyAdminLogin: fc.Arbitrary<AdminLoginValues> = fc.record({ email: anyText, password: anyText });

export const validSubject: fc.Arbitrary<SubjectFormValues> = fc.record({
  name: padded(filledText(200)),
  description: optionalText(2000),
  gradeLevel: wholeNumberText(1, 12),
  iconType: fc.constantFrom(...adminIconTypes),
  isActive: fc.boolean(),
  imageUrl: validUrl,
});
export const anySubject: fc.Arbitrary<SubjectFormValues> = fc.record({
  name: anyText,
  description: anyText,
  gradeLevel: anyNumberField,
  iconType: fc.constantFrom(...adminIconTypes),
  isActive: fc.boolean(),
  imageUrl: anyText,
});

export const validClass: fc.Arbitrary<ClassFormValues> = fc.record({
  name: padded(filledText(200)),
  gradeLevel: wholeNumberText(1, 12),
  description: optionalText(2000),
  isActive: fc.boolean(),
  capacity: wholeNumberText(1, 10_000),
});
export const anyClass: fc.Arbitrary<ClassFormValues> = fc.record({
  name: anyText,
  gradeLevel: anyNumberField,
  description: anyText,
  isActive: fc.boolean(),
  capacity: anyNumberField,
});

export const validChapter: fc.Arbitrary<ChapterFormValues> = fc.record({
  name: padded(filledText(200)),
  description: optionalText(2000),
  subjectId: selectedId,
  order: wholeNumberText(1, 1000),
  isActive: fc.boolean(),
  contentSummary: optionalText(5000),
  imageUrl: validUrl,
});
export const anyChapter: fc.Arbitrary<ChapterFormValues> = fc.record({
  name: anyText,
  description: anyText,
  subjectId: anySelect,
  order: anyNumberField,
  isActive: fc.boolean(),
  contentSummary: anyText,
  imageUrl: anyText,
});

/** Markdown keeps every character but NUL, and its spaces: up to 20k here, the limit is 200k. */
const validMarkdown = fc
  .oneof(
    fc.constant(''),
    fc.string({ unit: 'grapheme', maxLength: 200 }),
    fc
      .tuple(fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }), fc.integer({ min: 1, max: 20_000 }))
      .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length)),
  )
  .map((text) => text.replaceAll('\u0000', ''));

export const validTopic: fc.Arbitrary<TopicFormValues> = fc.record({
  name: padded(filledText(200)),
  description: optionalText(2000),
  chapterId: selectedId,
  order: wholeNumberText(1, 1000),
  content: validMarkdown,
  isActive: fc.boolean(),
  imageUrl: validUrl,
  videoUrl: validUrl,
  durationMinutes: wholeNumberText(0, 600),
});
export const anyTopic: fc.Arbitrary<TopicFormValues> = fc.record({
  name: anyText,
  description: anyText,
  chapterId: anySelect,
  order: anyNumberField,
  content: anyText,
  isActive: fc.boolean(),
  imageUrl: anyText,
  videoUrl: anyText,
  durationMinutes: anyNumberField,
});

/** A question as the editor makes it: 2–8 options with unique keys, one of them marked. */
export const validQuestion: fc.Arbitrary<QuizQuestionDraft> = fc
  .tuple(
    padded(filledText(200)),
    optionalText(2000),
    fc.uniqueArray(fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 8 }),
  )
  .chain(([question, explanation, keys]) =>
    fc
      .tuple(
        fc.array(padded(filledText(200)), { minLength: keys.length, maxLength: keys.length }),
        fc.constantFrom(...keys),
      )
      .map(([texts, correctKey]) => ({
        key: `q-${keys.join('|')}`,
        question,
        explanation,
        options: keys.map((key, index) => ({ key, text: texts[index] ?? '' })),
        correctKey,
      })),
  );

/** A question with anything in it: 0–10 options, the marked key one of them, another or none. */
export const anyQuestion: fc.Arbitrary<QuizQuestionDraft> = fc
  .tuple(anyText, anyText, fc.uniqueArray(fc.string({ maxLength: 4 }), { maxLength: 10 }))
  .chain(([question, explanation, keys]) =>
    fc
      .tuple(
        fc.array(anyText, { minLength: keys.length, maxLength: keys.length }),
        fc.oneof(
          fc.constant(null),
          fc.string({ maxLength: 4 }),
          ...(keys.length > 0 ? [fc.constantFrom(...keys)] : []),
        ),
      )
      .map(([texts, correctKey]) => ({
        key: 'q',
        question,
        explanation,
        options: keys.map((key, index) => ({ key, text: texts[index] ?? '' })),
        correctKey,
      })),
  );

export const validQuiz: fc.Arbitrary<QuizFormValues> = fc.record({
  title: padded(filledText(200)),
  description: optionalText(2000),
  chapterId: selectedId,
  // Seconds shown as minutes the way the form shows a saved quiz's ('1.5'), or typed whole.
  timeLimitMinutes: fc.oneof(fc.integer({ min: 10, max: 86_400 }).map(secondsToMinutes), wholeNumberText(1, 1440)),
  passingScore: wholeNumberText(0, 100),
  isActive: fc.boolean(),
  questions: fc.array(validQuestion, { maxLength: 4 }),
});
export const anyQuiz: fc.Arbitrary<QuizFormValues> = fc.record({
  title: anyText,
  description: anyText,
  chapterId: anySelect,
  timeLimitMinutes: anyNumberField,
  passingScore: anyNumberField,
  isActive: fc.boolean(),
  questions: fc.array(anyQuestion, { maxLength: 4 }),
});
