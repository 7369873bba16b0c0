import { builtOnce } from '../../i18n/format';
import type { AskEngagementLevel } from './types';
import type { AskMessages } from '../../i18n/areas/ask';
import type { SubjectsMessages } from '../../i18n/areas/subjects';

/**
 * Spec §2: the ask page's title by chapter id, used only when the chapter's real name is missing,
 * as keys into the ask area so an app's overrides apply.
 */
const chapterTitleKeys = {
  ch1: 'askChapterAlgebra',
  ch2: 'askChapterGeometry',
  ch3: 'askChapterStatistics',
  ch4: 'askChapterProbability',
  ch5: 'askChapterRealNumbers',
} as const satisfies Record<string, keyof AskMessages>;

/** The words askChapterTitle needs: `useMessages('ask', askMessages)` in a component. */
export type AskChapterTitleWords = Pick<AskMessages, (typeof chapterTitleKeys)[keyof typeof chapterTitleKeys]>;

/**
 * The fallback title for a chapter: 'ch1'…'ch5' (or their numbers, as the routes now carry
 * integer ids) map to the spec's names, anything else to 'অধ্যায়'. `askText` and `subjectsText`
 * are the areas' strings as the component resolved them.
 */
export function askChapterTitle(
  chapterKey: string | number | null | undefined,
  askText: AskChapterTitleWords,
  subjectsText: Pick<SubjectsMessages, 'chapterWord'>,
): string {
  const key = String(chapterKey ?? '')
    .trim()
    .toLowerCase();
  const id = /^\d+$/.test(key) ? `ch${Number(key)}` : key;
  return Object.hasOwn(chapterTitleKeys, id)
    ? askText[chapterTitleKeys[id as keyof typeof chapterTitleKeys]]
    : subjectsText.chapterWord;
}

/** Spec §3: highly_engaged, engaged, basic, and anything else counts as low. */
export function engagementLevel(value: string): AskEngagementLevel {
  return value === 'highly_engaged' || value === 'engaged' || value === 'basic' ? value : 'low';
}

// Bangladesh time, so a message reads the same on any machine (and in every screenshot); the
// 24-hour clock, as the 12-hour one marks AM/PM in Latin letters.
const timeFormat = builtOnce(
  () =>
    new Intl.DateTimeFormat('bn-BD', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Dhaka' }),
);

/** A message's time of day on the 24-hour clock, e.g. '১৫:০৫'; empty for an unreadable timestamp. */
export function formatMessageTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : timeFormat().format(time);
}
