import type { Language } from '@study/contract';
import type { TutorProvider as TutorProviderName } from '../config';

export interface TutorTopic {
  id: number;
  name: string;
  /** The topic's Markdown: what the tutor's answers are grounded in. */
  content: string;
  chapterName: string;
  subjectName: string;
}

export interface TutorTurn {
  role: 'user' | 'assistant';
  content: string;
  /** What the reply left open (a guided problem's step, see problems/), as stored with it. */
  state?: unknown;
}

export interface TutorRequest {
  /** The topic the student has open (on the ask page: the chapter's first topic, or the one chosen). */
  topic: TutorTopic;
  /**
   * Every topic of the topic's chapter, in order, when the question is about the whole chapter
   * (the ask page); absent, the provider answers from `topic` alone.
   */
  chapterTopics?: TutorTopic[];
  /** The student's class, e.g. "8". */
  classLevel: string;
  language: Language;
  /** Recent exchanges on this topic, oldest first, without the current message. */
  history: TutorTurn[];
  message: string;
  /** Aborted when the student stops or disconnects, or time runs out: generation must stop. */
  signal: AbortSignal;
}

export interface ReplyAssessment {
  /** How well the reply is grounded in the topic's content, 0–1. */
  confidence: number;
  requiresTeacherAttention: boolean;
}

export interface TutorGeneration {
  /** The reply, piece by piece as it is produced; throws TutorProviderError on failure. */
  pieces: AsyncIterable<string>;
  /** Judges the finished reply (the `openai` provider needs its text; `offline` knows beforehand). */
  assess(reply: string): ReplyAssessment;
  /** JSON stored with the finished reply and given back in `history` (a guided problem's state). */
  state?: unknown;
}

export interface TutorProvider {
  readonly name: TutorProviderName;
  generate(request: TutorRequest): TutorGeneration;
}

/** The model could not answer (network, upstream status, malformed stream). Never carries secrets. */
export class TutorProviderError extends Error {
  override name = 'TutorProviderError';
}

/** Below this confidence a reply is not well grounded, and a teacher should look at the question. */
const TEACHER_ATTENTION_BELOW = 0.5;

export function assessment(confidence: number): ReplyAssessment {
  const rounded = Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100;
  return { confidence: rounded, requiresTeacherAttention: rounded < TEACHER_ATTENTION_BELOW };
}

/** A finished text as a generation's pieces (the offline provider and canned replies). */
export async function* textPieces(text: string, signal: AbortSignal): AsyncGenerator<string> {
  signal.throwIfAborted();
  yield text;
}
