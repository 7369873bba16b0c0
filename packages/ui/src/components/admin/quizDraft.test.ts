import { describe, expect, it } from 'vitest';
import { childCountParts } from './childCounts';
import { formatActivityTime, formatCount } from './AdminDashboard/formatActivity';
import {
  addOption,
  addQuestion,
  draftsFromQuestions,
  maxOptions,
  removeOption,
  removeQuestion,
  setCorrectOption,
  setOptionText,
  setQuestionText,
} from './quizDraft';
import { adminFormat, listLabel } from '../../i18n/adminMessages';

function oneQuestion() {
  return draftsFromQuestions([
    {
      id: 1,
      question: 'Which is prime?',
      explanation: null,
      options: [
        { id: 10, text: '4', isCorrect: false },
        { id: 11, text: '7', isCorrect: true },
        { id: 12, text: '9', isCorrect: false },
      ],
    },
  ]);
}

describe('quiz drafts', () => {
  it('reads the correct option of a saved question', () => {
    const [draft] = oneQuestion();
    expect(draft).toEqual({
      key: 'q-1',
      question: 'Which is prime?',
      explanation: '',
      options: [
        { key: 'o-10', text: '4' },
        { key: 'o-11', text: '7' },
        { key: 'o-12', text: '9' },
      ],
      correctKey: 'o-11',
    });
  });

  it('marks exactly one option correct', () => {
    const drafts = setCorrectOption(oneQuestion(), 'q-1', 'o-12');
    expect(drafts[0]?.correctKey).toBe('o-12');
    // An unknown option changes nothing.
    expect(setCorrectOption(drafts, 'q-1', 'o-99')[0]?.correctKey).toBe('o-12');
  });

  it('removes options down to two, never fewer; removing the correct one unmarks it', () => {
    let drafts = removeOption(oneQuestion(), 'q-1', 'o-11');
    expect(drafts[0]?.options.map((o) => o.key)).toEqual(['o-10', 'o-12']);
    expect(drafts[0]?.correctKey).toBeNull();
    drafts = removeOption(drafts, 'q-1', 'o-10');
    expect(drafts[0]?.options).toHaveLength(2);
  });

  it('adds options up to eight', () => {
    let drafts = oneQuestion();
    for (let i = 0; i < 10; i += 1) drafts = addOption(drafts, 'q-1');
    expect(drafts[0]?.options).toHaveLength(maxOptions);
    const keys = new Set(drafts[0]?.options.map((o) => o.key));
    expect(keys.size).toBe(maxOptions);
  });

  it('adds, edits and removes questions without touching the others', () => {
    let drafts = addQuestion(oneQuestion());
    expect(drafts).toHaveLength(2);
    const added = drafts[1];
    expect(added).toMatchObject({ question: '', correctKey: null });
    expect(added?.options).toHaveLength(2);
    drafts = setQuestionText(drafts, added?.key ?? '', 'question', 'New?');
    drafts = setOptionText(drafts, added?.key ?? '', added?.options[0]?.key ?? '', 'Yes');
    expect(drafts[1]).toMatchObject({ question: 'New?', options: [{ text: 'Yes' }, { text: '' }] });
    expect(drafts[0]).toEqual(oneQuestion()[0]);
    expect(removeQuestion(drafts, 'q-1').map((d) => d.key)).toEqual([added?.key]);
  });
});

describe('delete confirmation wording', () => {
  it('lists the non-zero children', () => {
    expect(childCountParts({ chapters: 3, topics: 1, quizzes: 0 })).toEqual(['3 chapters', '1 topic']);
    expect(childCountParts({ chapters: 0, topics: 0, quizzes: 0 })).toEqual([]);
    expect(childCountParts(undefined)).toEqual([]);
    expect(adminFormat.alsoRemoves(['3 chapters', '12 topics', '1 quiz'])).toBe(
      'This will also remove 3 chapters, 12 topics and 1 quiz.',
    );
  });

  it('joins lists in English', () => {
    expect(listLabel([])).toBe('');
    expect(listLabel(['a'])).toBe('a');
    expect(listLabel(['a', 'b'])).toBe('a and b');
  });
});

describe('admin messages', () => {
  it('names entities as the spec does (§8)', () => {
    expect(adminFormat.fetchFailed('quiz')).toBe('Failed to fetch quizzes');
    expect(adminFormat.noneFound('class')).toBe('No classes found');
    expect(adminFormat.created('subject')).toBe('Subject created successfully');
    expect(adminFormat.deleteFailed('chapter')).toBe('Failed to delete chapter');
    expect(adminFormat.listTitle('topic')).toBe('Topics');
  });
});

describe('dashboard formatting', () => {
  it('formats counts and times on the Dhaka clock', () => {
    expect(formatCount(12345)).toBe('12,345');
    expect(formatActivityTime('2026-11-22T10:05:00.000Z')).toBe('22 Nov 2026, 16:05');
    expect(formatActivityTime('2026-11-22T10:05:00.000Z', 'UTC')).toBe('22 Nov 2026, 10:05');
    expect(formatActivityTime('not a date')).toBe('not a date');
  });
});
