import type { Language } from '@study/contract';
import { BANGLISH_STOP_WORDS } from './banglish';
import { marksEnglish } from './stop-words';
import { normalize } from './text';

// The language a student wrote a message in. Bengali script is Bengali; Latin script is either
// English or Banglish (Bengali in Latin letters), told apart by their function words: "what is
// the area of…" against "…er khetrofol koto?". Subject words ("profit", "area", "kg") appear in
// both, so they do not count.

/**
 * `en` for English, `bn` for Bengali or Banglish, undefined when the message does not say (a
 * number alone, "ok").
 */
export function writtenLanguage(message: string): Language | undefined {
  const text = normalize(message);
  const bengali = text.match(/[\u0980-\u09FF]/gu)?.length ?? 0;
  const latin = text.match(/[a-z]/g)?.length ?? 0;
  if (bengali > latin) return 'bn';
  const words = text.match(/[a-z]+/g) ?? [];
  const english = words.filter(marksEnglish).length;
  const banglish = words.filter((word) => BANGLISH_STOP_WORDS.has(word)).length;
  if (english > banglish) return 'en';
  if (banglish > english) return 'bn';
  return undefined;
}
