import { classifySafety } from './safety/classifier';
import { normalize } from './text';

// How a student feels while asking (the safety classifier says whether they are at risk). Phrases
// match anywhere in the normalised message, an English one only at the start of a word.

/** One regular expression for a list of phrases. */
function phraseMatcher(phrases: string[]): (text: string) => boolean {
  const alternatives = phrases.map((phrase) => {
    const escaped = normalize(phrase).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return /^[a-z]/.test(escaped) ? `(?<![a-z])${escaped}` : escaped;
  });
  const pattern = new RegExp(alternatives.join('|'), 'u');
  return (text) => pattern.test(normalize(text));
}

const isConfused = phraseMatcher([
  'বুঝি না',
  'বুঝিনা',
  'বুঝিনি',
  'বুঝতে পারছি না',
  'বুঝতে পারিনি',
  'মাথায় ঢুকছে না',
  'কঠিন লাগছে',
  'গুলিয়ে',
  'confused',
  "don't understand",
  'dont understand',
  'do not understand',
  "didn't understand",
  'too hard',
]);
const isFrustrated = phraseMatcher([
  'বিরক্ত',
  'হতাশ',
  'ভালো লাগছে না',
  'পারব না',
  'পারবো না',
  'হাল ছেড়ে',
  'frustrated',
  'give up',
  'hate this',
  "i can't do",
]);

export type Emotion = 'distressed' | 'frustrated' | 'confused';

/** A keyword reading of the student's mood (the `emotion_detected` of a reply), or null. */
export function detectEmotion(message: string): Emotion | null {
  if (classifySafety(message)) return 'distressed';
  if (isFrustrated(message)) return 'frustrated';
  if (isConfused(message)) return 'confused';
  return null;
}
