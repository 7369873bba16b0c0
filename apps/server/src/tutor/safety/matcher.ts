import { foldWord, normaliseText } from './normalise';

// Word-level matching of lexicon cues, so no regular expression ever scans a message with nested
// quantifiers: a cue is a list of phrases, a phrase a sequence of word patterns matched on
// consecutive words. A word pattern is a stem (matches any word it begins: "মর" matches "মরতে",
// "মরে"), an exact word when it ends with "=" ("die=" is not "diet"), or an ending when it starts
// with "-" ("-ena" matches Banglish "korena", "lagena").

interface WordPattern {
  text: string;
  mode: 'stem' | 'exact' | 'ending';
}

export interface Cue {
  phrases: WordPattern[][];
}

function wordPattern(raw: string): WordPattern {
  if (raw.endsWith('=')) return { text: foldWord(normaliseText(raw.slice(0, -1))), mode: 'exact' };
  if (raw.startsWith('-')) return { text: foldWord(normaliseText(raw.slice(1))), mode: 'ending' };
  return { text: foldWord(normaliseText(raw)), mode: 'stem' };
}

/** A cue from phrases written naturally (folded here like the messages they are matched against). */
export function cue(...phrases: string[]): Cue {
  return {
    phrases: phrases.map((phrase) =>
      phrase
        .split(/\s+/)
        .filter((part) => part !== '')
        .map(wordPattern),
    ),
  };
}

/** Several cues as one (any of them). */
export function anyCue(...cues: Cue[]): Cue {
  return { phrases: cues.flatMap((c) => c.phrases) };
}

function wordMatches(word: string, pattern: WordPattern): boolean {
  switch (pattern.mode) {
    case 'exact':
      return word === pattern.text;
    case 'ending':
      return word.length > pattern.text.length && word.endsWith(pattern.text);
    case 'stem':
      return word.startsWith(pattern.text);
  }
}

/** A match: the first and last word index it covers. */
export interface Span {
  start: number;
  end: number;
}

/**
 * A cue's phrases by the first letter of their first word (a word a stem or exact pattern matches
 * starts with that letter), so a word is tried against a few phrases, not the whole lexicon.
 * Phrases opening with an ending pattern are tried at every word.
 */
interface PhraseIndex {
  byFirstLetter: Map<string, WordPattern[][]>;
  anyWord: WordPattern[][];
}
const indexes = new WeakMap<Cue, PhraseIndex>();

function indexOf(target: Cue): PhraseIndex {
  let index = indexes.get(target);
  if (!index) {
    index = { byFirstLetter: new Map(), anyWord: [] };
    for (const phrase of target.phrases) {
      const first = phrase[0];
      if (!first || first.mode === 'ending' || first.text === '') {
        index.anyWord.push(phrase);
        continue;
      }
      const letter = first.text[0] as string;
      const list = index.byFirstLetter.get(letter);
      if (list) list.push(phrase);
      else index.byFirstLetter.set(letter, [phrase]);
    }
    indexes.set(target, index);
  }
  return index;
}

const NO_PHRASES: WordPattern[][] = [];

/** Every place a cue occurs in the words. */
export function findCue(words: readonly string[], target: Cue): Span[] {
  const spans: Span[] = [];
  const index = indexOf(target);
  for (let start = 0; start < words.length; start += 1) {
    // The shortest phrase found here: a cue takes as little of a rule's window as it can.
    let shortest: number | undefined;
    const word = words[start] as string;
    const candidates =
      index.anyWord.length === 0
        ? (index.byFirstLetter.get(word[0] ?? '') ?? NO_PHRASES)
        : [...(index.byFirstLetter.get(word[0] ?? '') ?? NO_PHRASES), ...index.anyWord];
    for (const phrase of candidates) {
      if (start + phrase.length > words.length || (shortest !== undefined && phrase.length >= shortest)) continue;
      if (phrase.every((pattern, offset) => wordMatches(words[start + offset] as string, pattern))) {
        shortest = phrase.length;
      }
    }
    if (shortest !== undefined) spans.push({ start, end: start + shortest - 1 });
  }
  return spans;
}

/**
 * Whether one match of every cue fits within `window` words (from the first word of the earliest
 * to the last word of the latest). Tried from each match's start, so it costs matches × cues ×
 * matches at worst: a few hundred words make a few hundred matches at most.
 */
export function allWithin(spansPerCue: readonly Span[][], window: number): boolean {
  if (spansPerCue.some((spans) => spans.length === 0)) return false;
  const starts = spansPerCue.flatMap((spans) => spans.map((span) => span.start));
  return starts.some((from) =>
    spansPerCue.every((spans) => spans.some((span) => span.start >= from && span.end - from < window)),
  );
}
