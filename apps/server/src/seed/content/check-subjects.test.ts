import { describe, expect, it } from 'vitest';
import { subjectProblems } from './check-subjects.mjs';

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('subject rules of the content checker', () => {
  it('accepts a subject with only its first chapter written, when it has a picture and a video', () => {
    expect(subjectProblems({ key: 'class-8/bangla', positions: [1], images: 1, videos: 1, bookLength: 18 })).toEqual([]);
    expect(subjectProblems({ key: 'class-8/islam', positions: [1], images: 2, videos: 1, bookLength: 5 })).toEqual([]);
  });

  it('still wants a picture and a video in every subject, however few its chapters', () => {
    expect(subjectProblems({ key: 'class-8/english', positions: [1], images: 0, videos: 0, bookLength: 11 })).toEqual([
      'no topic with an image',
      'no topic with a video',
    ]);
  });

  it('refuses a subject folder with no chapter in it', () => {
    expect(subjectProblems({ key: 'class-8/bgs', positions: [], images: 0, videos: 0, bookLength: 13 })).toHaveLength(1);
  });

  it('keeps class 8 maths and science whole: every chapter of the book must be there', () => {
    expect(subjectProblems({ key: 'class-8/math', positions: range(11), images: 5, videos: 1, bookLength: 11 })).toEqual([]);
    expect(subjectProblems({ key: 'class-8/science', positions: range(14), images: 9, videos: 1, bookLength: 14 })).toEqual([]);
    expect(subjectProblems({ key: 'class-8/math', positions: [1, 2, 3, 5, 6, 7, 8, 9, 10, 11], images: 5, videos: 1, bookLength: 11 })).toEqual([
      'chapter 04 of 11 missing (this whole book is written)',
    ]);
    expect(subjectProblems({ key: 'class-8/science', positions: [1, 2, 3], images: 1, videos: 1, bookLength: 14 })[0]).toBe(
      'chapters 04, 05, 06, 07, 08, 09, 10, 11, 12, 13, 14 of 14 missing (this whole book is written)',
    );
  });

  it('does not ask a partly written book of another class or subject to be whole', () => {
    expect(subjectProblems({ key: 'class-7/math', positions: [1], images: 1, videos: 1, bookLength: 11 })).toEqual([]);
    expect(subjectProblems({ key: 'class-8/bgs', positions: [1, 3], images: 1, videos: 1, bookLength: 13 })).toEqual([]);
  });
});
