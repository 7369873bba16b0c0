import { classifyByRules, classifySafety, readRules } from './classifier';
import type { RulesReading } from './classifier';
import { atThresholds, highestOrdinary, outOfFold, scoreWith } from './cross-validate';
import { SAFETY_EVAL_SET, SAFETY_KINDS } from './eval-set';
import type { SafetyCase } from './eval-set';
import { evaluate, formatReport, formatSetReport } from './evaluate';
import { trainModel } from './model';
import {
  AMBIGUOUS_THRESHOLD,
  CHECK_IN_THRESHOLD,
  MODEL_TRAINING_SET,
  safetyModel,
  SURE_THRESHOLD,
} from './statistical';
import { formatStability, stability } from './stability';
import { DEV7_SET } from './dev-set-7';
import { DEV8_SET } from './dev-set-8';
import { TRAINING_CORPUS } from './training-corpus';
import { UNSEEN_SAFETY_SET } from './unseen-set';
import { UNSEEN2_SAFETY_SET } from './unseen2-set';
import { UNSEEN3_SAFETY_SET } from './unseen3-set';
import { UNSEEN4_SAFETY_SET } from './unseen4-set';
import { UNSEEN5_SAFETY_SET } from './unseen5-set';
import { UNSEEN6_SAFETY_SET } from './unseen6-set';
import { UNSEEN7_SAFETY_SET } from './unseen7-set';
import { UNSEEN8_SAFETY_SET } from './unseen8-set';

// `npm run eval:safety`: the classifier's figures on the evaluation set, tuning and held-out parts.
// `-- --set unseen`: its figures on the unseen set (unseen-set.ts), written by someone who had
// read neither the classifier nor the other set, with every miss and false alarm listed.
// `-- --set unseen2`: a second set (unseen2-set.ts), written while the classifier was being changed by
// others who never saw it; seen since safety round 2 (its misses were read to find families).
// `-- --set unseen3`: a third unseen set (unseen3-set.ts), written the same way during safety round 2.
// `-- --set unseen4`: a fourth unseen set (unseen4-set.ts), written blind by a helper who read neither the
// classifier nor the other sets; never tune on it.
// `-- --set unseen5`: a fifth unseen set (unseen5-set.ts), written blind the same way; never tune on it.
// `-- --set unseen6`: a sixth unseen set (unseen6-set.ts), written blind the same way; never tune on it.
// `-- --set unseen7`: a seventh unseen set (unseen7-set.ts), written blind the same way; never tune on it.
// `-- --set unseen8`: an eighth unseen set (unseen8-set.ts), written blind the same way; never tune on it.
// `-- --set dev7`: safety round 7's development set (dev-set-7.ts), indirect self-harm by concept and the
// ordinary messages that share its words; never trained on.
// `-- --set dev8`: safety round 8's development set (dev-set-8.ts): a friend's goodbye relayed, drowning,
// poison at home, self-harm that came back, forced labour, a beating that drew blood, and their
// look-alikes; never trained on.
// `-- --set corpus`: the statistical model's training corpus (training-corpus.ts).
// `-- --set cv`: whether the statistical model generalises: trained on one body of messages and
// read on another (cross-validate.ts), and the time it takes to train and to read a message.
// `-- --set stability`: whether the model's verdicts hold when a few training lines change: models trained
// with a different random 2 % of their lines left out, and how many corpus and dev messages flip (stability.ts).
// `-- --classifier rules`: the rules alone, without the statistical model (default: both).
// `-- --figures-only`: the table without the listed messages (for a set nobody may read).
const args = process.argv.slice(2);
const option = (name: string, fallback: string) =>
  args.includes(name) ? (args[args.indexOf(name) + 1] ?? fallback) : fallback;
const set = option('--set', 'default');
const which = option('--classifier', 'combined');
const figuresOnly = args.includes('--figures-only');
if (which !== 'combined' && which !== 'rules') {
  console.error(`unknown classifier ${which}: use --classifier rules, or none for rules and model together`);
  process.exit(1);
}
const classify = which === 'rules' ? classifyByRules : classifySafety;

