import { describe, expect, it } from 'vitest';
import { arithmetic, checkItems, type Item, itemSchema, loadChapters, loadSet } from './items';

// Structural validity of the graded conversations, not the tutor's figures: the unseen set parses,
// its facts are in the topics they name, its computed results are right, and the checks can fail.

const chapters = loadChapters();

describe('unseen tutor set', () => {
  const items = loadSet('unseen');

  it('has at least 60 conversations over at least 15 chapters, with distinct ids', () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((i) => i.chapter)).size).toBeGreaterThanOrEqual(15);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('expects only facts its topics contain and results that the arithmetic gives', () => {
    expect(checkItems(items, chapters)).toEqual([]);
  });

  it('gives every answerable item a fact to find, and no off-topic item one', () => {
    for (const item of items)
      expect(item.expect.notCovered ? item.expect.facts.length === 0 : item.expect.facts.length > 0).toBe(true);
  });
});

describe('checkItems', () => {
  const base: Item = itemSchema.parse({
    id: 'x',
    chapter: 'math/02-profit',
    on: '01-profit-and-loss.md',
    lang: 'bn',
    kind: 'fresh',
    turns: ['?'],
    expect: { topic: '02-simple-interest.md', facts: ['Pnr', '1800'] },
    computed: { '1800': '12000 * 3 * 5 / 100' },
  });

  it('accepts a right item', () => {
    expect(checkItems([base], chapters)).toEqual([]);
  });

  it('names a fact the topic does not contain', () => {
    const item = { ...base, expect: { ...base.expect, facts: ['Pnr', '1800', 'চক্রবৃদ্ধি মূলধন'] } };
    expect(checkItems([item], chapters)).toEqual(['x: «চক্রবৃদ্ধি মূলধন» is not in 02-simple-interest.md']);
  });

  it('names a computed result the arithmetic does not give, rounding as the fact is written', () => {
    expect(checkItems([{ ...base, computed: { '1800': '12000 * 3 * 6 / 100' } }], chapters)).toEqual([
      'x: «1800» is not 12000 * 3 * 6 / 100',
    ]);
    const rounded = { ...base, expect: { ...base.expect, facts: ['43.98'] }, computed: { '43.98': '3.1416 * 14' } };
    expect(checkItems([rounded], chapters)).toEqual([]);
  });

  it('reads a computed result in Indian or Western grouping, in either script, with decimals', () => {
    const written = (fact: string, expression: string) =>
      checkItems([{ ...base, expect: { ...base.expect, facts: [fact] }, computed: { [fact]: expression } }], chapters);
    expect(written('৫,০০,০০০ টাকা', '500000')).toEqual([]);
    expect(written('5,00,000 taka', '500000')).toEqual([]);
    expect(written('১২,৩৪,৫৬৭.৫', '1234567.5')).toEqual([]);
    expect(written('1,234,567', '1234567')).toEqual([]);
    expect(written('৫,০০,০০০ টাকা', '50000')).toEqual(['x: «৫,০০,০০০ টাকা» is not 50000']);
  });

  it('names an unknown topic', () => {
    expect(checkItems([{ ...base, on: 'nope.md' }], chapters)).toEqual(['x: unknown chapter or topic']);
  });
});

describe('arithmetic', () => {
  it('computes plain arithmetic and square roots', () => {
    expect(arithmetic('sqrt(13 * 13 - 5 * 5)')).toBe(12);
    expect(arithmetic('2 ** 5')).toBe(32);
  });

  it('refuses anything else', () => {
    expect(() => arithmetic('process.exit(1)')).toThrow('not plain arithmetic');
  });
});

describe('dev6 tutor set (round 6 development set, tuned on)', () => {
  const items = loadSet('dev6');

  it('has at least 60 conversations over at least 20 chapters, with distinct ids and right facts', () => {
    expect(items.length).toBeGreaterThanOrEqual(60);
    expect(new Set(items.map((i) => i.chapter)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(checkItems(items, chapters)).toEqual([]);
  });
});

describe('dev8 tutor set (round 8 development set, follow-ups, tuned on)', () => {
  const items = loadSet('dev8');

  it('has at least 20 follow-ups over at least 8 chapters, with distinct ids and right facts', () => {
    expect(items.length).toBeGreaterThanOrEqual(20);
    expect(items.every((i) => i.kind === 'followup')).toBe(true);
    expect(new Set(items.map((i) => i.chapter)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
    expect(checkItems(items, chapters)).toEqual([]);
  });
});
