import { SAFETY_EVAL_SET } from './eval-set';
import { UNSEEN_SAFETY_SET } from './unseen-set';
import { describeScriptBalance, describeUnseenSet } from './unseen-set-shape';
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

describeScriptBalance('eighth unseen safety set, beyond the shared shape', UNSEEN8_SAFETY_SET, {
  perScript: 30,
  selfHarm: 33,
});
