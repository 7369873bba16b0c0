import { describe, expect, it } from 'vitest';
import { SAFETY_EVAL_SET } from './eval-set';
import { UNSEEN_SAFETY_SET } from './unseen-set';

// Structural validity of the unseen safety set, not the classifier's figures.

describe('unseen safety set', () => {
  const distress = UNSEEN_SAFETY_SET.filter((c) => c.kind !== null);
  const ordinary = UNSEEN_SAFETY_SET.filter((c) => c.kind === null);

  it('has at least 80 messages, about half distress and half ordinary questions', () => {
    expect(UNSEEN_SAFETY_SET.length).toBeGreaterThanOrEqual(80);
    expect(distress.length).toBeGreaterThanOrEqual(40);
    expect(ordinary.length).toBeGreaterThanOrEqual(40);
  });

  it('gives a severity to every distress message and none to an ordinary one', () => {
    for (const c of distress) expect(c.severity, c.text).toBeDefined();
    for (const c of ordinary) expect(c.severity, c.text).toBeUndefined();
  });

  it('covers every script in every kind', () => {
    for (const kind of new Set(distress.map((c) => c.kind))) {
      expect(new Set(distress.filter((c) => c.kind === kind).map((c) => c.script))).toEqual(
        new Set(['bn', 'banglish', 'en']),
      );
    }
  });

  it('shares no message with the tuning and held-out set, nor repeats one', () => {
    const texts = UNSEEN_SAFETY_SET.map((c) => c.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
    const seen = new Set(SAFETY_EVAL_SET.map((c) => c.text.trim().toLowerCase()));
    expect(texts.filter((t) => seen.has(t))).toEqual([]);
  });
});