const sets: Record<string, readonly SafetyCase[]> = {
  unseen: UNSEEN_SAFETY_SET,
  unseen2: UNSEEN2_SAFETY_SET,
  unseen3: UNSEEN3_SAFETY_SET,
  unseen4: UNSEEN4_SAFETY_SET,
  unseen5: UNSEEN5_SAFETY_SET,
  unseen6: UNSEEN6_SAFETY_SET,
  unseen7: UNSEEN7_SAFETY_SET,
  unseen8: UNSEEN8_SAFETY_SET,
  corpus: TRAINING_CORPUS,
  dev7: DEV7_SET,
  dev8: DEV8_SET,
};

/** Milliseconds per message of the classifier over a set, after one warm-up pass. */
function timePerMessage(cases: readonly SafetyCase[]): number {
  for (const c of cases) classify(c.text);
  const started = performance.now();
  for (const c of cases) classify(c.text);
  return (performance.now() - started) / cases.length;
}

// The rules' decisive findings, and their ambiguous ones where the model clears the lower bar.
const readings = new Map<string, RulesReading>();
const byRules = (c: SafetyCase, distress: number) => {
  let reading = readings.get(c.text);
  if (!reading) {
    reading = readRules(c.text);
    readings.set(c.text, reading);
  }
  return reading.decisive.length > 0 || (reading.ambiguous.length > 0 && distress >= AMBIGUOUS_THRESHOLD);
};

function crossValidation(): string {
  const thresholds = [...new Set([0.5, 0.6, 0.7, 0.8, CHECK_IN_THRESHOLD, SURE_THRESHOLD])].sort((a, b) => a - b);
  const seen = [...SAFETY_EVAL_SET, ...UNSEEN_SAFETY_SET, ...UNSEEN2_SAFETY_SET];
  const lines: string[] = [];
  const report = (title: string, scored: ReturnType<typeof scoreWith>) => {
    lines.push(
      '',
      `### ${title}`,
      '',
      `highest score of an ordinary message: ${highestOrdinary(scored).toFixed(3)}`,
      '',
    );
    lines.push(
      '| threshold | model: recall | model: ordinary flagged | rules or model: recall | rules or model: ordinary flagged |',
    );
    lines.push('|---|---|---|---|---|');
    const model = atThresholds(scored, thresholds);
    const both = atThresholds(scored, thresholds, byRules);
    model.forEach((m, i) =>
      lines.push(`| ${m.threshold} | ${m.recall} | ${m.falseAlarms} | ${both[i]?.recall} | ${both[i]?.falseAlarms} |`),
    );
  };
  const fromCorpus = trainModel(TRAINING_CORPUS);
  for (const [name, cases] of [
    ['evaluation set', SAFETY_EVAL_SET],
    ['unseen', UNSEEN_SAFETY_SET],
    ['unseen2', UNSEEN2_SAFETY_SET],
  ] as const) {
    report(`trained on the corpus only, read on ${name}`, scoreWith(fromCorpus, cases));
  }
  report('trained on the seen sets only, read on the corpus', scoreWith(trainModel(seen), TRAINING_CORPUS));
  report('5-fold cross-validation over everything the model learns from', outOfFold(MODEL_TRAINING_SET, 5));
  return lines.join('\n');
}

if (set === 'cv') {
  console.log(crossValidation());
} else if (set === 'stability') {
  const read = [
    { name: 'corpus', cases: TRAINING_CORPUS },
    { name: 'dev7', cases: DEV7_SET },
    { name: 'dev8', cases: DEV8_SET },
  ];
  console.log(formatStability(stability(MODEL_TRAINING_SET, read, CHECK_IN_THRESHOLD, byRules)));
} else if (set === 'default') {
  console.log(formatReport(evaluate(SAFETY_EVAL_SET, classify), SAFETY_KINDS));
} else if (sets[set]) {
  const cases = sets[set];
  const report = formatSetReport(set, cases, classify, SAFETY_KINDS);
  console.log(figuresOnly ? report.split('\n\n')[0] : report);
} else {
  console.error(
    `unknown set ${set}: use --set unseen, unseen2, unseen3, unseen4, unseen5, unseen6, unseen7, unseen8, corpus, dev7, dev8, cv or stability, or none for the tuning and held-out set`,
  );
  process.exit(1);
}
if (set !== 'cv' && set !== 'stability') {
  const training = which === 'rules' ? '' : `; the model trained in ${safetyModel().durationMs.toFixed(0)} ms`;
  console.log(`\n${which}: ${timePerMessage(sets[set] ?? SAFETY_EVAL_SET).toFixed(3)} ms per message${training}`);
}
