import { describe, expect, it } from 'vitest';
import { adminChaptersFixture, adminSubjectsFixture } from '../mocks/adminFixtures';
import {
  byIdMap,
  chapterCell,
  chapterLabel,
  chapterOptions,
  parseFilterId,
  subjectCell,
  subjectLabel,
  subjectOptions,
} from './adminOptions';

describe('admin select options', () => {
  it('names a subject with its class, since classes share subject names', () => {
    expect(subjectLabel({ name: 'গণিত', gradeLevel: 8 })).toBe('গণিত (Class 8)');
    expect(subjectOptions(adminSubjectsFixture)).toEqual([
      { id: 1, label: 'গণিত (Class 8)' },
      { id: 2, label: 'বিজ্ঞান (Class 8)' },
      { id: 3, label: 'বাংলা (Class 9)' },
    ]);
  });

  it('names a chapter with its subject, or alone while subjects are unknown', () => {
    expect(chapterOptions(adminChaptersFixture, adminSubjectsFixture)[0]).toEqual({
      id: 11,
      label: 'বীজগণিতীয় রাশি · গণিত (Class 8)',
    });
    expect(chapterLabel({ name: 'পরিমাপ', subjectId: 99 }, byIdMap(adminSubjectsFixture))).toBe('পরিমাপ');
    expect(chapterOptions(adminChaptersFixture, undefined).map((o) => o.label)).toEqual(
      adminChaptersFixture.map((c) => c.name),
    );
  });

  it('gives no options before the lists load', () => {
    expect(subjectOptions(undefined)).toEqual([]);
    expect(chapterOptions(undefined, adminSubjectsFixture)).toEqual([]);
  });
});

describe('table cells', () => {
  const subjects = byIdMap(adminSubjectsFixture);
  const chapters = byIdMap(adminChaptersFixture);

  it("names a row's subject and chapter", () => {
    expect(subjectCell(2, subjects)).toBe('বিজ্ঞান (Class 8)');
    expect(chapterCell(12, chapters, subjects)).toBe('পরিমাপ · গণিত (Class 8)');
  });

  it('shows the id until the parents are loaded', () => {
    expect(subjectCell(2, new Map())).toBe('#2');
    expect(chapterCell(12, new Map(), subjects)).toBe('#12');
  });
});

describe('parseFilterId', () => {
  it('reads a positive whole id', () => {
    expect(parseFilterId('3')).toBe(3);
    expect(parseFilterId('2147483647')).toBe(2_147_483_647);
  });

  it('ignores anything else', () => {
    for (const value of [null, '', '0', '-1', '1.5', '03', 'abc', '1e3', '2147483648', '99999999999']) {
      expect(parseFilterId(value)).toBeUndefined();
    }
  });
});
