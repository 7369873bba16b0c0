import { classifySafety } from './classifier';
import { SAFETY_EVAL_SET, SAFETY_KINDS } from './eval-set';
import { evaluate, formatReport } from './evaluate';

// `npm run eval:safety`: the classifier's figures on the evaluation set, tuning and held-out parts.
console.log(formatReport(evaluate(SAFETY_EVAL_SET, classifySafety), SAFETY_KINDS));
