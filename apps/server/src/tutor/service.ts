import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { ChatResponseData, Language, StreamStartData, TutorHistoryMessage } from '@study/contract';
import type { chatRequestSchema, streamRequestSchema } from '@study/contract';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { chapters, streamSessions, subjects, topics, tutorMessages, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { Logger } from '../logger';
import { assessment, textPieces, TutorProviderError } from './provider';
import { explainQuizAnswer, loadQuizAnswer } from './quiz-answer';
import type { ReplyAssessment, TutorGeneration, TutorProvider, TutorRequest, TutorTopic, TutorTurn } from './provider';
import { consumeUsage, dhakaDay, refundUsage } from './usage';
import { detectEmotion } from './wellbeing';

// The tutor's use cases: chat, stream sessions, history. Every exchange is stored.

export interface TutorDeps {
  db: Database;
  config: Config['tutor'];
  provider: TutorProvider;
  logger: Logger;
}

export const TUTOR_ERROR_MESSAGE = 'এআই শিক্ষকের সাথে সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করুন';
const TOPIC_NOT_FOUND = 'পাঠটি পাওয়া যায়নি।';

/** A chat call gets at most this long from the model. */
const CHAT_TIMEOUT_MS = 30_000;
/** Earlier messages given to the provider as context. */
const CONTEXT_MESSAGES = 6;
/** History shows at most this many messages (the most recent). */
const HISTORY_LIMIT = 100;
/** A stream session must be opened within this time. */
const STREAM_SESSION_TTL_SECONDS = 60;
export const DEFAULT_WORD_DELAY_MS = 50;
export const MAX_STREAM_MS = 30_000;

/** Topic with its chapter and subject names; 404 when unknown (or hidden from students). */
async function loadTopic(
  db: Database,
  topicId: number,
  options: { activeOnly: boolean } = { activeOnly: true },
): Promise<TutorTopic> {
  const rows = await db
    .select({
      id: topics.id,
      name: topics.name,
      content: topics.content,
      chapterName: chapters.name,
      subjectName: subjects.name,
    })
    .from(topics)
    .innerJoin(chapters, eq(chapters.id, topics.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .where(
      options.activeOnly
        ? and(
            eq(topics.id, topicId),
            eq(topics.isActive, true),
            eq(chapters.isActive, true),
            eq(subjects.isActive, true),
          )
        : eq(topics.id, topicId),
    )
    .limit(1);
  const topic = rows[0];
  if (!topic) throw new ApiError(404, 'NOT_FOUND', TOPIC_NOT_FOUND);
  return topic;
}

async function classLevelOf(db: Database, userId: number): Promise<string> {
  const rows = await db.select({ classLevel: users.classLevel }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.classLevel ?? '8'; // spec §5: class 8 when none is set
}

/** The student's latest messages on a topic, oldest first, as provider context. */
async function recentTurns(db: Database, userId: number, topicId: number): Promise<TutorTurn[]> {
  const rows = await db
    .select({ role: tutorMessages.role, content: tutorMessages.content, state: tutorMessages.state })
    .from(tutorMessages)
    .where(and(eq(tutorMessages.userId, userId), eq(tutorMessages.topicId, topicId)))
    .orderBy(desc(tutorMessages.createdAt), desc(tutorMessages.id))
    .limit(CONTEXT_MESSAGES);
  return rows.reverse();
}

export interface StoredReply {
  text: string;
  assessment: ReplyAssessment;
  partial: boolean;
  responseTimeMs: number;
  emotion: string | null;
  /** The generation's state for the next turn (a guided problem), stored with the reply. */
  state?: unknown;
}

function replyRow(userId: number, topicId: number, language: Language, provider: string, reply: StoredReply) {
  return {
    publicId: randomUUID(),
    userId,
    topicId,
    role: 'assistant' as const,
    content: reply.text,
    language,
    partial: reply.partial,
    confidenceScore: reply.assessment.confidence,
    requiresTeacherAttention: reply.assessment.requiresTeacherAttention,
    emotionDetected: reply.emotion,
    responseTimeMs: reply.responseTimeMs,
    provider,
    state: reply.state ?? null,
    createdAt: new Date(),
  };
}

/** Stores an assistant reply; returns its public id. */
export async function storeReply(
  db: Database,
  target: { userId: number; topicId: number; language: Language; provider: string },
  reply: StoredReply,
): Promise<string> {
  const row = replyRow(target.userId, target.topicId, target.language, target.provider, reply);
  await db.insert(tutorMessages).values(row);
  return row.publicId;
}

/** The whole reply of a generation; an empty one counts as a failure. */
async function collect(generation: TutorGeneration): Promise<string> {
  let text = '';
  for await (const piece of generation.pieces) text += piece;
  if (text.trim() === '') throw new TutorProviderError('the model sent an empty reply');
  return text;
}

export async function chat(
  deps: TutorDeps,
  userId: number,
  input: z.output<typeof chatRequestSchema>,
  clientSignal: AbortSignal,
): Promise<ChatResponseData> {
  const { db, config, provider } = deps;
  const topic = await loadTopic(db, input.lessonId);
  // "কেন ভুল হলো?": the turn is the quiz's own explanation, not the provider's.
  const quizAnswer = input.quizAnswer && (await loadQuizAnswer(db, topic.id, input.quizAnswer));
  const classLevel = await classLevelOf(db, userId);
  const history = await recentTurns(db, userId, topic.id);
  const counted = await consumeUsage(db, userId, config.dailyLimit);
  const askedAt = new Date();
  const started = performance.now();
  // A student who leaves stops the model too: no tokens spent for nobody.
  const signal = AbortSignal.any([clientSignal, AbortSignal.timeout(CHAT_TIMEOUT_MS)]);
  let text: string;
  let generation: TutorGeneration;
  try {
    generation = quizAnswer
      ? { pieces: textPieces(explainQuizAnswer(quizAnswer, topic.name), signal), assess: () => assessment(1) }
      : provider.generate({ topic, classLevel, language: input.language, history, message: input.message, signal });
    text = await collect(generation);
  } catch (error) {
    await refundUsage(db, userId, counted.day);
    deps.logger.warn({ err: describeError(error), provider: provider.name, topicId: topic.id }, 'tutor reply failed');
    throw new ApiError(502, 'AI_TUTOR_ERROR', TUTOR_ERROR_MESSAGE);
  }
  const reply: StoredReply = {
    text,
    assessment: generation.assess(text),
    partial: false,
    responseTimeMs: Math.round(performance.now() - started),
    emotion: detectEmotion(input.message),
    state: generation.state,
  };
  const question = { publicId: randomUUID(), createdAt: askedAt };
  const answer = replyRow(userId, topic.id, input.language, provider.name, reply);
  await db.transaction(async (tx) => {
    await tx.insert(tutorMessages).values({
      ...question,
      userId,
      topicId: topic.id,
      role: 'user',
      content: input.message,
      language: input.language,
    });
    await tx.insert(tutorMessages).values(answer);
  });
  return {
    id: answer.publicId,
    role: 'assistant',
    content: text,
    timestamp: answer.createdAt.toISOString(),
    success: true,
    interaction_id: question.publicId,
    confidence_score: reply.assessment.confidence,
    requires_teacher_attention: reply.assessment.requiresTeacherAttention,
    error_code: null,
    usage: counted.usage,
  };
}

/** For logs: the error's kind and message, never request details (they could hold a key). */
export function describeError(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}

export async function startStream(
  deps: TutorDeps,
  userId: number,
  input: z.output<typeof streamRequestSchema>,
): Promise<StreamStartData> {
  const { db, config } = deps;
  const topic = await loadTopic(db, input.lessonId);
  // The question counts when it is asked, here, and not again when the stream opens.
  const counted = await consumeUsage(db, userId, config.dailyLimit);
  const id = randomBytes(16).toString('base64url');
  // Used and expired sessions are kept a day (to answer "already used"), then dropped. The
  // clean-up needs no transaction with the insert: each statement stands alone, and on the
  // embedded database every statement saved (BEGIN and COMMIT included) is CPU saved.
  await db
    .delete(streamSessions)
    .where(and(eq(streamSessions.userId, userId), lt(streamSessions.expiresAt, sql`now() - interval '1 day'`)));
  const [session] = await db
    .insert(streamSessions)
    .values({
      id,
      userId,
      topicId: topic.id,
      message: input.message,
      language: input.options?.language ?? input.language,
      wordDelayMs: input.options?.wordDelayMs ?? DEFAULT_WORD_DELAY_MS,
      maxStreamMs: Math.min(input.options?.maxStreamTime ?? MAX_STREAM_MS, MAX_STREAM_MS),
      expiresAt: sql`now() + make_interval(secs => ${STREAM_SESSION_TTL_SECONDS})`,
    })
    .returning({ expiresAt: streamSessions.expiresAt });
  if (!session) throw new Error('stream session not stored');
  return { session_id: id, expires_at: session.expiresAt.toISOString(), usage: counted.usage };
}

export interface ClaimedStream {
  userId: number;
  /** What to ask the provider (the abort signal is the stream's). */
  request: Omit<TutorRequest, 'signal'>;
  wordDelayMs: number;
  maxStreamMs: number;
  /** Dhaka day the question was counted on. */
  usageDay: string;
}

/**
 * Takes a stream session for its one use: unused, unexpired and the caller's, all checked in the
 * same statement that marks it used, so two requests cannot both win. Stores the question.
 */
export async function claimStream(deps: TutorDeps, userId: number, sessionId: string): Promise<ClaimedStream> {
  const { db } = deps;
  const claimed = await db.transaction(async (tx) => {
    const [session] = await tx
      .update(streamSessions)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(streamSessions.id, sessionId),
          eq(streamSessions.userId, userId),
          isNull(streamSessions.usedAt),
          gt(streamSessions.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!session) return undefined;
    const history = await recentTurns(tx, userId, session.topicId);
    await tx.insert(tutorMessages).values({
      publicId: randomUUID(),
      userId,
      topicId: session.topicId,
      role: 'user',
      content: session.message,
      language: session.language,
      createdAt: new Date(),
    });
    return { session, history };
  });
  if (!claimed) throw await claimFailure(db, userId, sessionId);
  const { session, history } = claimed;
  // The question was accepted when the session was made: answer it even if the topic was hidden since.
  const topic = await loadTopic(db, session.topicId, { activeOnly: false });
  return {
    userId,
    request: {
      topic,
      classLevel: await classLevelOf(db, userId),
      language: session.language,
      history,
      message: session.message,
    },
    wordDelayMs: session.wordDelayMs,
    maxStreamMs: session.maxStreamMs,
    usageDay: dhakaDay(session.createdAt),
  };
}

async function claimFailure(db: Database, userId: number, sessionId: string): Promise<ApiError> {
  const [row] = await db
    .select({ userId: streamSessions.userId, usedAt: streamSessions.usedAt })
    .from(streamSessions)
    .where(eq(streamSessions.id, sessionId))
    .limit(1);
  // Another student's session is reported as unknown: its existence is none of the caller's business.
  if (!row || row.userId !== userId) {
    return new ApiError(404, 'STREAM_SESSION_NOT_FOUND', 'স্ট্রিম সেশন পাওয়া যায়নি। আবার প্রশ্ন পাঠান।');
  }
  if (row.usedAt)
    return new ApiError(409, 'STREAM_SESSION_USED', 'এই স্ট্রিম সেশন আগেই ব্যবহার করা হয়েছে। আবার প্রশ্ন পাঠান।');
  return new ApiError(410, 'STREAM_SESSION_EXPIRED', 'স্ট্রিম সেশনের মেয়াদ শেষ হয়ে গেছে। আবার প্রশ্ন পাঠান।');
}

export async function history(db: Database, userId: number, topicId: number): Promise<TutorHistoryMessage[]> {
  await loadTopic(db, topicId);
  const rows = await db
    .select()
    .from(tutorMessages)
    .where(and(eq(tutorMessages.userId, userId), eq(tutorMessages.topicId, topicId)))
    .orderBy(desc(tutorMessages.createdAt), desc(tutorMessages.id))
    .limit(HISTORY_LIMIT);
  return rows.reverse().map((row) => ({
    id: row.publicId,
    role: row.role,
    content: row.content,
    timestamp: row.createdAt.toISOString(),
    metadata:
      row.role === 'assistant'
        ? {
            confidence_score: row.confidenceScore ?? 0,
            requires_teacher_attention: row.requiresTeacherAttention,
            emotion_detected: row.emotionDetected,
            response_time_ms: row.responseTimeMs ?? 0,
            partial: row.partial,
          }
        : null,
  }));
}
