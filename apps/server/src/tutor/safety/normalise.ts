// One canonical spelling for what a student types, so a lexicon entry written once matches its
// variants: Bengali spelled with ী or ি, স/শ/ষ, with or without chandrabindu, "চাইনা" or
// "চাই না"; Banglish spelled "icche", "ichchha" or "iccha", "bhalo" or "valo"; hidden characters
// and Bengali digits. Lexicon entries go through the same functions, so folding two letters
// together never loses a match, it only merges rare words.

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

// Zero-width space/joiners, word joiner, BOM, soft hyphen: invisible, and used to split words so
// that filters miss them.
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;

/** Bengali letters written interchangeably in everyday spelling, folded to one. */
const BENGALI_FOLDS: Record<string, string> = {
  'ী': 'ি',
  'ূ': 'ু',
  ঈ: 'ই',
  ঊ: 'উ',
  ণ: 'ন',
  ষ: 'শ',
  স: 'শ',
  ঙ: 'ং',
  ৎ: 'ত',
  // Chandrabindu is often left out (বাঁচতে/বাচতে); the nukta of য়/ড়/ঢ় after NFKC decomposition.
  'ঁ': '',
  '\u09bc': '',
};
const BENGALI_FOLD_PATTERN = new RegExp(`[${Object.keys(BENGALI_FOLDS).join('')}]`, 'g');

/** Latin spellings of one Bengali sound, in the order they must be applied (longest first). */
const LATIN_FOLDS: [RegExp, string][] = [
  [/chh/g, 'c'],
  [/ch/g, 'c'],
  [/sh/g, 's'],
  [/bh/g, 'b'],
  [/v/g, 'b'],
  [/ph/g, 'f'],
  [/th/g, 't'],
  [/dh/g, 'd'],
  [/kh/g, 'k'],
  [/gh/g, 'g'],
  [/jh/g, 'j'],
  [/z/g, 'j'],
  [/ee/g, 'i'],
  [/oo/g, 'u'],
  // "oushudh", "ousudh": the diphthong written for ও; "jawa", "khawa" for "jaoa", "khaoa".
  [/ou/g, 'o'],
  [/aw/g, 'ao'],
  // Doubled letters (iccha, attohotta, khubbb) count once.
  [/([a-z])\1+/g, '$1'],
];

/**
 * Colloquial and dialect forms of common words, read as the standard form ("কইরা" is "করে",
 * "নিজেরে" is "নিজেকে"), in Bengali and Banglish. Keys and values are folded like every word.
 */
const DIALECT_FORMS: Record<string, string> = {
  কইরা: 'করে',
  কইরে: 'করে',
  দিয়া: 'দিয়ে',
  নিয়া: 'নিয়ে',
  খাইয়া: 'খেয়ে',
  মাইরা: 'মেরে',
  বইলা: 'বলে',
  যাইয়া: 'গিয়ে',
  গিয়া: 'গিয়ে',
  আইসা: 'এসে',
  রাইখা: 'রেখে',
  থাইকা: 'থেকে',
  নিজেরে: 'নিজেকে',
  আমারে: 'আমাকে',
  রাইতে: 'রাতে',
  খাইতে: 'খেতে',
  যাইতে: 'যেতে',
  পারতেছি: 'পারছি',
  পারতাছি: 'পারছি',
  koira: 'kore',
  koire: 'kore',
  diya: 'diye',
  niya: 'niye',
  khaiya: 'kheye',
  maira: 'mere',
  boila: 'bole',
  giya: 'giye',
  aisa: 'ese',
  raikha: 'rekhe',
  thaika: 'theke',
  nijere: 'nijeke',
  amare: 'amake',
  raite: 'rate',
  khaite: 'khete',
  jaite: 'jete',
  khaye: 'kheye',
  khaiye: 'kheye',
  partesi: 'parchi',
  parteci: 'parchi',
  partasi: 'parchi',
  // "r" for "ar" (and, any more).
  r: 'ar',
};

/** Script-level normalisation of the whole text: NFKC, no invisible characters, Latin digits, lower case. */
export function normaliseText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(/[০-৯]/g, (digit) => String(BENGALI_DIGITS.indexOf(digit)))
    .toLowerCase();
}

const isLatin = (word: string) => /^[a-z]/.test(word);

function foldSpelling(word: string): string {
  if (isLatin(word))
    return LATIN_FOLDS.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), word);
  // "করবো" and "করব" are the same verb.
  return word.replace(BENGALI_FOLD_PATTERN, (letter) => BENGALI_FOLDS[letter] ?? letter).replace(/বো$/u, 'ব');
}

const FOLDED_DIALECT = new Map(
  Object.entries(DIALECT_FORMS).map(([form, standard]) => [
    foldSpelling(normaliseText(form)),
    foldSpelling(normaliseText(standard)),
  ]),
);

/** One word's canonical spelling (the word already passed through normaliseText). */
export function foldWord(word: string): string {
  const folded = foldSpelling(word);
  return FOLDED_DIALECT.get(folded) ?? folded;
}

// A negation written onto its verb ("চাইনা", "লাগেনা", "হয়না") is split off, so "চাই না" and
// "চাইনা" read alike. Only after a vowel sign or ই/য, which is where the verb ends.
const ATTACHED_NEGATION = /^(.+[ইিেয])(না|নি)$/u;
// The same in Banglish ("lagena", "chaina", "hoyna", "korini"): a verb of three letters or more
// ending in e, i or y.
const ATTACHED_NEGATION_LATIN = /^(.{2,}[eiy])(na|ni)$/;

/** The words of a message in canonical spelling. */
export function words(text: string): string[] {
  const result: string[] = [];
  for (const raw of normaliseText(text).split(/[^\p{L}\p{M}\p{N}]+/u)) {
    if (raw === '') continue;
    const word = foldWord(raw);
    const attached = (isLatin(word) ? ATTACHED_NEGATION_LATIN : ATTACHED_NEGATION).exec(word);
    if (attached && attached[1] && attached[2]) result.push(attached[1], attached[2]);
    else result.push(word);
  }
  return result;
}
