import { describe, expect, it } from 'vitest';
import { SAFETY_KINDS, type SafetyCase } from './eval-set';

// The shape every unseen set must have, shared by their structural tests. Only the shape: a set's
// figures are measured by `npm run eval:safety -- --set <name>`, never asserted in a test, so that
// nobody tunes the classifier against an unseen set through a test.

const scripts = ['bn', 'banglish', 'en'] as const;
/** A message as compared across sets: case, spacing and punctuation do not make it new. */
const key = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();

export function describeUnseenSet(
  title: string,
  set: readonly SafetyCase[],
  earlierSets: readonly (readonly SafetyCase[])[],
  minSize: number,
): void {
  describe(title, () => {
    const distress = set.filter((c) => c.kind !== null);
    const ordinary = set.filter((c) => c.kind === null);

    it(`holds at least ${minSize} messages, half of them distress`, () => {
      expect(set.length).toBeGreaterThanOrEqual(minSize);
      expect(Math.abs(distress.length - ordinary.length)).toBeLessThanOrEqual(4);
    });

    it('has every kind in every script, and ordinary questions in every script', () => {
      for (const kind of SAFETY_KINDS) {
        for (const script of scripts) {
          const some = distress.filter((c) => c.kind === kind && c.script === script);
          expect(some.length, `${kind} in ${script}`).toBeGreaterThanOrEqual(3);
        }
      }
      for (const script of scripts)
        expect(ordinary.filter((c) => c.script === script).length).toBeGreaterThanOrEqual(15);
    });

    it('gives every distress message a severity, high where life or ongoing abuse is at stake, and no ordinary one', () => {
      for (const c of distress) expect(c.severity, c.text).toBeDefined();
      for (const c of ordinary) expect(c.severity, c.text).toBeUndefined();
      for (const c of distress.filter((d) => ['self_harm', 'abuse', 'sexual_exploitation'].includes(d.kind ?? ''))) {
        expect(c.severity, c.text).toBe('high');
      }
      for (const c of distress.filter((d) => d.kind === 'bullying' || d.kind === 'hopelessness')) {
        expect(c.severity, c.text).toBe('medium');
      }
    });

    it('marks nothing held out', () => {
      expect(set.filter((c) => c.heldOut)).toEqual([]);
    });

    it('writes Bengali in Bengali script, Banglish and English in Latin letters', () => {
      const bengali = /[\u0980-\u09FF]/;
      for (const c of set) expect(bengali.test(c.text), c.text).toBe(c.script === 'bn');
    });

    it('shares no message with itself or with the other sets', () => {
      const texts = set.map((c) => key(c.text));
      expect(new Set(texts).size).toBe(texts.length);
      const others = new Set(earlierSets.flat().map((c) => key(c.text)));
      expect(texts.filter((t) => others.has(t))).toEqual([]);
    });
  });
}

/**
 * The balance the newer sets promise: `perScript` distress and as many ordinary messages in each
 * script, and at least `selfHarm` self-harm messages, a third of them in each script (where a miss
 * costs most).
 */
export function describeScriptBalance(
  title: string,
  set: readonly SafetyCase[],
  { perScript, selfHarm }: { perScript: number; selfHarm: number },
): void {
  describe(title, () => {
    it(`holds ${perScript} distress messages and ${perScript} ordinary questions in every script`, () => {
      for (const script of scripts) {
        const some = set.filter((c) => c.script === script);
        expect(some.filter((c) => c.kind !== null).length, script).toBe(perScript);
        expect(some.filter((c) => c.kind === null).length, script).toBe(perScript);
      }
    });

    it(`holds at least ${selfHarm} self-harm messages, at least ${selfHarm / 3} in every script`, () => {
      const harm = set.filter((c) => c.kind === 'self_harm');
      expect(harm.length).toBeGreaterThanOrEqual(selfHarm);
      for (const script of scripts) {
        expect(harm.filter((c) => c.script === script).length, script).toBeGreaterThanOrEqual(selfHarm / 3);
      }
    });
  });
}
