import { normalize } from './text';

// Banglish (Bengali written in Latin letters: "obhisrobon ki?") meets the lesson's Bengali through
// a phonetic skeleton both scripts reduce to: consonant classes only, vowels and aspiration
// dropped, so "obhisrobon" and অভিস্রবণ both become `bsrbn`, "tworon" and ত্বরণ `trn`. Spelling
// in Latin letters varies too much for anything finer; a skeleton is matched only against the
// words of the chapter being asked about, which keeps accidental matches rare.

const BENGALI_CONSONANTS = new Map<string, string>([
  ['ক', 'k'],
  ['খ', 'k'],
  ['গ', 'g'],
  ['ঘ', 'g'],
  ['ঙ', 'ng'],
  ['চ', 'c'],
  ['ছ', 'c'],
  ['জ', 'j'],
  ['ঝ', 'j'],
  ['ঞ', 'n'],
  ['ট', 't'],
  ['ঠ', 't'],
  ['ড', 'd'],
  ['ঢ', 'd'],
  ['ণ', 'n'],
  ['ত', 't'],
  ['থ', 't'],
  ['দ', 'd'],
  ['ধ', 'd'],
  ['ন', 'n'],
  ['প', 'p'],
  ['ফ', 'f'],
  ['ব', 'b'],
  ['ভ', 'b'],
  ['ম', 'm'],
  ['য', 'j'],
  ['র', 'r'],
  ['ল', 'l'],
  ['শ', 's'],
  ['ষ', 's'],
  ['স', 's'],
  ['হ', 'h'],
  ['ৎ', 't'],
  ['ং', 'ng'],
  ['ৃ', 'r'],
]);
/** After normalize, ড়, ঢ় and য় are their letter plus this nukta: r, r and a vowel glide. */
const NUKTA = '\u09bc';
const NUKTA_SOUNDS = new Map([
  ['ড', 'r'],
  ['ঢ', 'r'],
  ['য', ''],
]);
const HASANTA = '\u09cd';

/** The skeleton of a Bengali word (see above); '' for a word without consonants. */
export function bengaliSkeleton(word: string): string {
  const chars = [...normalize(word)];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    const previous = chars[i - 1];
    if (chars[i + 1] === NUKTA && NUKTA_SOUNDS.has(char)) {
      out += NUKTA_SOUNDS.get(char) ?? '';
      i += 1;
      continue;
    }
    // য-ফলা and ব-ফলা (্য, ্ব) are silent or lengthen the consonant before them; ক্ষ is said "kkh".
    if (previous === HASANTA && (char === 'য' || char === 'ব' || (char === 'ষ' && chars[i - 2] === 'ক'))) continue;
    out += BENGALI_CONSONANTS.get(char) ?? '';
  }
  return collapse(nasal(out));
}

/** A nasal before k or g is written "n" as often as "ng" ("shrinkhol" শৃঙ্খল, "shongkha" সংখ্যা): one sound. */
const nasal = (skeleton: string) => skeleton.replace(/ng(?=[kg])/g, 'n');

const LATIN_RULES: [RegExp, string][] = [
  [/cc/g, 'k'],
  // ch before l or r is the k of Greek loanwords (chlorophyll ক্লোরোফিল, chromosome ক্রোমোসোম).
  [/ch(?=[lr])/g, 'k'],
  // চ/ছ: held as C so that the rules for a bare c below leave it alone.
  [/ch/g, 'C'],
  [/c(?=[eiy])/g, 's'],
  [/c/g, 'k'],
  [/ph/g, 'f'],
  [/sh/g, 's'],
  [/([kgtdbjrC])h/g, '$1'],
  [/([bcdfgjklmnprst])w/g, '$1'],
  [/[vw]/g, 'b'],
  [/z/g, 'j'],
  [/q/g, 'k'],
  [/x/g, 'ks'],
  [/[aeiouy]/g, ''],
];

/** The skeleton of a word in Latin letters; '' when it has no consonants. */
export function latinSkeleton(word: string): string {
  let out = normalize(word).replace(/[^a-z]/g, '');
  for (const [pattern, replacement] of LATIN_RULES) out = out.replace(pattern, replacement);
  return collapse(nasal(out.replace(/C/g, 'c')));
}

