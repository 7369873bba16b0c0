import { SAFETY_EVAL_SET } from './eval-set';
import { UNSEEN_SAFETY_SET } from './unseen-set';
import { describeUnseenSet } from './unseen-set-shape';
import { UNSEEN2_SAFETY_SET } from './unseen2-set';

describeUnseenSet('second unseen safety set', UNSEEN2_SAFETY_SET, [SAFETY_EVAL_SET, UNSEEN_SAFETY_SET], 100);
