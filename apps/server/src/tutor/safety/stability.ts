import type { SafetyCase } from './eval-set';
import { readMessage, seeded, trainModel } from './model';
import type { TrainingOptions } from './model';

// Is the statistical model stable? A verdict that flips when a few unrelated lines are added to the
// corpus or taken from it is noise, and will not carry over to messages nobody has seen. The model
// is trained several times, each time with a different random 2 % of its lines left out, and every
// message is read by each of those models: a message flips when the models disagree on whether it
// clears the threshold. `npm run eval:safety -- --set stability`.

export interface StabilityReport {
  runs: number;
  /** Per set read: messages read, and how many of them flipped between runs. */
  sets: { name: string; read: number; flipped: number; distressFlipped: number; flippedWithRules: number }[];
  /** Milliseconds per training run. */
  trainingMs: number;
}

/**
 * Trains `runs` models on `training` with a different `drop` share of its lines left out each time,
 * and counts the messages of each read set whose verdict (distress ≥ threshold) is not the same for
 * all of them, by the model alone and with `alsoFlagged` (the rules) beside it. A message left out of
 * any run is not counted: it was unseen to that run only.
 */
export function stability(
  training: readonly SafetyCase[],
  read: readonly { name: string; cases: readonly SafetyCase[] }[],
  threshold: number,
  alsoFlagged: (c: SafetyCase, distress: number) => boolean,
  options: TrainingOptions = {},
  runs = 5,
  drop = 0.02,
): StabilityReport {
  const random = seeded(2026);
  const droppedEver = new Set<string>();
  const verdicts = read.map((r) => r.cases.map(() => new Set<boolean>()));
  const withRules = read.map((r) => r.cases.map(() => new Set<boolean>()));
  let trainingMs = 0;
  for (let run = 0; run < runs; run += 1) {
    const kept = training.filter((c) => {
      if (random() >= drop) return true;
      droppedEver.add(c.text);
      return false;
    });
    const started = performance.now();
    const model = trainModel(kept, options);
    trainingMs += performance.now() - started;
    read.forEach((r, s) =>
      r.cases.forEach((c, i) => {
        const { distress } = readMessage(model, c.text);
        verdicts[s]?.[i]?.add(distress >= threshold);
        withRules[s]?.[i]?.add(distress >= threshold || alsoFlagged(c, distress));
      }),
    );
  }
  return {
    runs,
    trainingMs: trainingMs / runs,
    sets: read.map((r, s) => {
      const counted = r.cases
        .map((c, i) => ({ c, v: verdicts[s]?.[i], both: withRules[s]?.[i] }))
        .filter(({ c }) => !droppedEver.has(c.text));
      const flips = counted.filter(({ v }) => (v?.size ?? 0) > 1);
      return {
        name: r.name,
        read: counted.length,
        flipped: flips.length,
        distressFlipped: flips.filter(({ c }) => c.kind !== null).length,
        flippedWithRules: counted.filter(({ both }) => (both?.size ?? 0) > 1).length,
      };
    }),
  };
}

export const formatStability = (report: StabilityReport): string =>
  [
    `${report.runs} models, each trained without a different random 2 % of the training lines (${report.trainingMs.toFixed(0)} ms each)`,
    '',
    '| set | messages read | model: verdict flipped between runs | of them distress | rules or model: flipped |',
    '|---|---|---|---|---|',
    ...report.sets.map(
      (s) => `| ${s.name} | ${s.read} | ${s.flipped} | ${s.distressFlipped} | ${s.flippedWithRules} |`,
    ),
  ].join('\n');
