import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText, blankText, filledText, padded, textOfLength, withNul } from '../../../test/formArbitraries';
import {
  anyAdminLogin,
  anyChapter,
  anyClass,
  anyQuestion,
  anyQuiz,
  anySubject,
  anyTopic,
  validAdminLogin,
  validChapter,
  validClass,
  validQuestion,
  validQuiz,
  validSubject,
  validTopic,
} from '../../../test/formValues';
import { checkedRun, expectLinearTime, isAdminMessage } from '../../../test/validatorChecks';
import { adminMessages } from '@study/contract';
import { adminText } from '../../i18n/adminMessages';
import type { QuizQuestionDraft } from './quizDraft';
import {
  validateAdminLogin,
  validateChapter,
  validateClass,
  validateQuestions,
  validateQuiz,
  validateSubject,
  validateTopic,
} from './validation';

// Issue 8: whatever the fields hold, the admin rules answer in linear time with a known English
// message, accept every valid form, and name the broken rule at its field.

const runs = { numRuns: 200 };

interface FormCase<Values> {
  validate: (values: Values) => Partial<Record<string, string>>;
  valid: fc.Arbitrary<Values>;
  any: fc.Arbitrary<Values>;
}

const formCase = <Values>(form: FormCase<Values>) => form;

const forms = {
  adminLogin: formCase({ validate: validateAdminLogin, valid: validAdminLogin, any: anyAdminLogin }),
  subject: formCase({ validate: validateSubject, valid: validSubject, any: anySubject }),
  class: formCase({ validate: validateClass, valid: validClass, any: anyClass }),
  chapter: formCase({ validate: validateChapter, valid: validChapter, any: anyChapter }),
  topic: formCase({ validate: validateTopic, valid: validTopic, any: anyTopic }),
  quiz: formCase({ validate: validateQuiz, valid: validQuiz, any: anyQuiz }),
  questions: formCase({
    validate: validateQuestions,
    valid: fc.array(validQuestion, { maxLength: 4 }),
    any: fc.array(anyQuestion, { maxLength: 4 }),
  }),
};

function describeForm<Values>(name: string, form: FormCase<Values>) {
  describe(`${name} rules`, () => {
    it('never throw and speak only catalogue messages, for any input', () => {
      fc.assert(
        fc.property(form.any, (values) => {
          checkedRun(() => form.validate(values), isAdminMessage);
        }),
        runs,
      );
    });

    it('answer in linear time, whatever a field holds', () => {
      const [sample] = fc.sample(form.valid, { numRuns: 1, seed: 1 });
      if (sample === undefined || typeof sample !== 'object' || sample === null) return;
      expectLinearTime(form.validate as (values: object) => unknown, sample);
    });

    it('accept every form built by the spec rules', () => {
      fc.assert(
        fc.property(form.valid, (values) => {
          expect(checkedRun(() => form.validate(values), isAdminMessage)).toEqual({});
        }),
        runs,
      );
    });
  });
}

for (const [name, form] of Object.entries(forms)) describeForm(name, form as FormCase<unknown>);

/** A valid form with `field` set to any of `broken` gives exactly `message` at that field. */
function expectRule<Values extends object>(
  form: FormCase<Values>,
  field: keyof Values & string,
  broken: fc.Arbitrary<string>,
  message: string,
) {
  fc.assert(
    fc.property(form.valid, broken, (values, value) => {
      expect(form.validate({ ...values, [field]: value })).toEqual({ [field]: message });
    }),
    { numRuns: 50 },
  );
}

const overLength = (max: number) => fc.integer({ min: max + 1, max: max + 20_000 }).map(textOfLength);

/** A name: required, at most 200, no NUL. */
function expectNameRules<Values extends object>(form: FormCase<Values>, field: keyof Values & string, label: string) {
  expectRule(form, field, blankText, adminMessages.required(label));
  expectRule(form, field, padded(overLength(200)), adminMessages.tooLong(label));
  expectRule(form, field, withNul(filledText(199)), adminMessages.invalidCharacter(label));
}

/** Optional text: at most `max`, no NUL. */
function expectTextRules<Values extends object>(
  form: FormCase<Values>,
  field: keyof Values & string,
  label: string,
  max: number,
) {
  expectRule(form, field, padded(overLength(max)), adminMessages.tooLong(label));
  expectRule(form, field, withNul(filledText(max - 1)), adminMessages.invalidCharacter(label));
}

