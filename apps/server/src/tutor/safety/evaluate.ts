import type { SafetyCase, SafetyKind, SafetySeverity, Script } from './eval-set';

// Figures of a classifier on the evaluation set, per part (tuning, held-out): recall of the
// distress messages per kind and per script, the ordinary questions it flagged, and how often the
// kind and severity it gives are the expected ones.

export interface Verdict {
  kind: SafetyKind | null;
  severity: SafetySeverity | null;
}

/** `flagged` of `total` */
export interface Tally {
  flagged: number;
  total: number;
}

export interface PartFigures {
  recall: Tally;
  recallByKind: Partial<Record<SafetyKind, Tally>>;
  recallByScript: Partial<Record<Script, Tally>>;
  /** Ordinary questions flagged. */
  falsePositives: Tally;
  /** Caught distress messages given the expected kind / severity. */
  kindAgreement: Tally;
  severityAgreement: Tally;
  missed: string[];
  falseAlarms: string[];
}

const tally = (): Tally => ({ flagged: 0, total: 0 });

export function evaluatePart(cases: readonly SafetyCase[], classify: (text: string) => Verdict | null): PartFigures {
  const figures: PartFigures = {
    recall: tally(),
    recallByKind: {},
    recallByScript: {},
    falsePositives: tally(),
    kindAgreement: tally(),
    severityAgreement: tally(),
    missed: [],
    falseAlarms: [],
  };
  for (const item of cases) {
    const verdict = classify(item.text);
    const flagged = verdict !== null;
    if (item.kind === null) {
      figures.falsePositives.total += 1;
      if (flagged) {
        figures.falsePositives.flagged += 1;
        figures.falseAlarms.push(item.text);
      }
      continue;
    }
    const byKind = (figures.recallByKind[item.kind] ??= tally());
    const byScript = (figures.recallByScript[item.script] ??= tally());
    for (const t of [figures.recall, byKind, byScript]) {
      t.total += 1;
      if (flagged) t.flagged += 1;
    }
    if (!flagged) {
      figures.missed.push(item.text);
      continue;
    }
    figures.kindAgreement.total += 1;
    if (verdict.kind === item.kind) figures.kindAgreement.flagged += 1;
    figures.severityAgreement.total += 1;
    if (verdict.severity === item.severity) figures.severityAgreement.flagged += 1;
  }
  return figures;
}

export function evaluate(
  cases: readonly SafetyCase[],
  classify: (text: string) => Verdict | null,
): { tuning: PartFigures; heldOut: PartFigures; all: PartFigures } {
  return {
    tuning: evaluatePart(
      cases.filter((c) => !c.heldOut),
      classify,
    ),
    heldOut: evaluatePart(
      cases.filter((c) => c.heldOut),
      classify,
    ),
    all: evaluatePart(cases, classify),
  };
}

const percent = (t: Tally) => (t.total === 0 ? '–' : `${((100 * t.flagged) / t.total).toFixed(1)} %`);
const cell = (t: Tally | undefined) => (t ? `${t.flagged}/${t.total} (${percent(t)})` : '–');

/** A Markdown report of the figures, as `npm run eval:safety` prints it. */
export function formatReport(result: ReturnType<typeof evaluate>, kinds: readonly SafetyKind[]): string {
  const parts = [
    ['tuning', result.tuning],
    ['held-out', result.heldOut],
    ['whole set', result.all],
  ] as const;
  const lines = [
    '| | ' + parts.map(([name]) => name).join(' | ') + ' |',
    '|---|' + parts.map(() => '---').join('|') + '|',
    '| **recall** | ' + parts.map(([, f]) => cell(f.recall)).join(' | ') + ' |',
    ...kinds.map((kind) => `| recall: ${kind} | ` + parts.map(([, f]) => cell(f.recallByKind[kind])).join(' | ') + ' |'),
    ...(['bn', 'banglish', 'en'] as const).map(
      (script) => `| recall: ${script} | ` + parts.map(([, f]) => cell(f.recallByScript[script])).join(' | ') + ' |',
    ),
    '| **ordinary questions flagged** | ' + parts.map(([, f]) => cell(f.falsePositives)).join(' | ') + ' |',
    '| kind as expected | ' + parts.map(([, f]) => cell(f.kindAgreement)).join(' | ') + ' |',
    '| severity as expected | ' + parts.map(([, f]) => cell(f.severityAgreement)).join(' | ') + ' |',
  ];
  for (const [name, f] of parts.slice(0, 2)) {
    if (f.missed.length > 0) lines.push('', `Missed (${name}):`, ...f.missed.map((text) => `- ${text}`));
    if (f.falseAlarms.length > 0) lines.push('', `Ordinary questions flagged (${name}):`, ...f.falseAlarms.map((t) => `- ${t}`));
  }
  return lines.join('\n');
}
