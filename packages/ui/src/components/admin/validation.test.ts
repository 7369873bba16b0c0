import { describe, expect, it } from 'vitest';
import { emptyQuestion } from './quizDraft';
import type { QuizQuestionDraft } from './quizDraft';
import type { AdminQuiz, AdminTopic } from './types';
import {
  chapterFormValues,
  classFormValues,
  fieldErrorsFromDetails,
  minutesToSeconds,
  quizFormValues,
  secondsToMinutes,
  subjectFormValues,
  toChapterInput,
  toClassInput,
  toQuizInput,
  toSubjectInput,
  toTopicInput,
  topicFormValues,
  validateAdminLogin,
  validateAdminPasswordChange,
  validateChapter,
  validateClass,
  validateQuestions,
  validateQuiz,
  validateSubject,
  validateTopic,
} from './validation';

/** A question with the given option texts, the `correct`-th marked correct (or none). */
function question(text: string, options: string[], correct: number | null): QuizQuestionDraft {
  const keys = options.map((_, index) => `o${index}`);
  return {
    key: `q-${text}`,
    question: text,
    explanation: '',
    options: options.map((option, index) => ({ key: keys[index] ?? '', text: option })),
    correctKey: correct === null ? null : (keys[correct] ?? null),
  };
}

describe('validateAdminLogin', () => {
  it('accepts an email and a password', () => {
    expect(validateAdminLogin({ email: 'admin@example.com', password: 'x' })).toEqual({});
  });

  it('asks for both with one message (spec §5)', () => {
    const message = 'Please enter both email and password';
    expect(validateAdminLogin({ email: ' ', password: '' })).toEqual({ email: message, password: message });
    expect(validateAdminLogin({ email: 'a@b.c', password: '' })).toEqual({ password: message });
  });
});

describe('validateAdminPasswordChange', () => {
  const values = (currentPassword: string, newPassword: string, confirmPassword = newPassword) => ({
    currentPassword,
    newPassword,
    confirmPassword,
  });

  it('accepts the current password and a confirmed new one of 6 characters or more', () => {
    expect(validateAdminPasswordChange(values('old', 'abcdef'))).toEqual({});
  });

  it('names every missing field', () => {
    expect(validateAdminPasswordChange(values('', '', ''))).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
      confirmPassword: 'Please confirm the new password',
    });
  });

  it("keeps the students' rules: at least 6 characters, at most 200, confirmed", () => {
    expect(validateAdminPasswordChange(values('old', 'abcde'))).toEqual({
      newPassword: 'New password must be at least 6 characters',
    });
    expect(validateAdminPasswordChange(values('old', 'x'.repeat(201)))).toEqual({
      newPassword: 'New password is too long',
    });
    expect(validateAdminPasswordChange(values('x'.repeat(201), 'abcdef'))).toEqual({
      currentPassword: 'Current password is too long',
    });
    expect(validateAdminPasswordChange(values('old', 'abcdef', 'abcdeg'))).toEqual({
      confirmPassword: 'Passwords do not match',
    });
  });
});

describe('subject', () => {
  it('starts empty, active, with the default icon', () => {
    expect(subjectFormValues()).toEqual({
      name: '',
      description: '',
      gradeLevel: '',
      iconType: 'default',
      isActive: true,
      imageUrl: '',
    });
  });

  it('requires the name with the spec message and a grade level from 1 to 12', () => {
    expect(validateSubject({ ...subjectFormValues(), name: '  ', gradeLevel: '' })).toEqual({
      name: 'Subject name is required',
      gradeLevel: 'Grade level is required',
    });
    expect(validateSubject({ ...subjectFormValues(), name: 'Maths', gradeLevel: '13' })).toEqual({
      gradeLevel: 'Grade level must be at most 12',
    });
    expect(validateSubject({ ...subjectFormValues(), name: 'Maths', gradeLevel: '8.5' })).toEqual({
      gradeLevel: 'Grade level must be a whole number',
    });
    expect(validateSubject({ ...subjectFormValues(), name: 'Maths', gradeLevel: 'eight' })).toEqual({
      gradeLevel: 'Grade level must be a number',
    });
  });

  it('refuses a long name and a URL that is neither https nor a path, with the server messages', () => {
    const errors = validateSubject({
      ...subjectFormValues(),
      name: 'x'.repeat(201),
      gradeLevel: '8',
      imageUrl: 'http://a.b/c.png',
    });
    expect(errors).toEqual({
      name: 'Subject name is too long',
      imageUrl: 'Image URL must be an https:// URL or a /path',
    });
    expect(validateSubject({ ...subjectFormValues(), name: 'A', gradeLevel: '8', imageUrl: '/images/a.png' })).toEqual(
      {},
    );
  });

  it('keeps the grade level as typed text (spec §5) and sends empty optionals as null', () => {
    expect(toSubjectInput({ ...subjectFormValues(), name: ' গণিত ', gradeLevel: ' 8 ', iconType: 'math' })).toEqual({
      name: 'গণিত',
      description: null,
      gradeLevel: '8',
      iconType: 'math',
      isActive: true,
      imageUrl: null,
    });
  });
});