/** Doubled consonants are said once ("poddhoti", পদ্ধতি). */
function collapse(skeleton: string): string {
  let out = '';
  for (const char of skeleton) if (out.at(-1) !== char) out += char;
  return out;
}

const isLatin = (word: string) => /^[a-z]+$/.test(word);

// Case endings Banglish writers attach to a word ("bapon-er", "khetrofoler").
const LATIN_ENDINGS = ['gulo', 'guli', 'er', 'ke', 'te', 'ta', 'ti', 'ro', 'ra', 'r', 'e', 'o'];

/**
 * Finds, for Banglish words of a question, the chapter's Bengali words said the same way. The
 * vocabulary is the chapter's content tokens; the most frequent one wins a shared skeleton.
 */
export class BanglishMatcher {
  private readonly bySkeleton = new Map<string, { token: string; count: number }[]>();
  private readonly bySpelling = new Map<string, { token: string; count: number }>();
  /** Folded spellings by first letter and length: a word is compared only with its near neighbours. */
  private readonly spellings = new Map<string, { folded: string; token: string; count: number }[]>();
  private readonly respelt = new Map<string, string | undefined>();
  private readonly counts: ReadonlyMap<string, number>;

  /** The chapter's Latin words by skeleton: Bengali words of an English lesson spelt its way ("Shobhajatra"). */
  private readonly latinBySkeleton = new Map<string, { token: string; count: number }[]>();

  constructor(vocabulary: ReadonlyMap<string, number>) {
    this.counts = vocabulary;
    for (const [token, count] of vocabulary) {
      if (isLatin(token)) {
        const skeleton = latinSkeleton(token);
        if (skeleton.length >= 3)
          this.latinBySkeleton.set(skeleton, [...(this.latinBySkeleton.get(skeleton) ?? []), { token, count }]);
        continue;
      }
      const folded = foldSpelling(token);
      const same = this.bySpelling.get(folded);
      if (!same || same.count < count) this.bySpelling.set(folded, { token, count });
      const key = spellingKey(folded, folded.length);
      this.spellings.set(key, [...(this.spellings.get(key) ?? []), { folded, token, count }]);
      const skeleton = bengaliSkeleton(token);
      if (skeleton.length < 2) continue;
      const known = this.bySkeleton.get(skeleton) ?? [];
      known.push({ token, count });
      this.bySkeleton.set(skeleton, known);
    }
  }

  /** The Bengali token a Latin word stands for, if the chapter has one. */
  match(word: string): string | undefined {
    if (!isLatin(word)) return undefined;
    // The lesson's tokens are stemmed (বাগযন্ত্র → বাগযন্ত্), so the word without an ending may be
    // the better match: the commonest of the words it may be wins.
    let found: { token: string; count: number } | undefined;
    for (const stem of [
      word,
      ...LATIN_ENDINGS.filter((e) => word.length - e.length >= 3 && word.endsWith(e)).map((e) =>
        word.slice(0, -e.length),
      ),
    ]) {
      const token = this.best(stem);
      const count = token ? (this.counts.get(token) ?? 0) : 0;
      if (token && (!found || count > found.count)) found = { token, count };
    }
    return found?.token ?? this.latinSpelling(word);
  }

  /**
   * The English lesson's spelling of a Bengali word written another way ("mongol shovajatra" and
   * Mangal Shobhajatra, "baishakh" and Boishakh): the same skeleton, and the same vowels once o and a
   * (both how অ is written) are one.
   */
  private latinSpelling(word: string): string | undefined {
    const candidates = this.latinBySkeleton.get(latinSkeleton(word));
    if (!candidates) return undefined;
    const vowels = foldLatinVowels(word);
    const close = candidates.filter((c) => distance(foldLatinVowels(c.token), vowels) <= 1);
    return close.sort((a, b) => b.count - a.count)[0]?.token;
  }

