import { builtOnce, toBengaliDigits } from './format';
import type { CommonMessages } from './areas/common';

/** The words relativeTimeLabel needs: `useMessages('common', commonMessages)` in a component. */
export type RelativeTimeWords = Pick<
  CommonMessages,
  'relativeJustNow' | 'relativeHoursAgo' | 'relativeYesterday' | 'relativeDaysAgo'
>;

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

const dateFormat = builtOnce(
  () => new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric' }),
);

/**
 * How long ago `date` was, as the spec's Bengali labels: under an hour 'এইমাত্র', under a day
 * '৩ ঘণ্টা আগে', one day 'গতকাল', under a week '৪ দিন আগে', older a date such as
 * '৫ মার্চ, ২০২৬'. `now` is passed in so the label is testable and a list shares one clock.
 * A date in the future (a phone clock running behind the server) counts as 'এইমাত্র'; an
 * unreadable date gives ''. `words` are the common area's strings as the component resolved them,
 * so an app's overrides apply and the helper stays pure.
 */
export function relativeTimeLabel(date: Date | number | string, now: Date | number, words: RelativeTimeWords): string {
  const time = new Date(date).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = new Date(now).getTime() - time;

  if (elapsed < hourMs) return words.relativeJustNow;
  if (elapsed < dayMs) return `${toBengaliDigits(Math.floor(elapsed / hourMs))} ${words.relativeHoursAgo}`;
  const days = Math.floor(elapsed / dayMs);
  if (days === 1) return words.relativeYesterday;
  if (days < 7) return `${toBengaliDigits(days)} ${words.relativeDaysAgo}`;
  // toBengaliDigits as well: a runtime without full ICU prints Latin digits for bn-BD.
  return toBengaliDigits(dateFormat().format(time));
}
