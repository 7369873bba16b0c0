// Bengali-aware text handling for the tutor: normalisation and tokens for retrieval, and the
// word splitting of replies for word-by-word streaming.

import { RETRIEVAL_STOP_WORDS } from './stop-words';

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** NFC (so `য়` has one spelling), no zero-width joiners, Latin digits, lower-case Latin. */
export function normalize(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u200c\u200d]/g, '')
    .replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
    .toLowerCase();
}

// Question words, pronouns, particles and auxiliaries, Bengali and English: they say nothing about what is asked.
const STOP_WORDS = new Set(
  [
    // Bengali
    'কী',
    'কি',
    'কেন',
    'কীভাবে',
    'কিভাবে',
    'কেমন',
    'কোথায়',
    'কখন',
    'কোন',
    'কোনো',
    'কোনটি',
    'কোনটা',
    'কে',
    'কত',
    'কতটা',
    'কতটুকু',
    'কাকে',
    'কার',
    'এবং',
    'ও',
    'আর',
    'বা',
    'অথবা',
    'কিন্তু',
    'যে',
    'যা',
    'যদি',
    'তবে',
    'তাহলে',
    'এই',
    'এ',
    'এটি',
    'এটা',
    'এগুলো',
    'ওই',
    'ওটা',
    'সেই',
    'সে',
    'তা',
    'তার',
    'তাদের',
    'এর',
    'এক',
    'একটি',
    'একটা',
    'হয়',
    'হলো',
    'হল',
    'হবে',
    'হয়ে',
    'হতে',
    'হচ্ছে',
    'করে',
    'করা',
    'কর',
    'করো',
    'করুন',
    'করব',
    'করবো',
    'করতে',
    'করি',
    'দাও',
    'দিন',
    'দিয়ে',
    'দেও',
    'বলো',
    'বলুন',
    'বল',
    'বলে',
    'আমাকে',
    'আমি',
    'আমার',
    'আমরা',
    'আমাদের',
    'তুমি',
    'তোমার',
    'তোমাকে',
    'আপনি',
    'আপনার',
    'না',
    'নয়',
    'নেই',
    'আছে',
    'ছিল',
    'থেকে',
    'জন্য',
    'মধ্যে',
    'সাথে',
    'সঙ্গে',
    'পারে',
    'পারি',
    'যায়',
    'একটু',
    'অনেক',
    'সব',
    'সকল',
    'মানে',
    'বলতে',
    'বোঝায়',
    'বুঝায়',
    'জানতে',
    'চাই',
    'প্লিজ',
    'দয়া',
    'ভাই',
    'স্যার',
    'আপু',
    'আবার',
    'লেখো',
    'লিখ',
    'লেখ',
    'লিখো',
    'দেখাও',
    'বোঝাও',
    'বুঝাও',
    'বুঝিয়ে',
    'বোঝান',
    'ব্যাখ্যা',
    'বর্ণনা',
    'আলোচনা',
    'উত্তর',
    'প্রশ্ন',
    'বুঝিনি',
    'বুঝি',
    'বুঝলাম',
    'বুঝতে',
    'পারছি',
    'পারলাম',
    'পারিনি',
    'বের',
    'নির্ণয়',
    'খুঁজে',
    'পাওয়া',
    'পাব',
    'যাবে',
    'লাগবে',
    'থাকে',
    'থাকা',
    'থাকবে',
    'বলা',
    'দেখা',
    'ছিলেন',
    'ছিলো',
    'হন',
    'হলেন',
    'হয়েছিল',
    'হয়েছিলেন',
    'করেন',
    'করেছিলেন',
    'করেছেন',
    'কয়টি',
    'কয়টা',
    'কী কী',
    'কবে',
    'কারা',
    'এরা',
    'ওরা',
    'নাকি',
    'কিসের',
    'কিসে',
    'কীসের',
    'তাইলে',
    'তাহলে',
    'আরেকটু',
    'আরো',
    'আরও',
    // A classifier written apart from its word ("সুত্র টা", "বেসগুলা" as "বেস গুলা")
    'টা',
    'টি',
    'টো',
    'গুলো',
    'গুলা',
    'গুলি',
  ]
    .map((word) => word.normalize('NFC'))
    .concat([...RETRIEVAL_STOP_WORDS]),
);

