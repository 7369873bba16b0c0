import { describe, expect, it } from 'vitest';
import { checkItems, itemSchema, loadChapters, loadSet } from './items';

// The unseen tutor sets' shape only: their figures are measured by `npm run eval:tutor --
// --set <name>`, never asserted here, so that nobody tunes the tutor against them through a test.
// Each later set was written to larger minimums; each must be new against every set before it.

/** A message as compared across sets: case, spacing and punctuation do not make it new. */
const key = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

const sets = [
  { name: 'unseen2', before: ['tuning', 'heldout', 'unseen'], items: 60, chapters: 15, perLang: 15, perKind: 5 },
  {
    name: 'unseen3',
    before: ['tuning', 'heldout', 'unseen', 'unseen2'],
    items: 60,
    chapters: 20,
    perLang: 15,
    perKind: 5,
  },
  {
    name: 'unseen4',
    before: ['tuning', 'heldout', 'unseen', 'unseen2', 'unseen3'],
    items: 72,
    chapters: 22,
    perLang: 18,
    perKind: 6,
  },
  {
    name: 'unseen5',
    before: ['tuning', 'heldout', 'unseen', 'unseen2', 'unseen3', 'unseen4'],
    items: 80,
    chapters: 25,
    perLang: 20,
    perKind: 8,
  },
  {
    name: 'unseen6',
    before: ['tuning', 'heldout', 'unseen', 'unseen2', 'unseen3', 'unseen4', 'unseen5', 'dev6'],
    items: 60,
    chapters: 29,
    perLang: 20,
    perKind: 12,
  },
  {
    name: 'unseen7',
    before: ['tuning', 'heldout', 'unseen', 'unseen2', 'unseen3', 'unseen4', 'unseen5', 'unseen6', 'dev6', 'dev7'],
    items: 60,
    chapters: 29,
    perLang: 20,
    perKind: 12,
  },
] as const;

describe.each(sets)('unseen tutor set $name', (set) => {
  const items = loadSet(set.name);
  const chapters = loadChapters();

  it(`holds at least ${set.items} conversations over at least ${set.chapters} written chapters`, () => {
    expect(items.length).toBeGreaterThanOrEqual(set.items);
    expect(new Set(items.map((i) => i.chapter)).size).toBeGreaterThanOrEqual(set.chapters);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('has every language and every kind of conversation', () => {
    for (const lang of itemSchema.shape.lang.options) {
      expect(items.filter((i) => i.lang === lang).length, lang).toBeGreaterThanOrEqual(set.perLang);
    }
    for (const kind of itemSchema.shape.kind.options) {
      expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(set.perKind);
    }
  });

  it('asks each kind as it says: follow-ups continue, fresh numbers are recomputed, off-topic is not covered', () => {
    for (const item of items) {
      if (item.kind === 'followup') expect(item.turns.length, item.id).toBeGreaterThan(1);
      if (item.kind === 'fresh') expect(Object.keys(item.computed).length, item.id).toBeGreaterThan(0);
      expect(item.expect.notCovered, item.id).toBe(item.kind === 'offtopic');
      if (item.kind !== 'offtopic') expect(item.expect.facts.length, item.id).toBeGreaterThan(0);
    }
  });

  it('expects only facts its topic holds, and computes the student’s own numbers right', () => {
    expect(checkItems(items, chapters)).toEqual([]);
  });

  it('shares no message with the sets before it', () => {
    const others = new Set(set.before.flatMap((name) => loadSet(name).flatMap((i) => i.turns.map(key))));
    const turns = items.flatMap((i) => i.turns.map(key));
    expect(turns.filter((t) => others.has(t))).toEqual([]);
  });
});
