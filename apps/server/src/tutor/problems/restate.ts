import { bengaliSkeleton, latinSkeleton } from '../banglish';
import { contentTokens, normalize, plainWords } from '../text';
import { guide, opensFollowUp, readProblem } from './index';
import type { GuideOutcome, GuideRequest } from './index';
import { ASKS_WHY } from './machine';
import { WRITTEN_NUMBER } from './numbers';
import type { Reading } from './types';

// A follow-up that changes the previous calculation ("তাহলে ৫ বছরে?", "what if I sold it for 60
// taka?", "তাহলে লম্ব ৯ সেমি আর ভূমি ১২ সেমি হলে?", "ok then for 15?", "আর সেন্টিমিটারে?"):
// the last question the guide read as a problem, with the student's new numbers put where the
// old ones of the same name or unit stood (or a new unit in place of one), worked afresh.

/** A follow-up of more words is a new question, not a change to the last one. */
const MAX_RESTATED_WORDS = 10;
/** A user turn of this many words that the guide cannot read is a new question: look no further back. */
const NEW_QUESTION_WORDS = 3;

/** Words around a follow-up's number that name no quantity ("ok then for 15?", "what about 20?"). */
const FILLER = new Set(['ok', 'okay', 'accha', 'acha', 'আচ্ছা', 'what', 'about', 'for', 'হলে', 'hole', 'হয়', 'hoy']);
const namesNothing = (word: string) => FILLER.has(word) || opensFollowUp(`${word} `);

/** A number alone, with at most its unit ("20?", "৭ সেমি?", "for 15?", "৫ বছরে হলে?"): a follow-up by itself. */
const BARE_NUMBER = new RegExp(
  String.raw`^\s*(?:for\s+)?${WRITTEN_NUMBER}\s*%?\s*(?:[^\s\d?।,.!;:()]+)?\s*(?:হলে|hole|হয়|hoy)?\s*[?？!।.]*\s*$`,
  'u',
);

/** Counting words after a number ("১০টা", "10 ta", "৫ জন"): they count, they name no unit. */
const CLASSIFIERS = new Set(['টা', 'টি', 'টো', 'জন', 'খানা', 'খানি', 'ta', 'ti', 'to', 'jon', 'khana'].map(normalize));

/** A word in either script by its sound: "bochore" and বছরে, "lombo" and লম্ব meet. */
const soundKey = (word: string) => (/^[a-z]+$/.test(word) ? latinSkeleton(word) : bengaliSkeleton(word));

interface Quantity {
  start: number;
  end: number;
  /** The word right after the number ("বছরে", "kg", "th"), by its sound. */
  unit: string;
  /** The words naming it since the quantity before ("লম্ব", "radius", "sold"). */
  labels: string[];
  /** One of a list ("3, 7, 11, 15"): a pattern's terms, never what a follow-up changes. */
  listed: boolean;
}

/** The same word, or two that sound alike ("lombo" and লম্ব; a skeleton of one letter says too little). */
const sameWord = (a: string, b: string) => a === b || (soundKey(a).length >= 2 && soundKey(a) === soundKey(b));

function quantities(text: string): Quantity[] {
  const found: Quantity[] = [];
  let from = 0;
  let previousUnit = '';
  for (const match of text.matchAll(new RegExp(WRITTEN_NUMBER, 'gu'))) {
    const start = match.index;
    const end = start + match[0].length;
    const unit = /^\s*%?\s*([^\s\d?।,.!;:()]+)/u.exec(text.slice(end))?.[1] ?? '';
    const between = text.slice(from, start);
    const labels = contentTokens(between)
      .filter((word) => !/\d/.test(word) && word !== contentTokens(previousUnit)[0] && !namesNothing(word))
      .slice(-3);
    const commaBefore = found.length > 0 && /^\s*,\s*$/u.test(between);
    const commaAfter = /^\s*,\s*\d/u.test(text.slice(end));
    if (commaBefore) (found.at(-1) as Quantity).listed = true;
    const counted = unit === '' || CLASSIFIERS.has(unit);
    found.push({ start, end, unit: counted ? '' : soundKey(unit), labels, listed: commaBefore || commaAfter });
    from = end + (unit === '' ? 0 : text.slice(end).indexOf(unit) + unit.length);
    previousUnit = unit;
  }
  return found;
}

