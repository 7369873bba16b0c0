import { toBengaliDigits } from '../../i18n/format';
import { quizMessages } from '../../i18n/areas/quiz';

/** Option letters in Bengali order, for options without a letter of their own. */
export const optionLetters = ['ক', 'খ', 'গ', 'ঘ', 'ঙ', 'চ'] as const;

const letteredOption = /^\s*(\p{L})\s*(?:\)\s*|\.\s+)/u;

/**
 * An option's letter and text. A lettered option ('ক) ৪৮ টাকা', 'A) …') keeps its own letter,
 * its first character, as the spec says; any other option gets ক, খ, গ, … by position.
 */
export function splitOption(text: string, index: number): { letter: string; text: string } {
  const match = letteredOption.exec(text);
  if (match?.[1]) return { letter: match[1], text: text.slice(match[0].length) };
  return { letter: optionLetters[index] ?? toBengaliDigits(index + 1), text };
}

/** e.g. '২৫ সেকেন্ড'. */
export function formatSeconds(seconds: number): string {
  return `${toBengaliDigits(Math.max(0, Math.round(seconds)))} ${quizMessages.quizSeconds}`;
}

/** Under a minute in seconds ('৪৫ সেকেন্ড'), otherwise minutes:seconds ('১:০৫ মিনিট'). */
export function formatQuizDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return formatSeconds(total);
  const minutes = Math.floor(total / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return `${toBengaliDigits(`${minutes}:${seconds}`)} ${quizMessages.quizMinutes}`;
}