/** A number field: required, a number, whole, within [min, max]. */
function expectNumberRules<Values extends object>(
  form: FormCase<Values>,
  field: keyof Values & string,
  label: string,
  [min, max]: [number, number],
) {
  expectRule(form, field, blankText, adminMessages.required(label));
  expectRule(
    form,
    field,
    padded(fc.constantFrom('abc', 'NaN', 'Infinity', '-Infinity', '1e309', '১২', '1_000', '5 5')),
    adminMessages.notANumber(label),
  );
  expectRule(
    form,
    field,
    fc.integer({ min, max: max - 1 }).map((value) => `${value}.5`),
    adminMessages.notWhole(label),
  );
  expectRule(form, field, fc.integer({ min: -1_000_000, max: min - 1 }).map(String), adminMessages.atLeast(label, min));
  expectRule(
    form,
    field,
    fc.integer({ min: max + 1, max: 1_000_000_000 }).map(String),
    adminMessages.atMost(label, max),
  );
}

/** A URL: an https:// address or a /path, at most 2000, no NUL. */
function expectUrlRules<Values extends object>(form: FormCase<Values>, field: keyof Values & string, label: string) {
  const notHttpsOrPath = fc
    .oneof(
      fc.constantFrom(
        'http://example.com/a.png',
        'javascript:alert(1)',
        'data:image/png;base64,AA',
        '//evil.example',
        'HTTPS://x',
      ),
      filledText(100),
    )
    .filter((url) => !url.trim().startsWith('/') && !url.trim().startsWith('https://'));
  expectRule(form, field, padded(notHttpsOrPath), adminMessages.badUrl(label));
  expectRule(form, field, withNul(fc.constant('https://example.com/a.png')), adminMessages.badUrl(label));
  expectRule(
    form,
    field,
    fc.integer({ min: 2001, max: 20_000 }).map((length) => `/${'a'.repeat(length - 1)}`),
    adminMessages.tooLong(label),
  );
}

/**
 * A select of records: a positive id within the server's range. Nothing chosen, or text that is
 * no number, is a missing choice; another number names no record. ' 1' and '01' are the id 1.
 */
function expectSelectRules<Values extends object>(form: FormCase<Values>, field: keyof Values & string, label: string) {
  const missing = fc.oneof(
    blankText,
    anyText.filter((text) => text.trim() !== '' && Number.isNaN(Number(text))),
  );
  expectRule(form, field, missing, adminMessages.required(label));
  expectRule(
    form,
    field,
    fc.constantFrom('0', '-1', '1.5', '2147483648', '99999999999999999999'),
    adminMessages.invalidId(label),
  );
}

