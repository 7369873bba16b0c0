import type { SafetyKind, SafetySeverity } from '@study/contract';
import {
  ASKING_THE_TUTOR,
  DESPAIR,
  FILLERS,
  FIRST_PERSON,
  GIVE_ME,
  LESSON_TERMS,
  MY_SCHOOLWORK,
  PEERS,
  RULES,
  WORD_STUDY,
} from './lexicon';
import type { OverrulingContext, Rule } from './lexicon';
import { allWithin, findCue } from './matcher';
import type { Cue, Span } from './matcher';
import { words as messageWords } from './normalise';
import { combinedSignals } from './signals';
import { overrulingContexts } from './context';
import { AMBIGUOUS_THRESHOLD, classifyByModel, readWithModel, SURE_THRESHOLD } from './statistical';

export type { SafetyKind, SafetySeverity } from '@study/contract';

// The safety classifier in front of every tutor provider: does a student's message say they are
// at risk? Separate from the lesson's low-confidence flag ("the lesson does not cover this"),
// which says nothing about the student.

export interface SafetyVerdict {
  /** The most serious kind found (self-harm before sexual exploitation before abuse …). */
  kind: SafetyKind;
  /** high: a risk to life or ongoing abuse; medium: distress, bullying. */
  severity: SafetySeverity;
  /** Every kind found, most serious first. */
  kinds: SafetyKind[];
  /**
   * sure: the rules found it, or the statistical model is confident: the caring reply of the kind.
   * check_in: only the model found it, and it is not sure: a gentle check-in reply, still flagged
   * for an adult with the kind's severity.
   */
  confidence: 'sure' | 'check_in';
}

export const SEVERITY_OF: Record<SafetyKind, SafetySeverity> = {
  self_harm: 'high',
  sexual_exploitation: 'high',
  abuse: 'high',
  online_threat: 'high',
  bullying: 'medium',
  hopelessness: 'medium',
};
const PRIORITY: SafetyKind[] = [
  'self_harm',
  'sexual_exploitation',
  'abuse',
  'online_threat',
  'bullying',
  'hopelessness',
];

/** Messages are at most 1000 characters; a longer text is read in full but bounded here, to keep cost linear. */
const MAX_WORDS = 400;

/** Each cue's matches in one message, found once however many rules use the cue. */
type Matches = (target: Cue) => Span[];

function matchesIn(words: readonly string[]): Matches {
  const found = new Map<Cue, Span[]>();
  return (target) => {
    let spans = found.get(target);
    if (!spans) {
      spans = findCue(words, target);
      found.set(target, spans);
    }
    return spans;
  };
}

/** A rule's cue matches, with a negated cue's matches left out. */
function ruleMatches(matches: Matches, rule: Rule): boolean {
  const spansPerCue = rule.cues.map((c) => [...matches(c)]);
  const last = spansPerCue.length - 1;
  if (rule.notFollowedBy) {
    const negations = matches(rule.notFollowedBy);
    spansPerCue[last] = (spansPerCue[last] ?? []).filter(
      (span) => !negations.some((n) => n.start > span.end && n.start - span.end <= 2),
    );
  }
  if (rule.notNear) {
    const others = matches(rule.notNear);
    spansPerCue[last] = (spansPerCue[last] ?? []).filter(
      (span) =>
        !others.some(
          (o) => (o.start > span.end && o.start - span.end <= 2) || (o.end < span.start && span.start - o.end <= 2),
        ),
    );
  }
  return rule.ordered ? inOrderWithin(spansPerCue, rule.window) : allWithin(spansPerCue, rule.window);
}

/** One match per cue, each starting after the previous one ends, all within `window` words. */
function inOrderWithin(spansPerCue: readonly Span[][], window: number): boolean {
  const [first, ...rest] = spansPerCue;
  return (first ?? []).some((start) => {
    let end = start.end;
    for (const spans of rest) {
      // The earliest match after the previous one leaves the most room for the next.
      const next = spans.find((span) => span.start > end);
      if (!next) return false;
      end = next.end;
    }
    return end - start.start < window;
  });
}

/**
 * The safety verdict on a student's message: the rules' (lexicon.ts, signals.ts), and when they
 * find nothing, the statistical model's (statistical.ts), which reads inflections, spellings and
 * phrasings the rules were never written for.
 */
export function classifySafety(message: string): SafetyVerdict | null {
  const reading = readRules(message);
  if (reading.decisive.length > 0) return verdictOf(reading.decisive, 'sure');
  if (reading.ambiguous.length > 0) {
    // An ambiguous finding in a joke, a lesson or a denial: it lowers the bar the model must
    // clear, and the model decides ("exam e more jabo lol" is not "… more jabo, sotti bolchi").
    const { distress } = readWithModel(message);
    if (distress < AMBIGUOUS_THRESHOLD) return null;
    return verdictOf(reading.ambiguous, distress >= SURE_THRESHOLD ? 'sure' : 'check_in');
  }
  // A question about a word that says nothing of the student is a lesson question for the model too.
  if (isWordStudy(message)) return null;
  const byModel = classifyByModel(message);
  if (!byModel) return null;
  const { kind, confidence } = byModel;
  // A check-in keeps the kind's severity: the reply is gentler, the adult's list is not.
  return { kind, severity: SEVERITY_OF[kind], kinds: [kind], confidence };
}

