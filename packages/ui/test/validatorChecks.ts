import { adminMessages, bnMessages } from '@study/contract';
import { expect } from 'vitest';

/** The contract's Bengali messages: what a student form may say. */
const studentTexts = new Set<string>(Object.values(bnMessages));

export function isStudentMessage(message: string): boolean {
  return studentTexts.has(message);
}

const adminTexts = new Set<string>(Object.values(adminMessages).filter((text) => typeof text === 'string'));
const labelMark = '\u0001';
const numberMark = 424_242;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The admin schemas' message formats, with any field label (English words) and any number. */
const adminTemplates = [
  adminMessages.required(labelMark),
  adminMessages.tooLong(labelMark),
  adminMessages.notANumber(labelMark),
  adminMessages.notWhole(labelMark),
  adminMessages.atLeast(labelMark, numberMark),
  adminMessages.atMost(labelMark, numberMark),
  adminMessages.badUrl(labelMark),
  adminMessages.invalidCharacter(labelMark),
  adminMessages.atLeastSeconds(labelMark, numberMark),
  adminMessages.atMostMinutes(labelMark, numberMark),
  // A select's value that names no record: only a tampered form sends one.
  adminMessages.invalidId(labelMark),
].map(
  (template) =>
    new RegExp(`^${escape(template).replace(labelMark, '[A-Z][A-Za-z ()%]*').replace(String(numberMark), '-?\\d+')}$`),
);

export function isAdminMessage(message: string): boolean {
  return adminTexts.has(message) || adminTemplates.some((template) => template.test(message));
}

/**
 * Runs a validator and checks what issue 8 asks of it: it returns (never throws) and every
 * message is a non-empty catalogue text. That it answers at once is checked apart, on inputs
 * large enough that super-linear work would take minutes (`expectLinearTime`): a wall-clock
 * bound on each small random input failed on a loaded machine without any slow code.
 */
export function checkedRun<Errors extends Partial<Record<string, string>>>(
  validate: () => Errors,
  isKnown: (message: string) => boolean,
): Errors {
  const errors = validate();
  for (const [field, message] of Object.entries(errors)) {
    expect(message, field).toBeTypeOf('string');
    expect(message, field).not.toBe('');
    expect(isKnown(message as string), `${field}: ${message}`).toBe(true);
  }
  return errors;
}

/** Characters that make a backtracking pattern work hardest: runs of spaces, digits, dots, one odd character at the end. */
export const adversarialTexts = (length: number): string[] => [
  `${' '.repeat(length)}x`,
  `a${' '.repeat(length)}b!`,
  `${'9'.repeat(length)}-`,
  `${'.'.repeat(length)}@`,
  `${'a@'.repeat(length / 2)}\u0000`,
  `${'\u09e6'.repeat(length)}\n`,
];

/**
 * Every string field of `sample`, in turn, set to each adversarial text of 100k characters: the
 * validator must finish them all within a few seconds, where quadratic work on one of them alone
 * would take minutes. The bound is generous for a loaded machine and still fails on such code.
 */
export function expectLinearTime<Values extends object>(validate: (values: Values) => unknown, sample: Values): void {
  const fields = Object.keys(sample).filter((key) => typeof (sample as Record<string, unknown>)[key] === 'string');
  const start = performance.now();
  for (const field of fields) {
    for (const text of adversarialTexts(100_000)) validate({ ...sample, [field]: text });
  }
  expect(performance.now() - start).toBeLessThan(10_000);
}
