import type { Language } from '@study/contract';
import { normalize } from '../text';

// Numbers in a student's message (Bengali or Latin digits, "১০,০০০" or "1,00,000" grouping) and
// numbers written back in Bengali digits, the way the lessons print them.

export interface FoundNumber {
  value: number;
  /** The normalised text just before and just after the number: what it is a number of. */
  before: string;
  after: string;
}

const CONTEXT = 24;
/**
 * A written number once digits are Latin (`normalize`): Western grouping in 3-digit groups
 * ("1,234,567", "8,000,000,000"), Indian grouping (lakh and crore: a first group of 1–2 digits,
 * 2-digit groups, a final 3-digit group: "5,00,000", "12,34,567") or none, with an optional decimal
 * part. The whole comma-joined run must be one valid grouping, else it is a list ("1,2,…,9,10,100",
 * "5,100,20,300", "2,10,30"). A run that is both ("2,10,300", "5,100,200,300") reads as the grouped
 * number: a student writing a list puts spaces after its commas far more often than a large number
 * is written without its commas.
 */
export const WRITTEN_NUMBER = String.raw`(?:(?<!\d,)(?:\d{1,3}(?:,\d{3})+|\d{1,2}(?:,\d{2})*,\d{3})(?!\d|,\d)|\d+)(?:\.\d+)?`;
// A sign only when it stands against the digits ("-3"), not in "300-250" or "300 - 250".
const NUMBER = new RegExp(String.raw`(?<![\d.])([-−]?)(${WRITTEN_NUMBER})`, 'g');

/** The value of a number as `WRITTEN_NUMBER` reads it, in either script: "৫,০০,০০০" → 500000. */
export function readNumber(written: string): number {
  return Number(normalize(written).replace(/,/g, ''));
}

/** Every number of a text, in order, with its context. */
export function findNumbers(text: string): FoundNumber[] {
  const plain = normalize(text);
  const found: FoundNumber[] = [];
  for (const match of plain.matchAll(NUMBER)) {
    const start = match.index;
    const signed = match[1] !== '' && (start === 0 || /[\s(=:]/.test(plain[start - 1] ?? ''));
    const value = readNumber(match[2] ?? '') * (signed ? -1 : 1);
    if (!Number.isFinite(value)) continue;
    const end = start + match[0].length;
    found.push({
      value,
      before: plain.slice(Math.max(0, start - CONTEXT), start + (signed ? 0 : (match[1] ?? '').length)),
      after: plain.slice(end, end + CONTEXT),
    });
  }
  return found;
}

/** The number a reply ends with ("300 - 250 = 50" → 50), the student's answer to a step. */
export function lastNumber(text: string): number | undefined {
  return findNumbers(text).at(-1)?.value;
}

/**
 * Whether a student's number is the expected one, allowing for rounding: to one decimal place, or
 * by half a percent (81.67 written as 82, 5832.0 as 5832).
 */
export function matches(given: number, expected: number): boolean {
  return Math.abs(given - expected) <= Math.max(0.051, Math.abs(expected) * 0.005);
}

/** Rounds away floating-point noise (0.1 + 0.2) and long decimals, to at most `places` places. */
export function tidy(value: number, places = 4): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';
const grouping = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 4, useGrouping: true });

/** A number as the lessons print it: Bengali digits, lakh grouping from 10,000 ("৪৪,৮০০"). */
export function bn(value: number, places = 4): string {
  const rounded = tidy(value, places);
  const latin = Math.abs(rounded) >= 10_000 ? grouping.format(rounded) : String(rounded);
  return latin.replace(/\d/g, (digit) => BENGALI_DIGITS[Number(digit)] ?? digit).replace('-', '−');
}

/** A number as an English reply writes it: Latin digits, the same grouping ("44,800"). */
export function latin(value: number, places = 4): string {
  const rounded = tidy(value, places);
  return (Math.abs(rounded) >= 10_000 ? grouping.format(rounded) : String(rounded)).replace('-', '−');
}

/** The number writer of a reply language. */
export function numberIn(language: Language): (value: number, places?: number) => string {
  return language === 'en' ? latin : bn;
}

/** A number for LaTeX formulas in replies: Latin digits, no grouping. */
export function tex(value: number, places = 4): string {
  return String(tidy(value, places));
}

/** Small deterministic hash of a text: picks among templates so that tests are stable. */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

export function pick<T>(options: readonly T[], seed: number): T {
  const choice = options[seed % options.length];
  if (choice === undefined) throw new Error('no options to pick from');
  return choice;
}