  /**
   * The chapter's spelling of a Bengali word it does not hold as written: the same word once
   * ণ/ন, ী/ি, শ/ষ/স and the like are folded ("সাধারন" → সাধারণ, "পলাশী" → পলাশি), else, for a
   * long word, one letter off ("কৃত্তিম" → কৃত্রিম). Short words are too easily another word.
   */
  respell(token: string): string | undefined {
    if (this.respelt.has(token)) return this.respelt.get(token);
    const found = this.findSpelling(token);
    if (this.respelt.size < MAX_RESPELT) this.respelt.set(token, found);
    return found;
  }

  private findSpelling(token: string): string | undefined {
    const folded = foldSpelling(token);
    const same = this.bySpelling.get(folded);
    if (same) return same.token;
    if ([...folded].length < MIN_RESPELL_LETTERS) return undefined;
    let best: { token: string; count: number } | undefined;
    for (const length of [folded.length - 1, folded.length, folded.length + 1]) {
      for (const entry of this.spellings.get(spellingKey(folded, length)) ?? []) {
        if (distance(entry.folded, folded) === 1 && (!best || entry.count > best.count)) best = entry;
      }
    }
    return best?.token;
  }

  /**
   * The lesson's Bengali spelling of an English loanword or name (chlorophyll ক্লোরোফিল, Vasco
   * ভাস্কো): the whole word (English takes no Banglish endings), three consonants at least and
   * vowels nearly the same, since ordinary English words ("poles", "price") sound like too many
   * Bengali ones.
   */
  matchLoanword(word: string): string | undefined {
    if (!isLatin(word)) return undefined;
    const skeleton = latinSkeleton(word);
    if (skeleton.length < 3) return undefined;
    const token = this.best(word);
    if (!token) return this.latinSpelling(word);
    const allowed = skeleton.length >= 4 ? 2 : 1;
    return distance(bengaliVowels(token), latinVowels(word)) <= allowed ? token : undefined;
  }

  /** Among words with the same skeleton, the one whose vowels sound most like the Latin word's, then the commonest. */
  private best(stem: string): string | undefined {
    const candidates = this.bySkeleton.get(latinSkeleton(stem));
    if (!candidates) return undefined;
    const vowels = latinVowels(stem);
    const scored = candidates.map((c) => ({ ...c, distance: distance(bengaliVowels(c.token), vowels) }));
    scored.sort((a, b) => a.distance - b.distance || b.count - a.count);
    const best = scored[0];
    // Two consonants say little: a short word must sound the same in its vowels too; a longer one
    // may spell its vowels loosely, but not every one of them ("best" is not বস্তু).
    if (!best) return undefined;
    const allowed =
      latinSkeleton(stem).length < 3
        ? 2
        : Math.max(1, Math.ceil(Math.max(vowels.length, bengaliVowels(best.token).length) / 2));
    if (best.distance > allowed) return undefined;
    return best.token;
  }
}

const spellingKey = (folded: string, length: number) => `${folded[0] ?? ''}${length}`;
/** Respellings remembered per chapter (a chapter is asked about many times). */
const MAX_RESPELT = 5000;
/** Folded words of at least this many letters may match one letter off. */
const MIN_RESPELL_LETTERS = 5;
const SPELLING_FOLDS: [RegExp, string][] = [
  [/ণ/gu, 'ন'],
  [/ী/gu, 'ি'],
  [/ূ/gu, 'ু'],
  [/[শষ]/gu, 'স'],
  [/ঈ/gu, 'ই'],
  [/ঊ/gu, 'উ'],
  [/ঞ/gu, 'ন'],
  [/ড\u09bc/gu, 'র'],
  [/ঢ\u09bc/gu, 'র'],
  [/ৎ/gu, 'ত'],
  [/ঁ/gu, ''],
  [/ো$/gu, ''],
];

/** A Bengali word with the letters people commonly swap made one. */
export function foldSpelling(word: string): string {
  let out = normalize(word);
  for (const [pattern, replacement] of SPELLING_FOLDS) out = out.replace(pattern, replacement);
  return out;
}

