import type { SafetyCase } from './eval-set';
import { readMessage, trainModel } from './model';
import type { Model, TrainingOptions } from './model';

// Does the statistical model generalise? Figures of a model trained on one body of messages and
// read on another it never saw: the training corpus against the seen sets and back, and k-fold
// cross-validation over everything, at several thresholds. `npm run eval:safety -- --set cv`.

export interface Scored {
  case: SafetyCase;
  distress: number;
}

export const scoreWith = (model: Model, cases: readonly SafetyCase[]): Scored[] =>
  cases.map((c) => ({ case: c, distress: readMessage(model, c.text).distress }));

/** Out-of-fold scores: each message scored by a model trained on the other k − 1 folds (every k-th message). */
export function outOfFold(cases: readonly SafetyCase[], k: number, options: TrainingOptions = {}): Scored[] {
  const scored: Scored[] = [];
  for (let fold = 0; fold < k; fold += 1) {
    const model = trainModel(
      cases.filter((_, i) => i % k !== fold),
      options,
    );
    scored.push(
      ...scoreWith(
        model,
        cases.filter((_, i) => i % k === fold),
      ),
    );
  }
  return scored;
}

export interface AtThreshold {
  threshold: number;
  recall: string;
  falseAlarms: string;
}

export function atThresholds(
  scored: readonly Scored[],
  thresholds: readonly number[],
  alsoFlagged?: (c: SafetyCase, distress: number) => boolean,
): AtThreshold[] {
  const distress = scored.filter((s) => s.case.kind !== null);
  const ordinary = scored.filter((s) => s.case.kind === null);
  const flagged = (s: Scored, t: number) => s.distress >= t || (alsoFlagged?.(s.case, s.distress) ?? false);
  return thresholds.map((threshold) => ({
    threshold,
    recall: `${distress.filter((s) => flagged(s, threshold)).length}/${distress.length}`,
    falseAlarms: `${ordinary.filter((s) => flagged(s, threshold)).length}/${ordinary.length}`,
  }));
}

/** The highest score an ordinary message got: a threshold above it flags none of them. */
export const highestOrdinary = (scored: readonly Scored[]) =>
  Math.max(0, ...scored.filter((s) => s.case.kind === null).map((s) => s.distress));