describe('class', () => {
  it('defaults the capacity to 30 (spec §3)', () => {
    expect(classFormValues().capacity).toBe('30');
  });

  it('requires the name with the spec message and converts numbers', () => {
    expect(validateClass({ ...classFormValues(), gradeLevel: '8' })).toEqual({ name: 'Class name is required' });
    expect(validateClass({ ...classFormValues(), name: 'Eight', gradeLevel: '8', capacity: '0' })).toEqual({
      capacity: 'Capacity must be at least 1',
    });
    expect(toClassInput({ ...classFormValues(), name: 'Eight A', gradeLevel: '8' })).toEqual({
      name: 'Eight A',
      gradeLevel: 8,
      description: null,
      isActive: true,
      capacity: 30,
    });
  });
});

describe('chapter', () => {
  it('defaults the order to count + 1 and the subject to the given one', () => {
    expect(chapterFormValues(undefined, { existingCount: 4, parentId: 7 })).toMatchObject({
      order: '5',
      subjectId: '7',
    });
    expect(chapterFormValues(undefined, { existingCount: 0 })).toMatchObject({ order: '1', subjectId: '' });
  });

  it('requires the name and a subject', () => {
    expect(validateChapter(chapterFormValues(undefined, { existingCount: 0 }))).toEqual({
      name: 'Chapter name is required',
      subjectId: 'Subject is required',
    });
  });

  it('converts the subject and order to numbers', () => {
    const values = {
      ...chapterFormValues(undefined, { existingCount: 2, parentId: 3 }),
      name: 'বীজগণিত',
      contentSummary: ' Sums ',
    };
    expect(validateChapter(values)).toEqual({});
    expect(toChapterInput(values)).toEqual({
      name: 'বীজগণিত',
      description: null,
      subjectId: 3,
      order: 3,
      isActive: true,
      contentSummary: 'Sums',
      imageUrl: null,
    });
  });
});

describe('topic', () => {
  const saved: AdminTopic = {
    id: 9,
    name: 'Squares',
    description: null,
    chapterId: 2,
    order: 4,
    content: '# Squares\n\n$a^2$  \n',
    contentFormat: 'markdown',
    isActive: false,
    imageUrl: null,
    videoUrl: 'https://example.com/v.mp4',
    durationMinutes: 15,
    contentType: 'mixed',
  };

  it('fills an edit from the record and a new one with defaults', () => {
    expect(topicFormValues(saved, { existingCount: 10 })).toMatchObject({
      order: '4',
      chapterId: '2',
      isActive: false,
      durationMinutes: '15',
    });
    expect(topicFormValues(undefined, { existingCount: 10 })).toMatchObject({
      order: '11',
      durationMinutes: '10',
      content: '',
    });
  });

  it('requires the name and a chapter; checks media URLs and the duration', () => {
    const values = {
      ...topicFormValues(undefined, { existingCount: 0 }),
      videoUrl: 'javascript:alert(1)',
      durationMinutes: '-1',
    };
    expect(validateTopic(values)).toEqual({
      name: 'Topic name is required',
      chapterId: 'Chapter is required',
      videoUrl: 'Video URL must be an https:// URL or a /path',
      durationMinutes: 'Duration must be at least 0',
    });
  });

  it('keeps the Markdown as written and the format markdown', () => {
    const input = toTopicInput(topicFormValues(saved, { existingCount: 0 }));
    expect(input).toEqual({
      name: 'Squares',
      description: null,
      chapterId: 2,
      order: 4,
      content: '# Squares\n\n$a^2$  \n',
      contentFormat: 'markdown',
      isActive: false,
      imageUrl: null,
      videoUrl: 'https://example.com/v.mp4',
      durationMinutes: 15,
    });
  });
});

