import type { Language } from '@study/contract';
import { languageSchema } from '@study/contract';
import { z } from 'zod';

export const familyIds = [
  'pattern',
  'profit',
  'interest',
  'units',
  'geometry',
  'science',
  'pythagoras',
  'angles',
  'sets',
  'stats',
  'atom',
  'algebra',
  'powers',
] as const;
export type FamilyId = (typeof familyIds)[number];

/** What a problem is, in plain numbers: enough to build it again on a later turn. */
export interface Reading {
  family: FamilyId;
  kind: string;
  inputs: Record<string, number>;
}

/** One step the student works out: the question, a hint ladder, and the step done. */
export interface Step {
  ask: string;
  /** The method first, then the step with the numbers in place. */
  hints: readonly [string, string];
  answer: number;
  /** The step worked out, as a line of the full solution. */
  done: string;
  /** Answers of a known slip, with what to say about it (a percentage of the selling price…). */
  mistakes?: readonly Mistake[];
}

export interface Mistake {
  answer: number;
  note: string;
}

export interface Problem extends Reading {
  /** The student's numbers read back, and the method. */
  setup: string;
  steps: Step[];
  /** The result in a sentence. */
  answer: string;
}

/** A problem read from a message, or why its numbers cannot be right. */
export type ReadResult = { reading: Reading } | { issue: string };

export interface Family {
  id: FamilyId;
  /**
   * Reads a problem of this family from a normalised message; `previous` is the problem of the
   * last turn, whose numbers a follow-up ("তাহলে ৩ বছরে?") changes. Undefined: not this family.
   * `language`: the reply's, for the text of an issue.
   */
  read(text: string, language: Language, previous?: Reading): ReadResult | undefined;
  /** The problem's steps, worded in the reply's language. */
  build(reading: Reading, language: Language): Problem;
}

/** The guided problem of a conversation, stored with each of the tutor's replies. */
export const guideStateSchema = z.object({
  guide: z.literal(1),
  family: z.enum(familyIds),
  kind: z.string().max(40),
  inputs: z.record(z.string().max(20), z.number().finite()),
  /** The step the student is on. */
  step: z.number().int().min(0),
  /** Hints given on this step: 0, 1, 2; one more stuck turn shows the solution. */
  hint: z.number().int().min(0),
  /** The student has answered with a number at least once. */
  tried: z.boolean(),
  /** The question is one of the lesson's exercises: the answer only after a try. */
  exercise: z.boolean(),
  done: z.boolean(),
  /** Turns of this problem so far: varies the wording. */
  turn: z.number().int().min(0),
  /** The language its replies are in: the question's, so that "300" or "help" carries on in it. */
  language: languageSchema.optional(),
});
export type GuideState = z.infer<typeof guideStateSchema>;