describe('targeted invalids: each broken rule names its field', () => {
  it('admin login', () => {
    expectRule(forms.adminLogin, 'email', blankText, adminMessages.loginRequired);
    expectRule(forms.adminLogin, 'password', fc.constant(''), adminMessages.loginRequired);
    expectRule(
      forms.adminLogin,
      'email',
      fc.oneof(overLength(200), withNul(filledText(199))),
      adminMessages.loginFailed,
    );
    expectRule(
      forms.adminLogin,
      'password',
      fc.integer({ min: 201, max: 20_000 }).map((length) => 'p'.repeat(length)),
      adminMessages.loginFailed,
    );
  });

  it('subject', () => {
    expectNameRules(forms.subject, 'name', 'Subject name');
    expectTextRules(forms.subject, 'description', adminText.description, 2000);
    expectNumberRules(forms.subject, 'gradeLevel', adminText.gradeLevel, [1, 12]);
    expectUrlRules(forms.subject, 'imageUrl', adminText.imageUrl);
  });

  it('class', () => {
    expectNameRules(forms.class, 'name', 'Class name');
    expectNumberRules(forms.class, 'gradeLevel', adminText.gradeLevel, [1, 12]);
    expectTextRules(forms.class, 'description', adminText.description, 2000);
    expectNumberRules(forms.class, 'capacity', adminText.capacity, [1, 10_000]);
  });

  it('chapter', () => {
    expectNameRules(forms.chapter, 'name', 'Chapter name');
    expectTextRules(forms.chapter, 'description', adminText.description, 2000);
    expectSelectRules(forms.chapter, 'subjectId', 'Subject');
    expectNumberRules(forms.chapter, 'order', adminText.order, [1, 1000]);
    expectTextRules(forms.chapter, 'contentSummary', adminText.contentSummary, 5000);
    expectUrlRules(forms.chapter, 'imageUrl', adminText.imageUrl);
  });

  it('topic', () => {
    expectNameRules(forms.topic, 'name', 'Topic name');
    expectTextRules(forms.topic, 'description', adminText.description, 2000);
    expectSelectRules(forms.topic, 'chapterId', 'Chapter');
    expectNumberRules(forms.topic, 'order', adminText.order, [1, 1000]);
    // Markdown is not trimmed, so spaces count towards its limit.
    expectRule(
      forms.topic,
      'content',
      fc.integer({ min: 200_001, max: 220_000 }).map((length) => ' '.repeat(length)),
      adminMessages.tooLong(adminText.content),
    );
    expectRule(
      forms.topic,
      'content',
      withNul(anyText.map((text) => text.replaceAll('\u0000', '').slice(0, 1000))),
      adminMessages.invalidCharacter(adminText.content),
    );
    expectUrlRules(forms.topic, 'imageUrl', adminText.imageUrl);
    expectUrlRules(forms.topic, 'videoUrl', adminText.videoUrl);
    expectNumberRules(forms.topic, 'durationMinutes', 'Duration', [0, 600]);
  });

  it('quiz', () => {
    expectNameRules(forms.quiz, 'title', 'Quiz title');
    expectTextRules(forms.quiz, 'description', adminText.description, 2000);
    expectSelectRules(forms.quiz, 'chapterId', 'Chapter');
    expectNumberRules(forms.quiz, 'passingScore', 'Passing score', [0, 100]);
    const label = 'Time limit';
    expectRule(forms.quiz, 'timeLimitMinutes', blankText, adminMessages.required(label));
    expectRule(
      forms.quiz,
      'timeLimitMinutes',
      fc.constantFrom('abc', 'NaN', 'Infinity', '1e309', '১০'),
      adminMessages.notANumber(label),
    );
    // Under 10 seconds once rounded to whole seconds (9.5 s rounds up to 10).
    const tooShort = fc.oneof(
      fc.double({ min: -1e6, max: 9.49 / 60, noNaN: true }),
      fc.integer({ min: -1000, max: 0 }),
    );
    expectRule(forms.quiz, 'timeLimitMinutes', tooShort.map(String), adminMessages.atLeastSeconds(label, 10));
    expectRule(
      forms.quiz,
      'timeLimitMinutes',
      fc.double({ min: 1440.01, max: 1e9, noNaN: true }).map(String),
      adminMessages.atMostMinutes(label, 1440),
    );
  });

  it('quiz questions', () => {
    /** A question from a valid one, and exactly the errors it gives alone in the list. */
    const expectQuestion = (cases: fc.Arbitrary<[QuizQuestionDraft, Record<string, string>]>) =>
      fc.assert(
        fc.property(cases, ([question, expected]) => {
          expect(validateQuestions([question])).toEqual(expected);
        }),
        { numRuns: 100 },
      );
    const broken = (
      question: QuizQuestionDraft,
      expected: Record<string, string>,
    ): [QuizQuestionDraft, Record<string, string>] => [question, expected];
    expectQuestion(
      fc
        .tuple(validQuestion, blankText)
        .map(([q, blank]) =>
          broken({ ...q, question: blank }, { 'questions.0.question': adminMessages.required('Question') }),
        ),
    );
    expectQuestion(
      fc
        .tuple(validQuestion, padded(overLength(2000)))
        .map(([q, long]) =>
          broken(
            { ...q, explanation: long },
            { 'questions.0.explanation': adminMessages.tooLong(adminText.explanation) },
          ),
        ),
    );
    expectQuestion(
      fc.tuple(validQuestion, fc.nat(), blankText).map(([q, at, blank]) => {
        const index = at % q.options.length;
        const options = q.options.map((option, o) => (o === index ? { ...option, text: blank } : option));
        return broken(
          { ...q, options },
          { [`questions.0.options.${index}.text`]: adminMessages.required('Option text') },
        );
      }),
    );
    expectQuestion(
      validQuestion.map((q) =>
        broken(
          { ...q, options: q.options.slice(0, 1), correctKey: q.options[0]?.key ?? null },
          { 'questions.0.options': adminMessages.tooFewOptions },
        ),
      ),
    );
    expectQuestion(
      fc.tuple(validQuestion, fc.integer({ min: 9, max: 30 })).map(([q, count]) => {
        const options = Array.from({ length: count }, (_, o) => ({ key: `k${o}`, text: `Option ${o}` }));
        return broken({ ...q, options, correctKey: 'k0' }, { 'questions.0.options': adminMessages.tooManyOptions });
      }),
    );
    expectQuestion(
      fc
        .tuple(validQuestion, fc.constantFrom(null, 'not-a-key'))
        .map(([q, correctKey]) =>
          broken({ ...q, correctKey }, { 'questions.0.options': adminMessages.oneCorrectOption }),
        ),
    );
    // And the quiz holds at most 200 of them.
    fc.assert(
      fc.property(validQuiz, validQuestion, fc.integer({ min: 201, max: 260 }), (quiz, question, count) => {
        expect(validateQuiz({ ...quiz, questions: Array.from({ length: count }, () => question) })).toEqual({
          questions: adminMessages.tooManyQuestions,
        });
      }),
      { numRuns: 20 },
    );
  });
});
