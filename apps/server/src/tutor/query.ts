import { BANGLISH_STOP_WORDS } from './banglish';
import type { BanglishMatcher } from './banglish';
import { GLOSSARY } from './glossary';
import { RETRIEVAL_STOP_WORDS } from './stop-words';
import { contentTokens, plainWords } from './text';

// A student's question as the chapter's tokens, whatever the script: English terms through the
// glossary, Banglish words through their sound, Bengali words stemmed and, when the chapter does
// not spell them that way ("সাধারন", "শ্রেনি", "পলাশী"), matched to the chapter's spelling;
// function words of all three dropped.

/** Glossary keyed by the English term: its Bengali terms. */
const glossary = new Map<string, string[]>();
for (const [english, bengali] of GLOSSARY) glossary.set(english, [...(glossary.get(english) ?? []), bengali]);
const MAX_TERM_WORDS = 3;
const isLatin = (word: string) => /^[a-z]+$/.test(word);

/** The forms an English word's dictionary entry may have: "chromosomes" → chromosome, "partitioned" → partition. */
export function englishForms(word: string): string[] {
  const forms = [word];
  const add = (form: string) => {
    if (form.length >= 3 && !forms.includes(form)) forms.push(form);
  };
  if (word.endsWith('ies')) add(`${word.slice(0, -3)}y`);
  if (word.endsWith('es')) add(word.slice(0, -2));
  if (word.endsWith('s') && !word.endsWith('ss')) add(word.slice(0, -1));
  if (word.endsWith('ed')) {
    add(word.slice(0, -2));
    add(word.slice(0, -1));
  }
  if (word.endsWith('ing')) {
    add(word.slice(0, -3));
    add(`${word.slice(0, -3)}e`);
  }
  return forms;
}

function lookUp(phrase: string[]): string[] | undefined {
  const head = phrase.slice(0, -1);
  for (const form of englishForms(phrase.at(-1) ?? '')) {
    const term = glossary.get([...head, form].join(' '));
    if (term) return term;
  }
  return undefined;
}

export interface QueryOptions {
  /** The chapter's tokens and how many passages hold each: terms are given in the chapter's own language. */
  vocabulary?: ReadonlyMap<string, number> | undefined;
  /** Sound and spelling matches into the chapter's Bengali words. */
  matcher?: BanglishMatcher | undefined;
  /** Latin words may be Banglish (a Bengali-mode question), not only English. */
  banglish?: boolean;
}

export function questionTokens(message: string, options: QueryOptions = {}): string[] {
  const { vocabulary, matcher, banglish = false } = options;
  const known = (token: string) => vocabulary === undefined || vocabulary.has(token);
  const words = plainWords(message);
  const tokens: string[] = [];
  for (let i = 0; i < words.length;) {
    let matched = false;
    for (let size = Math.min(MAX_TERM_WORDS, words.length - i); size >= 1 && !matched; size -= 1) {
      const phrase = words.slice(i, i + size);
      if (!phrase.every(isLatin)) continue;
      const terms = lookUp(phrase);
      if (!terms) continue;
      const candidates = terms.map((term) => contentTokens(term));
      const bengali = candidates.find((tokens) => tokens.every(known)) ?? candidates[0] ?? [];
      // An English lesson (the English chapter) keeps its English words.
      const english = phrase.filter((word) => !RETRIEVAL_STOP_WORDS.has(word));
      tokens.push(...(!bengali.every(known) && english.length > 0 && english.every(known) ? english : bengali));
      i += size;
      matched = true;
    }
    if (matched) continue;
    const word = words[i] as string;
    i += 1;
    if (isLatin(word)) {
      if (RETRIEVAL_STOP_WORDS.has(word) || BANGLISH_STOP_WORDS.has(word) || word.length < 2) continue;
      const english = englishForms(word).find(known);
      // In an English question an unknown word may still be the lesson's loanword or name in Bengali
      // letters (chlorophyll ক্লোরোফিল, Vasco da Gama ভাস্কো-দা-গামা, Halkhata হালখাতা).
      const sounded = banglish
        ? matcher?.match(word)
        : englishForms(word)
            .map((form) => matcher?.matchLoanword(form))
            .find(Boolean);
      tokens.push(english ?? sounded ?? word);
      continue;
    }
    for (const token of contentTokens(word)) tokens.push(known(token) ? token : (matcher?.respell(token) ?? token));
  }
  return tokens;
}