/** The message's words as the rules read them: fillers left out, lesson terms and requests to the tutor blanked. */
function ruleWords(message: string): { all: string[]; words: string[] } {
  const all = messageWords(message).slice(0, MAX_WORDS);
  const fillers = new Set(findCue(all, FILLERS).map((span) => span.start));
  const unfilled = all.filter((_, index) => !fillers.has(index));
  // A lesson term or a request to the tutor keeps its place (windows still count it) but matches no cue.
  const words = [...unfilled];
  for (const span of [...findCue(unfilled, LESSON_TERMS), ...findCue(unfilled, ASKING_THE_TUTOR)]) {
    words.fill('', span.start, span.end + 1);
  }
  return { all, words };
}

/**
 * A question about a word ("আত্মহত্যা শব্দের সমাস কী?", "what does bully mean?", "give me a
 * sentence with blackmail") that says nothing of the student: a lesson question.
 */
function wordStudyIn(words: readonly string[]): boolean {
  const givingMe = new Set(
    [...findCue(words, GIVE_ME), ...findCue(words, MY_SCHOOLWORK)].flatMap((span) => [span.start, span.end]),
  );
  const aboutTheStudent = findCue(words, FIRST_PERSON).some((span) => !givingMe.has(span.start));
  return !aboutTheStudent && findCue(words, WORD_STUDY).length > 0;
}

export const isWordStudy = (message: string): boolean => wordStudyIn(ruleWords(message).words);

/**
 * What the rules find: kinds found by decisive rules (and by ambiguous ones with nothing to
 * overrule them), and kinds found only by ambiguous rules in a context that can overrule them (a
 * verb students also use in jest inside a joke, a word that history uses of others inside a
 * lesson question, a denial).
 */
export interface RulesReading {
  decisive: SafetyKind[];
  /** Left to the statistical model, at a lower threshold. */
  ambiguous: SafetyKind[];
  /** Which rules matched (indexes into RULES). */
  matched: number[];
}

export function readRules(message: string): RulesReading {
  const { all, words } = ruleWords(message);
  // The signal combinations read the fillers too ("একেবারে চলে যাব" is a finality, not an intensifier).
  const signalWords = [...all];
  for (const span of findCue(all, LESSON_TERMS)) signalWords.fill('', span.start, span.end + 1);

  if (wordStudyIn(words)) return { decisive: [], ambiguous: [], matched: [] };

  const decisive = new Set<SafetyKind>();
  const ambiguous = new Set<SafetyKind>();
  const matched: number[] = [];
  const matches = matchesIn(words);
  const byPeers = matches(PEERS).length > 0;
  let contexts: ReadonlySet<OverrulingContext> | undefined;
  for (const [index, rule] of RULES.entries()) {
    const kind = rule.byPeers && byPeers ? rule.byPeers : rule.kind;
    if (decisive.has(kind) || !ruleMatches(matches, rule)) continue;
    matched.push(index);
    contexts ??= rule.ambiguous ? overrulingContexts(message, all) : undefined;
    const overruled = rule.ambiguous?.some((context) => contexts?.has(context)) ?? false;
    (overruled ? ambiguous : decisive).add(kind);
  }
  const signs = DESPAIR.signs.filter((sign) => matches(sign).length > 0).length;
  if (signs >= DESPAIR.atLeast) decisive.add('hopelessness');
  const combined = combinedSignals(signalWords);
  for (const kind of combined.decisive) decisive.add(kind);
  // A combination as often ordinary as not: the model decides, as for an overruled ambiguous rule.
  for (const kind of combined.toModel) ambiguous.add(kind);
  return {
    decisive: PRIORITY.filter((kind) => decisive.has(kind)),
    ambiguous: PRIORITY.filter((kind) => ambiguous.has(kind) && !decisive.has(kind)),
    matched,
  };
}

const verdictOf = (kinds: readonly SafetyKind[], confidence: SafetyVerdict['confidence']): SafetyVerdict | null => {
  const sorted = PRIORITY.filter((kind) => kinds.includes(kind));
  const [kind] = sorted;
  return kind ? { kind, severity: SEVERITY_OF[kind], kinds: sorted, confidence } : null;
};

/**
 * The rules' verdict alone: what the decisive rules find, and what the ambiguous ones find where
 * nothing in the message can overrule them (with such a context, the rules alone abstain).
 */
export function classifyByRules(message: string): SafetyVerdict | null {
  return verdictOf(readRules(message).decisive, 'sure');
}
