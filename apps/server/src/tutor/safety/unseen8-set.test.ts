import { describe, expect, it } from 'vitest';
import { SAFETY_EVAL_SET } from './eval-set';
import { UNSEEN_SAFETY_SET } from './unseen-set';
import { describeUnseenSet } from './unseen-set-shape';
import { UNSEEN2_SAFETY_SET } from './unseen2-set';
import { UNSEEN3_SAFETY_SET } from './unseen3-set';
import { UNSEEN4_SAFETY_SET } from './unseen4-set';
import { UNSEEN5_SAFETY_SET } from './unseen5-set';
import { UNSEEN6_SAFETY_SET } from './unseen6-set';
import { UNSEEN7_SAFETY_SET } from './unseen7-set';
import { UNSEEN8_SAFETY_SET } from './unseen8-set';

describeUnseenSet(
  'eighth unseen safety set',
  UNSEEN8_SAFETY_SET,
  [
    SAFETY_EVAL_SET,
    UNSEEN_SAFETY_SET,
    UNSEEN2_SAFETY_SET,
    UNSEEN3_SAFETY_SET,
    UNSEEN4_SAFETY_SET,
    UNSEEN5_SAFETY_SET,
    UNSEEN6_SAFETY_SET,
    UNSEEN7_SAFETY_SET,
  ],
  180,
);

describe('eighth unseen safety set, beyond the shared shape', () => {
  const scripts = ['bn', 'banglish', 'en'] as const;

  it('holds 90 distress messages and 90 ordinary questions, a third of each in every script', () => {
    for (const script of scripts) {
      const some = UNSEEN8_SAFETY_SET.filter((c) => c.script === script);
      expect(some.filter((c) => c.kind !== null).length, script).toBe(30);
      expect(some.filter((c) => c.kind === null).length, script).toBe(30);
    }
  });

  // Self-harm is where a miss costs most, so this set asks a third of its distress to be self-harm.
  it('holds at least 33 self-harm messages, at least 11 in every script', () => {
    const selfHarm = UNSEEN8_SAFETY_SET.filter((c) => c.kind === 'self_harm');
    expect(selfHarm.length).toBeGreaterThanOrEqual(33);
    for (const script of scripts) {
      expect(selfHarm.filter((c) => c.script === script).length, script).toBeGreaterThanOrEqual(11);
    }
  });
});
