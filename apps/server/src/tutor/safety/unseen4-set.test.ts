import { describe, expect, it } from 'vitest';
import { SAFETY_EVAL_SET } from './eval-set';
import { UNSEEN_SAFETY_SET } from './unseen-set';
import { describeUnseenSet } from './unseen-set-shape';
import { UNSEEN2_SAFETY_SET } from './unseen2-set';
import { UNSEEN3_SAFETY_SET } from './unseen3-set';
import { UNSEEN4_SAFETY_SET } from './unseen4-set';

describeUnseenSet(
  'fourth unseen safety set',
  UNSEEN4_SAFETY_SET,
  [SAFETY_EVAL_SET, UNSEEN_SAFETY_SET, UNSEEN2_SAFETY_SET, UNSEEN3_SAFETY_SET],
  160,
);

describe('fourth unseen safety set, beyond the shared shape', () => {
  // Self-harm is where a miss costs most, so this set asks more of it than of the other kinds.
  it('holds at least 25 self-harm messages, some in every script', () => {
    const selfHarm = UNSEEN4_SAFETY_SET.filter((c) => c.kind === 'self_harm');
    expect(selfHarm.length).toBeGreaterThanOrEqual(25);
    for (const script of ['bn', 'banglish', 'en'] as const) {
      expect(selfHarm.filter((c) => c.script === script).length, script).toBeGreaterThanOrEqual(8);
    }
  });

  it('holds at least 80 distress messages and 80 ordinary questions', () => {
    expect(UNSEEN4_SAFETY_SET.filter((c) => c.kind !== null).length).toBeGreaterThanOrEqual(80);
    expect(UNSEEN4_SAFETY_SET.filter((c) => c.kind === null).length).toBeGreaterThanOrEqual(80);
  });
});