describe('quiz', () => {
  it('shows the time limit in minutes and sends seconds (600 s = 10 min by default), passing score 70', () => {
    const values = quizFormValues(undefined, { parentId: 5 });
    expect(values).toMatchObject({ timeLimitMinutes: '10', passingScore: '70', chapterId: '5', questions: [] });
    expect(toQuizInput({ ...values, title: 'Quiz' })).toMatchObject({ timeLimit: 600, passingScore: 70, chapterId: 5 });
  });

  it('converts between minutes and seconds', () => {
    expect(secondsToMinutes(90)).toBe('1.5');
    expect(secondsToMinutes(100)).toBe('1.67');
    expect(minutesToSeconds('2.5')).toBe(150);
    expect(minutesToSeconds(' ')).toBeNaN();
  });

  it('requires the title with the spec message, a chapter and a sane time limit', () => {
    const values = { ...quizFormValues(undefined, {}), timeLimitMinutes: '0.1', passingScore: '101' };
    expect(validateQuiz(values)).toEqual({
      title: 'Quiz title is required',
      chapterId: 'Chapter is required',
      timeLimitMinutes: 'Time limit must be at least 10 seconds',
      passingScore: 'Passing score must be at most 100',
    });
    expect(
      validateQuiz({ ...values, title: 'Q', chapterId: '1', timeLimitMinutes: '1441', passingScore: '0' }),
    ).toEqual({
      timeLimitMinutes: 'Time limit must be at most 1440 minutes',
    });
  });

  it('checks each question: text, option texts, exactly one correct', () => {
    const errors = validateQuestions([
      question('2 + 2?', ['4', '5'], 0),
      question('', ['a', ''], null),
      question('Only one option?', ['yes'], 0),
    ]);
    expect(errors).toEqual({
      'questions.1.question': 'Question is required',
      'questions.1.options.1.text': 'Option text is required',
      'questions.1.options': 'Exactly one option must be correct',
      'questions.2.options': 'A question needs at least two options',
    });
  });

  it('a new question is blank with two options and needs filling in', () => {
    const errors = validateQuestions([emptyQuestion()]);
    expect(Object.keys(errors).sort()).toEqual([
      'questions.0.options',
      'questions.0.options.0.text',
      'questions.0.options.1.text',
      'questions.0.question',
    ]);
  });

  it('round-trips a saved quiz with its correct options', () => {
    const saved: AdminQuiz = {
      id: 1,
      title: 'Squares quiz',
      description: 'Practice',
      chapterId: 2,
      timeLimit: 90,
      passingScore: 60,
      isActive: true,
      questions: [
        {
          id: 11,
          question: '3²?',
          explanation: null,
          options: [
            { id: 21, text: '6', isCorrect: false },
            { id: 22, text: '9', isCorrect: true },
          ],
        },
      ],
    };
    const values = quizFormValues(saved, {});
    expect(values.timeLimitMinutes).toBe('1.5');
    expect(validateQuiz(values)).toEqual({});
    expect(toQuizInput(values)).toEqual({
      title: 'Squares quiz',
      description: 'Practice',
      chapterId: 2,
      timeLimit: 90,
      passingScore: 60,
      isActive: true,
      questions: [
        {
          question: '3²?',
          explanation: null,
          options: [
            { text: '6', isCorrect: false },
            { text: '9', isCorrect: true },
          ],
        },
      ],
    });
  });
});

describe('fieldErrorsFromDetails', () => {
  it('keys the first message per field, the time limit at its minutes field', () => {
    expect(
      fieldErrorsFromDetails([
        { field: 'name', message: 'Subject name is required' },
        { field: 'name', message: 'second' },
        { field: 'questions.0.options', message: 'Exactly one option must be correct' },
        { field: 'timeLimit', message: 'Time limit must be at least 10' },
      ]),
    ).toEqual({
      name: 'Subject name is required',
      'questions.0.options': 'Exactly one option must be correct',
      timeLimitMinutes: 'Time limit must be at least 10',
    });
  });

  it('ignores anything else', () => {
    expect(fieldErrorsFromDetails(undefined)).toEqual({});
    expect(fieldErrorsFromDetails({ chapters: 2 })).toEqual({});
    expect(fieldErrorsFromDetails([null, 1, { field: 2, message: 'x' }, { field: 'a' }])).toEqual({});
  });
});
