import { describe, expect, it } from 'vitest';
// The other student-facing catalogues, by relative path: the app's shell texts and the texts the
// server sends (through the contract and its error defaults). One list of forms for all of them.
import { messages as webMessages } from '../../../../apps/web/src/messages';
import { errorMessages as serverErrorMessages } from '../../../../apps/server/src/http/api-error';
import { authMessages, bnMessages } from '../../../contract/src/index';
import { mathMessages } from './mathMessages';
import { bn } from './messages';
import { progressMessages } from './progress';

/**
 * Words of the আপনি form of address (messages.ts's header: the app says তুমি). Whole words only.
 * 'দিন' is also "day" ('৪ দিন আগে', 'কয়েক দিন রোদ'): as "give" it ends its clause, so it counts
 * only before punctuation or the end of the text.
 */
const formalWords = new Set([
  'আপনি',
  'আপনার',
  'আপনাকে',
  'আপনারা',
  'আপনাদের',
  'আপনিও',
  'করুন',
  'দেখুন',
  'পড়ুন',
  'লিখুন',
  'রাখুন',
  'খুলুন',
  'বলুন',
  'শুনুন',
  'খুঁজুন',
  'মুছুন',
  'ফিরুন',
  'বুঝুন',
  'থাকুন',
  'চলুন',
  'বসুন',
  'ভাবুন',
  'জানুন',
  'ফেলুন',
  'উঠুন',
  'ধরুন',
  'বাছুন',
  'ছাড়ুন',
  'নিন',
  'যান',
  'চান',
  'দেখান',
  'পাঠান',
  'বদলান',
  'চালান',
  'জানান',
  'পারবেন',
  'পারেন',
  'করবেন',
  'দেখবেন',
  'পাবেন',
  'শিখবেন',
  'পড়বেন',
  'ভুলবেন',
  'যাবেন',
  'দেবেন',
  'নেবেন',
  'করেছেন',
  'পড়েছেন',
  'দিয়েছেন',
  'পেয়েছেন',
  'গেছেন',
  'পেলেন',
  'থেমেছিলেন',
  'খুঁজছেন',
  'পড়ছেন',
  'এগোচ্ছেন',
  'করছেন',
  'যাচ্ছেন',
  'শিখছেন',
]);

/** The আপনি-form words in a text (split at anything that is not a Bengali letter or sign). */
function formalWordsIn(text: string): string[] {
  const words = text.split(/[^\u0980-\u09ff]+/u).filter((word) => formalWords.has(word));
  const give = text.match(/(?<![\u0980-\u09ff])দিন(?=\s*(?:[।!?,;:]|$))/gu) ?? [];
  return [...words, ...give];
}

/** Every string of a catalogue, however deep, with its path; functions are called with 5. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return strings((value as (n: number) => unknown)(5), path);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, inner]) => strings(inner, `${path}.${key}`));
  return [];
}

const catalogues = {
  bn,
  progressMessages,
  mathMessages: mathMessages.bn,
  webMessages,
  authMessages,
  bnMessages,
  serverErrorMessages,
};

describe('the form of address', () => {
  it('finds the আপনি forms it is meant to find, and not "day"', () => {
    expect(formalWordsIn('আবার চেষ্টা করুন।')).toEqual(['করুন']);
    expect(formalWordsIn('আপনার উত্তর')).toEqual(['আপনার']);
    expect(formalWordsIn('সঠিক মোবাইল নম্বর দিন')).toEqual(['দিন']);
    expect(formalWordsIn('কোথায় থেমেছিলেন আর কোন অধ্যায় শেষ')).toEqual(['থেমেছিলেন']);
    expect(formalWordsIn('সময় ধরে কুইজ দিন, সাথে সাথে দেখো')).toEqual(['দিন']);
    expect(formalWordsIn('৪ দিন আগে')).toEqual([]);
    expect(formalWordsIn('কয়েক দিন রোদ না পড়লে')).toEqual([]);
    expect(formalWordsIn('আবার চেষ্টা করো। তোমার উত্তর, নতুন পাঠানো তথ্য')).toEqual([]);
  });

  it.each(Object.entries(catalogues))('the %s catalogue addresses the student as তুমি', (name, catalogue) => {
    const formal = strings(catalogue, name)
      .map(([path, text]) => [path, formalWordsIn(text)] as const)
      .filter(([, words]) => words.length > 0);
    expect(formal).toEqual([]);
  });
});
