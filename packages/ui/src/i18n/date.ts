import { builtOnce, toBengaliDigits } from './format';

/** Calendar days are the student's: Bangladesh, whatever the device's zone (issue 19: Asia/Dhaka days). */
const timeZone = 'Asia/Dhaka';

const longDate = builtOnce(
  () => new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
);
const shortDate = builtOnce(() => new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'short', timeZone }));

/** A date-only value ('2026-11-22') is a Dhaka calendar day; anything else an instant. */
function toDate(value: string | number | Date): Date {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00+06:00`);
  return new Date(value);
}

/** '২২ নভেম্বর, ২০২৬': a day in Bengali with Bengali digits, on the Dhaka calendar; '' when invalid. */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : toBengaliDigits(longDate().format(date));
}

/** '২২ নভে', for chart axes and table rows; '' when invalid. */
export function formatShortDate(value: string | number | Date): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : toBengaliDigits(shortDate().format(date));
}

/** The ISO text for a `<time dateTime>`; undefined when invalid. */
export function isoDateTime(value: string | number | Date): string | undefined {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
