import { describe, expect, it } from 'vitest';
import type { WrittenChapter } from './content-files';
import { UNWRITTEN_CHAPTER_DESCRIPTION } from './curriculum';
import { buildSeedPlan, seedKeys } from './plan';

const chapter = (overrides: Partial<WrittenChapter> = {}): WrittenChapter => ({
  classLevel: 8,
  subjectFolder: 'math',
  position: 2,
  title: 'মুনাফা',
  description: 'লাভ-ক্ষতি ও মুনাফা।',
  topics: [
    {
      name: 'ক',
      description: 'ক।',
      content: '# ক',
      contentType: 'text',
      durationMinutes: 10,
      imageUrl: null,
      videoUrl: null,
    },
    {
      name: 'খ',
      description: 'খ।',
      content: '# খ',
      contentType: 'mixed',
      durationMinutes: 12,
      imageUrl: '/media/x.svg',
      videoUrl: null,
    },
  ],
  quiz: { title: 'কুইজ', description: 'কুইজ।', timeLimitSeconds: 600, passingScore: 70, questions: [] },
  ...overrides,
});

describe('buildSeedPlan', () => {
  it('plans every class, subject and textbook chapter, unwritten ones honestly described', () => {
    const plan = buildSeedPlan([]);
    expect(plan.classes.map((item) => item.classLevel)).toEqual([6, 7, 8, 9, 10]);
    expect(plan.subjects).toHaveLength(30);
    const chapters = plan.subjects.flatMap((subject) => subject.chapters);
    expect(chapters).toHaveLength(454);
    expect(new Set(chapters.map((item) => item.key)).size).toBe(454);
    expect(
      chapters.every(
        (item) => item.description === UNWRITTEN_CHAPTER_DESCRIPTION && item.topics.length === 0 && !item.quiz,
      ),
    ).toBe(true);
  });

  it('puts a written chapter at its book position with keyed topics and quiz', () => {
    const plan = buildSeedPlan([chapter()]);
    const maths8 = plan.subjects.find((subject) => subject.classLevel === 8 && subject.definition.iconType === 'math');
    const planned = maths8?.chapters[1];
    expect(planned).toMatchObject({
      key: seedKeys.chapter(8, 'math', 2),
      order: 2,
      name: 'মুনাফা',
      description: 'লাভ-ক্ষতি ও মুনাফা।',
    });
    expect(planned?.topics.map((topic) => [topic.key, topic.order, topic.imageUrl])).toEqual([
      ['seed:topic:8:math:2:1', 1, null],
      ['seed:topic:8:math:2:2', 2, '/media/x.svg'],
    ]);
    expect(planned?.quiz?.key).toBe('seed:quiz:8:math:2');
    expect(maths8?.chapters[0]?.topics).toEqual([]);
  });

  it.each([
    [{ title: 'প্যাটার্ন' }, /title "প্যাটার্ন" is not the book's chapter 2/],
    [{ position: 40 }, /not the book's chapter 40/],
    [{ subjectFolder: 'music' }, /no such class or subject/],
    [{ classLevel: 11 }, /no such class or subject/],
  ])('refuses a written chapter that does not match the curriculum: %o', (overrides, message) => {
    expect(() => buildSeedPlan([chapter(overrides)])).toThrow(message);
  });
});
