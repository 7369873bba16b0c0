const bengaliDigits = ['০', '১', '২', '৩', '৪', '৫', '৬', '৭', '৮', '৯'] as const;

/** Replaces the ASCII digits 0-9 with Bengali digits ০-৯; everything else is kept. */
export function toBengaliDigits(value: number | string): string {
  return String(value).replace(/[0-9]/g, (digit) => bengaliDigits[Number(digit)] ?? digit);
}

/** Bengali digits back to ASCII, so '৮' can be read as a number. */
function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - 0x09e6));
}

/**
 * `build()` run on the first call only, its result kept. For Intl formatters: the first one a
 * page builds loads the locale's data (tens of milliseconds on a slow phone), which importing a
 * module should not pay for, and a formatter is slow to build, so it is built once.
 */
export function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

const numberFormat = builtOnce(() => new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 2 }));

/**
 * A number in Bengali digits with Bengali (lakh) grouping, e.g. 1234567 → '১২,৩৪,৫৬৭'.
 * A whole number below 1,000 has no grouping to do and is written without Intl (the counts and
 * percentages on most pages); the output of Intl is also passed through toBengaliDigits: a
 * runtime built without full ICU falls back to Latin digits for bn-BD.
 */
export function formatNumber(value: number): string {
  if (Number.isInteger(value) && value >= 0 && value < 1000) return toBengaliDigits(value);
  return toBengaliDigits(numberFormat().format(value));
}

/** A percentage given in points (0-100, as the API sends it), rounded to whole points, e.g. 66.6 → '৬৭%'. */
export function formatPercent(value: number): string {
  return `${formatNumber(Math.round(value))}%`;
}

const classOrdinals = [
  'প্রথম',
  'দ্বিতীয়',
  'তৃতীয়',
  'চতুর্থ',
  'পঞ্চম',
  'ষষ্ঠ',
  'সপ্তম',
  'অষ্টম',
  'নবম',
  'দশম',
  'একাদশ',
  'দ্বাদশ',
] as const;

/** Class 8, the spec's default for a student with no class set. */
const defaultOrdinal = classOrdinals[7];

const bengaliLetter = /[\u0980-\u09e5\u09f0-\u09ff]/;
const classNumber = /^(?:class\s*)?(\d{1,2})(?:st|nd|rd|th)?$/i;

function ordinalOf(classNo: number): string {
  return (Number.isInteger(classNo) && classOrdinals[classNo - 1]) || defaultOrdinal;
}

/**
 * The Bengali ordinal of a school class: 8, '8', '৮', 'Class 8' or '8th' → 'অষ্টম'.
 * A value already written with Bengali letters ('অষ্টম শ্রেণী') is returned as it is; an empty
 * or unknown value gives the default class, অষ্টম.
 */
export function classOrdinal(value: string | number | null | undefined): string {
  if (typeof value === 'number') return ordinalOf(value);
  const text = value?.trim() ?? '';
  if (bengaliLetter.test(text)) return text;
  const match = classNumber.exec(toAsciiDigits(text));
  return match?.[1] ? ordinalOf(Number(match[1])) : defaultOrdinal;
}
