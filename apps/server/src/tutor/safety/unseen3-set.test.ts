import { describe, expect, it } from 'vitest';
import { SAFETY_EVAL_SET } from './eval-set';
import { UNSEEN_SAFETY_SET } from './unseen-set';
import { describeUnseenSet } from './unseen-set-shape';
import { UNSEEN2_SAFETY_SET } from './unseen2-set';
import { UNSEEN3_SAFETY_SET } from './unseen3-set';

describeUnseenSet(
  'third unseen safety set',
  UNSEEN3_SAFETY_SET,
  [SAFETY_EVAL_SET, UNSEEN_SAFETY_SET, UNSEEN2_SAFETY_SET],
  120,
);

describe('third unseen safety set, beyond the shared shape', () => {
  // Self-harm is where a miss costs most, so this set asks more of it than of the other kinds.
  it('holds at least 20 self-harm messages, some in every script', () => {
    const selfHarm = UNSEEN3_SAFETY_SET.filter((c) => c.kind === 'self_harm');
    expect(selfHarm.length).toBeGreaterThanOrEqual(20);
    for (const script of ['bn', 'banglish', 'en'] as const) {
      expect(selfHarm.filter((c) => c.script === script).length, script).toBeGreaterThanOrEqual(6);
    }
  });
});
