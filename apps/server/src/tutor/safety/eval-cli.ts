import { classifySafety } from './classifier';
import { SAFETY_EVAL_SET, SAFETY_KINDS } from './eval-set';
import { evaluate, formatReport, formatSetReport } from './evaluate';
import { UNSEEN_SAFETY_SET } from './unseen-set';
import { UNSEEN2_SAFETY_SET } from './unseen2-set';
import { UNSEEN3_SAFETY_SET } from './unseen3-set';
import { UNSEEN4_SAFETY_SET } from './unseen4-set';

// `npm run eval:safety`: the classifier's figures on the evaluation set, tuning and held-out parts.
// `-- --set unseen`: its figures on the unseen set (unseen-set.ts), written by someone who had
// read neither the classifier nor the other set, with every miss and false alarm listed.
// `-- --set unseen2`: a second set (unseen2-set.ts), written while the classifier was being changed by
// others who never saw it; seen since safety round 2 (its misses were read to find families).
// `-- --set unseen3`: a third unseen set (unseen3-set.ts), written the same way during safety round 2.
// `-- --set unseen4`: a fourth unseen set (unseen4-set.ts), written blind by a helper who read neither the
// classifier nor the other sets; never tune on it.
const args = process.argv.slice(2);
const set = args.includes('--set') ? args[args.indexOf('--set') + 1] : 'default';
if (set === 'unseen') {
  console.log(formatSetReport('unseen', UNSEEN_SAFETY_SET, classifySafety, SAFETY_KINDS));
} else if (set === 'unseen2') {
  console.log(formatSetReport('unseen2', UNSEEN2_SAFETY_SET, classifySafety, SAFETY_KINDS));
} else if (set === 'unseen3') {
  console.log(formatSetReport('unseen3', UNSEEN3_SAFETY_SET, classifySafety, SAFETY_KINDS));
} else if (set === 'unseen4') {
  console.log(formatSetReport('unseen4', UNSEEN4_SAFETY_SET, classifySafety, SAFETY_KINDS));
} else if (set === 'default') {
  console.log(formatReport(evaluate(SAFETY_EVAL_SET, classifySafety), SAFETY_KINDS));
} else {
  console.error(`unknown set ${set}: use --set unseen, unseen2, unseen3 or unseen4, or none for the tuning and held-out set`);
  process.exit(1);
}