// Vowel outlines: a word's vowels in order, Bengali ones as Banglish writers spell them. The
// inherent vowel is written o (শ্বসন: "shoshon"), so a consonant without a sign counts as o.
const VOWEL_SIGNS = new Map([
  ['া', 'a'],
  ['ি', 'i'],
  ['ী', 'i'],
  ['ু', 'u'],
  ['ূ', 'u'],
  ['ে', 'e'],
  ['ৈ', 'oi'],
  ['ো', 'o'],
  ['ৌ', 'ou'],
  ['অ', 'o'],
  ['আ', 'a'],
  ['ই', 'i'],
  ['ঈ', 'i'],
  ['উ', 'u'],
  ['ঊ', 'u'],
  ['এ', 'e'],
  ['ঐ', 'oi'],
  ['ও', 'o'],
  ['ঔ', 'ou'],
]);

function bengaliVowels(word: string): string {
  const chars = [...normalize(word)];
  let out = '';
  for (let i = 0; i < chars.length; i += 1) {
    const char = chars[i] as string;
    const vowel = VOWEL_SIGNS.get(char);
    if (vowel) out += vowel;
    else if (BENGALI_CONSONANTS.has(char) && char !== 'ং') {
      const next = chars[i + 1];
      const bare = next === undefined || (!VOWEL_SIGNS.has(next) && next !== HASANTA && next !== NUKTA);
      if (bare && i + 1 < chars.length) out += 'o';
    }
  }
  return out;
}

/** Vowels of a Latin word with o and a as one, and i and e as one (অ and ই are written either way). */
const foldLatinVowels = (word: string) => latinVowels(word).replace(/a/g, 'o').replace(/e/g, 'i');

function latinVowels(word: string): string {
  return word.replace(/[^aeiou]/g, '');
}

/** Edit distance of two short strings. */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Function words of Banglish questions: they say nothing about what is asked. */
export const BANGLISH_STOP_WORDS = new Set([
  'ki',
  'ki?',
  'kake',
  'kaake',
  'bole',
  'bola',
  'hoy',
  'hoi',
  'er',
  'ar',
  'koto',
  'kivabe',
  'kibhabe',
  'kemne',
  'keno',
  'kano',
  'ber',
  'korbo',
  'kori',
  'koro',
  'korte',
  'kore',
  'bolo',
  'bolun',
  'amake',
  'ami',
  'amar',
  'tumi',
  'ta',
  'ti',
  'ke',
  'theke',
  'diye',
  'mane',
  'dao',
  'din',
  'ekta',
  'ekti',
  'eta',
  'ota',
  'tahole',
  'tahle',
  'abar',
  'ba',
  'na',
  'hobe',
  'holo',
  'hole',
  'ache',
  'nei',
  'jonno',
  'sathe',
  'songe',
  'moddhe',
  'porer',
  'prosno',
  'uttor',
  'plz',
  'pls',
  'vai',
  'bhai',
  'apu',
  'sir',
  'kon',
  'konta',
  'kothay',
  'kokhon',
  'kemon',
  'kon',
  'ektu',
  'bujhi',
  'bujhini',
  'bujhlam',
  'bujhte',
  'parchi',
  'pari',
  'jani',
  'janina',
  'jante',
  'chai',
  'dekhao',
  'bujhao',
  'bujhiye',
  'likho',
  'lekho',
  'kobe',
  'kara',
  'naki',
  'kiser',
  'taile',
  'tahole',
  'aro',
  'arektu',
  'arekta',
  'arekti',
  'thake',
  'thaka',
  'thaken',
  'jay',
  'jai',
  'pai',
  'paoa',
  'pawa',
  'onek',
  'sob',
  'je',
  'ja',
  'jodi',
  'tobe',
  'ei',
  'oi',
  'shei',
  'sei',
  'tar',
  'kar',
  // Spoken past and perfect forms of the commonest verbs ("kobe hoise", "ke dise", "ki korsilo").
  'hoise',
  'hoisilo',
  'hoysilo',
  'hoyeche',
  'hoyechilo',
  'hoechilo',
  'hocche',
  'hoche',
  'dise',
  'disilo',
  'diyeche',
  'diyechilo',
  'korse',
  'korsilo',
  'koreche',
  'korechilo',
  'korechen',
  'bolse',
  'bolsilo',
  'boleche',
  'bolechen',
  'gese',
  'gesilo',
  'geche',
  'gechilo',
  'ase',
  'asilo',
  'chilo',
  'chhilo',
  'silo',
  'chilen',
  'chhilen',
]);
