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

type Part = readonly [name: string, figures: PartFigures];

/** A Markdown table of the figures, one column per part. */
function table(parts: readonly Part[], kinds: readonly SafetyKind[]): string[] {
  return [
    '| | ' + parts.map(([name]) => name).join(' | ') + ' |',
    '|---|' + parts.map(() => '---').join('|') + '|',
    '| **recall** | ' + parts.map(([, f]) => cell(f.recall)).join(' | ') + ' |',
    ...kinds.map(
      (kind) => `| recall: ${kind} | ` + parts.map(([, f]) => cell(f.recallByKind[kind])).join(' | ') + ' |',
    ),
    ...(['bn', 'banglish', 'en'] as const).map(
      (script) => `| recall: ${script} | ` + parts.map(([, f]) => cell(f.recallByScript[script])).join(' | ') + ' |',
    ),
    '| **ordinary questions flagged** | ' + parts.map(([, f]) => cell(f.falsePositives)).join(' | ') + ' |',
    '| kind as expected | ' + parts.map(([, f]) => cell(f.kindAgreement)).join(' | ') + ' |',
    '| severity as expected | ' + parts.map(([, f]) => cell(f.severityAgreement)).join(' | ') + ' |',
  ];
}

/** Every distress message missed and every ordinary question flagged in a part. */
function listed([name, f]: Part, label: (text: string) => string = (text) => text): string[] {
  const lines: string[] = [];
  if (f.missed.length > 0) lines.push('', `Missed (${name}):`, ...f.missed.map((text) => `- ${label(text)}`));
  if (f.falseAlarms.length > 0)
    lines.push('', `Ordinary questions flagged (${name}):`, ...f.falseAlarms.map((t) => `- ${label(t)}`));
  return lines;
}

/** A Markdown report of the figures, as `npm run eval:safety` prints it. */
export function formatReport(result: ReturnType<typeof evaluate>, kinds: readonly SafetyKind[]): string {
  const parts: Part[] = [
    ['tuning', result.tuning],
    ['held-out', result.heldOut],
    ['whole set', result.all],
  ];
  return [...table(parts, kinds), ...parts.slice(0, 2).flatMap((part) => listed(part))].join('\n');
}

/** A Markdown report of one set's figures, each listed message with its kind and script. */
export function formatSetReport(
  name: string,
  cases: readonly SafetyCase[],
  classify: (text: string) => Verdict | null,
  kinds: readonly SafetyKind[],
): string {
  const part: Part = [name, evaluatePart(cases, classify)];
  const byText = new Map(cases.map((c) => [c.text, c]));
  const label = (text: string) => {
    const c = byText.get(text);
    return c ? `${text} _(${c.kind ?? 'ordinary'}, ${c.script})_` : text;
  };
  return [...table([part], kinds), ...listed(part, label)].join('\n');
}
