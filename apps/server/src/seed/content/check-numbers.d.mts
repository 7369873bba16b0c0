// Types of check-numbers.mjs (plain Node, so that the content checker runs without a build).

export interface NumberCheck {
  where: string;
  expr?: string;
  expect?: string;
  fact?: string;
  item?: number;
}

export interface QuizQuestionText {
  explanation?: string;
  options?: { text: string; isCorrect: boolean }[];
}

export function latinDigits(text: string): string;
export function hasDigit(text: string): boolean;
export function evaluate(expr: string): number;
export function parseWrittenNumber(written: string): { digits: string; value: number; decimals: number } | null;
export function normalizeNumbers(text: string): string;
export function containsNumber(text: string, digits: string): boolean;
export function sections(markdown: string): { heading: string; level: number; text: string }[];
export function listItems(text: string): string[];
export function checkChapterNumbers(
  checks: unknown,
  topics: { file: string; markdown: string }[],
  questions: QuizQuestionText[],
): { errors: string[]; checked: number; facts: number };