/** The previous question with each new number in place of the old one it names, if any was. */
function withNumbers(previous: string, message: string): string | undefined {
  const old = quantities(previous);
  const used = new Set<Quantity>();
  const replacements: { at: Quantity; value: string }[] = [];
  const free = () => old.filter((q) => !used.has(q) && !q.listed);
  for (const [index, q] of quantities(message).entries()) {
    const value = message.slice(q.start, q.end);
    const byName = free().find((o) => q.labels.some((label) => o.labels.some((other) => sameWord(label, other))));
    // "what if the area is 49?", "what if the profit is 90 taka?": a number that names a quantity
    // the previous question gave no number for asks another problem; it goes in no old place.
    if (!byName && q.labels.length > 0) return undefined;
    const byUnit = q.unit.length >= 2 ? free().filter((o) => o.unit === q.unit) : [];
    const target =
      byName ??
      // A unit names the old number only when one number had it (cost and selling price are both taka).
      (byUnit.length === 1 ? byUnit[0] : undefined) ??
      // "ok then for 15?": a bare number changes the previous question's one number outside its list.
      (q.unit === '' && index === 0 && free().length === 1 ? free()[0] : undefined);
    if (!target) continue;
    used.add(target);
    replacements.push({ at: target, value });
  }
  if (replacements.length === 0) return undefined;
  let text = previous;
  for (const { at, value } of replacements.sort((a, b) => b.at.start - a.at.start))
    text = text.slice(0, at.start) + value + text.slice(at.end);
  return text;
}

/** "আর সেন্টিমিটারে?": the one new word in place of a word of the previous question, from its end. */
function withWord(previous: string, message: string, reading: Reading): string | undefined {
  const openers = new Set(plainWords(message).filter((word) => opensFollowUp(`${word} `)));
  const words = plainWords(message).filter((word) => !openers.has(word) && word.length >= 2);
  const [word] = words;
  // "and why?" asks about the answer, not for another problem.
  if (!word || words.length !== 1 || ASKS_WHY.test(word)) return undefined;
  const old = plainWords(previous);
  const put = (target: string, by: string) =>
    previous.replace(new RegExp(`(?<![\\p{L}\\p{M}])${target}(?![\\p{L}\\p{M}])`, 'u'), by);
  for (let i = old.length - 1; i >= 0; i -= 1) {
    const target = old[i] as string;
    if (/\d/.test(target) || target === word) continue;
    const restated = put(target, word);
    const read = readReading(restated);
    // The new word must be read as something ("and rectangle?" in place of "cm" reads as a word
    // the family does not know, the same as no word there: the unit lost, not a new one given).
    if (read?.family === reading.family && !same(read, reading) && !sameOrNone(readReading(put(target, 'qqq')), read))
      return restated;
  }
  return undefined;
}

const readReading = (text: string): Reading | undefined => {
  const read = readProblem(text);
  return read && 'reading' in read ? read.reading : undefined;
};
const sameOrNone = (a: Reading | undefined, b: Reading) => a !== undefined && same(a, b);

const same = (a: Reading, b: Reading) => a.kind === b.kind && JSON.stringify(a.inputs) === JSON.stringify(b.inputs);

/** The guided reply to a follow-up that changes the previous calculation, if the message is one. */
export function guideRestated(request: GuideRequest): GuideOutcome | undefined {
  const message = normalize(request.message);
  if (plainWords(message).length > MAX_RESTATED_WORDS) return undefined;
  const numbers = /\d/.test(message);
  // "I got 25, thanks": a number in a message that does not open as a follow-up is no new problem.
  if (!opensFollowUp(message) && !(numbers && BARE_NUMBER.test(message))) return undefined;
  for (const turn of request.history.toReversed()) {
    if (turn.role !== 'user') continue;
    const text = normalize(turn.content);
    const read = readProblem(text);
    if (!read || !('reading' in read)) {
      if (contentTokens(text).length >= NEW_QUESTION_WORDS && !opensFollowUp(text)) return undefined;
      continue;
    }
    const restated = numbers ? withNumbers(text, message) : withWord(text, message, read.reading);
    return restated ? guide({ ...request, message: restated }) : undefined;
  }
  return undefined;
}
