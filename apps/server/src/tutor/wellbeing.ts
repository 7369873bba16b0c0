import type { Language } from '@study/contract';
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

/** The message says the student may be at risk (see safety/classifier.ts): the tutor answers with care and flags a teacher. */
export const touchesSafety = (message: string): boolean => classifySafety(message) !== null;

const isConfused = phraseMatcher([
  'বুঝি না', 'বুঝিনা', 'বুঝিনি', 'বুঝতে পারছি না', 'বুঝতে পারিনি', 'মাথায় ঢুকছে না', 'কঠিন লাগছে', 'গুলিয়ে',
  'confused', "don't understand", 'dont understand', 'do not understand', "didn't understand", 'too hard',
]);
const isFrustrated = phraseMatcher([
  'বিরক্ত', 'হতাশ', 'ভালো লাগছে না', 'পারব না', 'পারবো না', 'হাল ছেড়ে', 'frustrated', 'give up', 'hate this',
  "i can't do",
]);

export type Emotion = 'distressed' | 'frustrated' | 'confused';

/** A keyword reading of the student's mood (the `emotion_detected` of a reply), or null. */
export function detectEmotion(message: string): Emotion | null {
  if (touchesSafety(message)) return 'distressed';
  if (isFrustrated(message)) return 'frustrated';
  if (isConfused(message)) return 'confused';
  return null;
}

/** The caring reply to a safety message: a trusted adult, 999 for emergencies, the child helpline 1098. */
export function safetyReply(language: Language): string {
  return language === 'en'
    ? 'What you wrote matters, and I am glad you told me. You are not alone. Please talk to an adult you trust ' +
        'as soon as you can: a parent, someone in your family, or your teacher.\n\n' +
        'If you or someone else is in danger right now, call the national emergency number **999** (free). ' +
        'The Child Helpline **1098** is free too.\n\n' +
        'I am an AI tutor, so I cannot help with this properly, but the people who can will want to help you.'
    : 'তুমি যা লিখেছ তা খুব গুরুত্বপূর্ণ, আর আমাকে জানিয়েছ বলে ভালো করেছ। তুমি একা নও। যত তাড়াতাড়ি পারো, ' +
        'তোমার বিশ্বস্ত কোনো বড় মানুষের সঙ্গে কথা বলো: মা-বাবা, পরিবারের কেউ বা তোমার শিক্ষক।\n\n' +
        'তুমি বা অন্য কেউ যদি এখনই বিপদে থাকো, জাতীয় জরুরি সেবা **৯৯৯**-এ ফোন করো (বিনা খরচে)। ' +
        'শিশুদের জন্য চাইল্ড হেল্পলাইন **১০৯৮**-ও বিনা খরচে কথা বলে।\n\n' +
        'আমি একটি এআই শিক্ষক, তাই এ বিষয়ে ঠিকমতো সাহায্য করতে পারব না; কিন্তু যাঁরা পারেন, তাঁরা তোমাকে সাহায্য করতে চাইবেন।';
}
