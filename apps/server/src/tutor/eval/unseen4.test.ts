import { describe, expect, it } from 'vitest';
import { checkItems, itemSchema, loadChapters, loadSet } from './items';

// The fourth unseen tutor set's shape only: its figures are measured by `npm run eval:tutor --
// --set unseen4`, never asserted here, so that nobody tunes the tutor against it through a test.

/** A message as compared across sets: case, spacing and punctuation do not make it new. */
const key = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

describe('fourth unseen tutor set', () => {
  const items = loadSet('unseen4');
  const chapters = loadChapters();

  it('holds at least 72 conversations over at least 22 written chapters', () => {
    expect(items.length).toBeGreaterThanOrEqual(72);
    expect(new Set(items.map((i) => i.chapter)).size).toBeGreaterThanOrEqual(22);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('has every language and every kind of conversation', () => {
    for (const lang of itemSchema.shape.lang.options) {
      expect(items.filter((i) => i.lang === lang).length, lang).toBeGreaterThanOrEqual(18);
    }
    for (const kind of itemSchema.shape.kind.options) {
      expect(items.filter((i) => i.kind === kind).length, kind).toBeGreaterThanOrEqual(6);
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

  it('shares no message with the other sets', () => {
    const others = new Set(['tuning', 'heldout', 'unseen', 'unseen2', 'unseen3'].flatMap((name) => loadSet(name).flatMap((i) => i.turns.map(key))));
    const turns = items.flatMap((i) => i.turns.map(key));
    expect(turns.filter((t) => others.has(t))).toEqual([]);
  });
});