// Case endings, plural markers and classifiers, longest first. Not `য়`, which ends many roots
// (সময়, বিষয়, অধ্যায়), nor `দের`, which would cut উদ্ভিদের to উদ্ভি.
const SUFFIXES = [
  'গুলোর',
  'গুলোকে',
  'গুলোতে',
  'গুলো',
  'গুলি',
  'েরা',
  'ের',
  'কে',
  'তে',
  'টির',
  'টিকে',
  'টি',
  'টা',
  'রা',
  'র',
  'ে',
]
  .map((suffix) => suffix.normalize('NFC'))
  .sort((a, b) => b.length - a.length);
const LOCATIVE_AFTER_A = 'ায়'.normalize('NFC');

/**
 * Light stemming: `লাভের` → `লাভ`, `গতিতে` → `গতি`. Suffixes come off until none is left, so a
 * word and its inflections meet (`ধারার` and `ধারা` both become `ধা`); applied alike to lesson
 * and question, an over-short stem only merges rare words.
 */
export function stem(word: string): string {
  let current = word;
  for (;;) {
    const suffix = SUFFIXES.find((s) => current.endsWith(s) && current.length - s.length >= 2);
    if (suffix) {
      current = current.slice(0, -suffix.length);
      continue;
    }
    // After a long a, `য়` is the locative ending: টাকায় → টাকা.
    if (current.endsWith(LOCATIVE_AFTER_A) && current.length > LOCATIVE_AFTER_A.length + 1) {
      return current.slice(0, -LOCATIVE_AFTER_A.length + 1);
    }
    return current;
  }
}

/** The content words of a text, normalised and stemmed; LaTeX commands (`\frac`) are not words. */
export function contentTokens(text: string): string[] {
  const tokens: string[] = [];
  for (const raw of normalize(text.replace(/\\[a-zA-Z]+/g, ' ')).split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (raw.length < 2 || STOP_WORDS.has(raw)) continue;
    const word = stem(raw);
    if (!STOP_WORDS.has(word)) tokens.push(word);
  }
  return tokens;
}

/** Every word of a text, normalised but kept whole: for matching phrases and intents. */
export function plainWords(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Longest inline or display formula held back while waiting for its closing `$`. */
const MAX_PENDING_MATH = 500;

/**
 * Cuts streamed text into words for `chunk` events: each word carries the whitespace after it,
 * so the words joined give back the text exactly, and a `$…$` or `$$…$$` formula stays one word
 * (a client rendering the text so far never sees half a formula). Text arrives in pieces of any
 * size; `push` returns the words completed so far, `flush` the rest at the end.
 */
export class WordSplitter {
  private buffer = '';

  push(piece: string): string[] {
    this.buffer += piece;
    return this.take(false);
  }

  flush(): string[] {
    return this.take(true);
  }

  private take(final: boolean): string[] {
    const text = this.buffer;
    const words: string[] = [];
    let start = 0;
    for (;;) {
      const end = wordEnd(text, start, final);
      if (end === undefined) break;
      words.push(text.slice(start, end));
      start = end;
    }
    this.buffer = text.slice(start);
    if (final) {
      // Whitespace alone (nothing after the last word) is not a word of its own.
      this.buffer = '';
    }
    return words;
  }
}

const isSpace = (char: string | undefined) => char !== undefined && /\s/.test(char);

/** End of the word starting at `start` (its trailing whitespace included), or undefined if incomplete. */
function wordEnd(text: string, start: number, final: boolean): number | undefined {
  let i = start;
  while (i < text.length && isSpace(text[i])) i += 1; // leading whitespace: only at the very start
  if (i >= text.length) return undefined;
  while (i < text.length && !isSpace(text[i])) {
    if (text[i] === '$' && text[i - 1] !== '\\') {
      const display = text.startsWith('$$', i);
      const open = display ? 2 : 1;
      const close = text.indexOf(display ? '$$' : '$', i + open);
      // Inline maths stays on one line; a lone `$` (or one never closed) is just a character.
      const newline = display ? -1 : text.indexOf('\n', i + open);
      const closed = close !== -1 && (newline === -1 || close < newline);
      if (closed) {
        i = close + open;
        continue;
      }
      const undecided = close === -1 && newline === -1 && text.length - i < MAX_PENDING_MATH;
      if (undecided && !final) return undefined;
    }
    i += 1;
  }
  if (i >= text.length && !final) return undefined;
  while (i < text.length && isSpace(text[i])) i += 1;
  if (i >= text.length && !final) return undefined; // more whitespace may follow
  return i;
}
