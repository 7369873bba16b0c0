import { randomBytes, randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type {
  ChatResponseData,
  Language,
  SafetyVerdictInfo,
  StreamStartData,
  TutorHistoryMessage,
} from '@study/contract';
import {
  defaultStudentClass,
  safetyCheckInReply,
  safetyReply,
  STREAM_TIME_MAX_MS,
  STREAM_TIME_MIN_MS,
  STREAM_WORD_DELAY_MAX_MS,
} from '@study/contract';
import type { chatRequestSchema, streamRequestSchema } from '@study/contract';
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { chapters, streamSessions, subjects, topics, tutorFlags, tutorMessages, users } from '../db/schema';
import { ApiError } from '../http/api-error';
import type { TutorMetrics, TutorOutcome } from '../http/metrics';
import type { Logger } from '../logger';
import { tutorErrors } from './messages/errors';
import { textPieces, TutorProviderError } from './provider';
import { explainQuizAnswer, loadQuizAnswer, quizAnswerProvider } from './quiz-answer';
import type { ReplyAssessment, TutorGeneration, TutorProvider, TutorRequest, TutorTopic, TutorTurn } from './provider';
import { screenMessage } from './safety/screen';
import { consumeUsage, dhakaDay, refundUsage } from './usage';
import { detectEmotion } from './wellbeing';
import { earnedByTutorQuestion } from '../progress/progress-service';

// The tutor's use cases: chat, stream sessions, history. Every exchange is stored.

export interface TutorDeps {
  db: Database;
  config: Config['tutor'];
  provider: TutorProvider;
  logger: Logger;
  /** Counts each call's outcome (tutor_calls_total); the server passes its metrics. */
  metrics?: TutorMetrics;
}

/** Counts how a tutor call ended, under the provider the deployment uses. */
export function recordOutcome(deps: Pick<TutorDeps, 'metrics' | 'provider'>, outcome: TutorOutcome): void {
  deps.metrics?.tutorCall(deps.provider.name, outcome);
}

/** Counts one question against today's limit; a refusal (429) is an outcome of its own. */
async function countQuestion(deps: TutorDeps, userId: number) {
  try {
    return await consumeUsage(deps.db, userId, deps.config.dailyLimit);
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) recordOutcome(deps, 'refused_limit');
    throw error;
  }
}

/** Earlier messages given to the provider as context. */
const CONTEXT_MESSAGES = 6;
/** History shows at most this many messages (the most recent). */
const HISTORY_LIMIT = 100;
/** A stream session must be opened within this time. */
const STREAM_SESSION_TTL_SECONDS = 60;
export const DEFAULT_WORD_DELAY_MS = 50;
export const MAX_STREAM_MS = STREAM_TIME_MAX_MS;

/**
 * Topics with their chapter and subject names, where `where` holds: visible ones only (the topic,
 * its chapter and its subject active) unless `activeOnly` is false.
 */
function selectTopics(db: Database, where: SQL, options: { activeOnly: boolean }) {
  return db
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
        ? and(where, eq(topics.isActive, true), eq(chapters.isActive, true), eq(subjects.isActive, true))
        : where,
    );
}

/** Topic with its chapter and subject names; 404 when unknown (or hidden from students). */
async function loadTopic(
  db: Database,
  topicId: number,
  options: { activeOnly: boolean } = { activeOnly: true },
): Promise<TutorTopic> {
  const rows = await selectTopics(db, eq(topics.id, topicId), options).limit(1);
  const topic = rows[0];
  if (!topic) throw new ApiError(404, 'NOT_FOUND', tutorErrors.topicNotFound);
  return topic;
}

/** What a question is about: the topic the student has open and, for a chapter question, every topic of the chapter. */
export interface TutorScope {
  topic: TutorTopic;
  chapterTopics?: TutorTopic[];
  /** Set for a chapter question: the conversation is the chapter's. */
  chapterId: number | null;
}

/** The chapter's topics in order, with its names; visible ones only unless `activeOnly` is false. */
async function loadChapterTopics(
  db: Database,
  chapterId: number,
  options: { activeOnly: boolean } = { activeOnly: true },
): Promise<TutorTopic[]> {
  return selectTopics(db, eq(topics.chapterId, chapterId), options).orderBy(topics.order, topics.id);
}

/** Resolves `lessonId` and/or `chapterId`; 404 when unknown, hidden, or the topic is not in the chapter. */
export async function loadScope(
  db: Database,
  scope: { lessonId?: number | undefined; chapterId?: number | undefined },
  options: { activeOnly: boolean } = { activeOnly: true },
): Promise<TutorScope> {
  if (scope.chapterId === undefined) {
    if (scope.lessonId === undefined) throw new ApiError(404, 'NOT_FOUND', tutorErrors.topicNotFound);
    return { topic: await loadTopic(db, scope.lessonId, options), chapterId: null };
  }
  const chapterTopics = await loadChapterTopics(db, scope.chapterId, options);
  const topic = scope.lessonId === undefined ? chapterTopics[0] : chapterTopics.find((t) => t.id === scope.lessonId);
  // A topic of another chapter is refused, not silently answered from the wrong chapter.
  if (!topic) throw new ApiError(404, 'NOT_FOUND', tutorErrors.topicNotFound);
  return { topic, chapterTopics, chapterId: scope.chapterId };
}

async function classLevelOf(db: Database, userId: number): Promise<string> {
  const rows = await db.select({ classLevel: users.classLevel }).from(users).where(eq(users.id, userId)).limit(1);
  return rows[0]?.classLevel ?? defaultStudentClass;
}

/** Messages of one conversation: the chapter's (ask page) or the topic's (lesson panel). */
function conversation(userId: number, scope: { topicId: number; chapterId: number | null }) {
  return scope.chapterId === null
    ? and(eq(tutorMessages.userId, userId), eq(tutorMessages.topicId, scope.topicId), isNull(tutorMessages.chapterId))
    : and(eq(tutorMessages.userId, userId), eq(tutorMessages.chapterId, scope.chapterId));
}

/**
 * The student's latest exchanges in a conversation, oldest first, as provider context: only
 * questions with a whole reply. A cut-short reply, or a question that got none, would show the
 * model a half-answer as if it were the tutor's (issue 17 §5).
 */
async function recentTurns(
  db: Database,
  userId: number,
  scope: { topicId: number; chapterId: number | null },
  /** The question being answered, already stored: not part of its own context. */
  questionId?: number,
): Promise<TutorTurn[]> {
  const rows = await db
    .select({
      role: tutorMessages.role,
      content: tutorMessages.content,
      state: tutorMessages.state,
      partial: tutorMessages.partial,
      safetyKind: tutorMessages.safetyKind,
    })
    .from(tutorMessages)
    .where(and(conversation(userId, scope), questionId === undefined ? undefined : ne(tutorMessages.id, questionId)))
    .orderBy(desc(tutorMessages.createdAt), desc(tutorMessages.id))
    .limit(CONTEXT_MESSAGES * 2);
  const ordered = rows.reverse();
  const turns: TutorTurn[] = [];
  for (let i = 0; i + 1 < ordered.length; i += 1) {
    const question = ordered[i];
    const answer = ordered[i + 1];
    // A caring reply to a flagged message is no lesson turn either (issue 17 §5).
    if (question?.role !== 'user' || answer?.role !== 'assistant' || answer.partial || answer.safetyKind) continue;
    turns.push(
      { role: 'user', content: question.content },
      { role: 'assistant', content: answer.content, ...(answer.state != null && { state: answer.state }) },
    );
    i += 1;
  }
  return turns.slice(-CONTEXT_MESSAGES);
}

export interface StoredReply {
  text: string;
  assessment: ReplyAssessment;
  partial: boolean;
  responseTimeMs: number;
  emotion: string | null;
  /** What the safety check found in the question (the reply is then the caring one). */
  safety: SafetyVerdictInfo | null;
  /** The generation's state for the next turn (a guided problem), stored with the reply. */
  state?: unknown;
}

/** A generation, and whether it answers a message the safety check flagged. */
export interface ScreenedGeneration extends TutorGeneration {
  safety: SafetyVerdictInfo | null;
}

/**
 * The one gate in front of every provider: the safety check reads the student's message first
 * (with OpenAI's moderation when configured), and a flagged message never reaches a model; it
 * gets the caring reply that fits what was found, and a teacher is flagged.
 */
export async function generateReply(deps: TutorDeps, request: TutorRequest): Promise<ScreenedGeneration> {
  const verdict = await screenMessage(deps.config, deps.logger, request.message, request.signal);
  if (!verdict) return { ...deps.provider.generate(request), safety: null };
  return {
    pieces: textPieces(
      verdict.confidence === 'check_in'
        ? safetyCheckInReply(request.language)
        : safetyReply(verdict.kind, request.language),
      request.signal,
    ),
    // Not a lesson answer, and a teacher must know.
    assess: () => ({ confidence: 0, requiresTeacherAttention: true }),
    safety: { kind: verdict.kind, severity: verdict.severity },
  };
}

function replyRow(
  userId: number,
  scope: { topicId: number; chapterId: number | null },
  language: Language,
  provider: string,
  reply: StoredReply,
) {
  return {
    publicId: randomUUID(),
    userId,
    topicId: scope.topicId,
    chapterId: scope.chapterId,
    role: 'assistant' as const,
    content: reply.text,
    language,
    partial: reply.partial,
    confidenceScore: reply.assessment.confidence,
    requiresTeacherAttention: reply.assessment.requiresTeacherAttention,
    emotionDetected: reply.emotion,
    responseTimeMs: reply.responseTimeMs,
    provider,
    safetyKind: reply.safety?.kind ?? null,
    safetySeverity: reply.safety?.severity ?? null,
    state: reply.state ?? null,
    createdAt: new Date(),
  };
}

/**
 * The flag an adult sees for an exchange, if it needs one: every safety message (even when its
 * reply was cut short or never stored), and every finished reply not grounded with confidence.
 */
export function flagRow(
  exchange: { userId: number; topicId: number; questionId: number; replyId: number | null },
  reply: Pick<StoredReply, 'safety' | 'assessment' | 'partial'> | null,
): typeof tutorFlags.$inferInsert | null {
  const { userId, topicId, questionId, replyId } = exchange;
  if (reply?.safety) {
    return {
      userId,
      topicId,
      questionId,
      replyId,
      reason: 'safety',
      safetyKind: reply.safety.kind,
      severity: reply.safety.severity,
    };
  }
  if (reply && !reply.partial && replyId !== null && reply.assessment.requiresTeacherAttention) {
    return { userId, topicId, questionId, replyId, reason: 'low_confidence', severity: 'low' };
  }
  return null;
}

/** Stores an assistant reply to the question `target.questionId`, and its flag if it needs one; returns its public id. */
export async function storeReply(
  db: Database,
  target: {
    userId: number;
    topicId: number;
    chapterId: number | null;
    questionId: number;
    language: Language;
    provider: string;
  },
  reply: StoredReply,
): Promise<string> {
  const row = replyRow(target.userId, target, target.language, target.provider, reply);
  await db.transaction(async (tx) => {
    const [stored] = await tx.insert(tutorMessages).values(row).returning({ id: tutorMessages.id });
    const flag = flagRow({ ...target, replyId: stored?.id ?? null }, reply);
    if (flag) await tx.insert(tutorFlags).values(flag);
  });
  return row.publicId;
}

/**
 * The reply of a generation. When time runs out (`timeout` aborted) after the model had sent
 * something, what arrived is kept as a partial reply rather than thrown away; an empty reply,
 * or any other failure, throws.
 */
async function collect(generation: TutorGeneration, timeout: AbortSignal): Promise<{ text: string; partial: boolean }> {
  let text = '';
  try {
    for await (const piece of generation.pieces) text += piece;
  } catch (error) {
    if (!timeout.aborted || text.trim() === '') throw error;
    return { text, partial: true };
  }
  if (text.trim() === '') throw new TutorProviderError('the model sent an empty reply');
  return { text, partial: false };
}

export async function chat(
  deps: TutorDeps,
  userId: number,
  input: z.output<typeof chatRequestSchema>,
  clientSignal: AbortSignal,
): Promise<ChatResponseData> {
  const { db, config, provider } = deps;
  const { topic, chapterTopics, chapterId } = await loadScope(db, input);
  const where = { topicId: topic.id, chapterId };
  // "কেন ভুল হলো?": the turn is the quiz's own explanation, not the provider's.
  const quizAnswer = input.quizAnswer && (await loadQuizAnswer(db, topic.id, input.quizAnswer));
  const classLevel = await classLevelOf(db, userId);
  const history = await recentTurns(db, userId, where);
  const counted = await countQuestion(deps, userId);
  const askedAt = new Date();
  const started = performance.now();
  // A student who leaves stops the model too: no tokens spent for nobody.
  const timeout = AbortSignal.timeout(config.chatTimeoutMs);
  const signal = AbortSignal.any([clientSignal, timeout]);
  let text: string;
  let partial: boolean;
  let generation: ScreenedGeneration;
  try {
    // "কেন ভুল হলো?": the quiz's own explanation is the reply, behind the same safety gate.
    const replier = quizAnswer
      ? { ...deps, provider: quizAnswerProvider(provider.name, explainQuizAnswer(quizAnswer, topic.name)) }
      : deps;
    generation = await generateReply(replier, {
      topic,
      ...(chapterTopics && { chapterTopics }),
      classLevel,
      language: input.language,
      history,
      message: input.message,
      signal,
    });
    ({ text, partial } = await collect(generation, timeout));
  } catch (error) {
    await refundUsage(db, userId, counted.day);
    recordOutcome(deps, 'error');
    deps.logger.warn({ err: describeError(error), provider: provider.name, topicId: topic.id }, 'tutor reply failed');
    throw new ApiError(502, 'AI_TUTOR_ERROR', tutorErrors.providerFailed);
  }
  const reply: StoredReply = {
    text,
    assessment: generation.assess(text),
    partial,
    responseTimeMs: Math.round(performance.now() - started),
    emotion: detectEmotion(input.message),
    safety: generation.safety,
    state: generation.state,
  };
  const question = { publicId: randomUUID(), createdAt: askedAt };
  const answer = replyRow(userId, where, input.language, provider.name, reply);
  await db.transaction(async (tx) => {
    const [asked] = await tx
      .insert(tutorMessages)
      .values({
        ...question,
        userId,
        topicId: topic.id,
        chapterId,
        role: 'user',
        content: input.message,
        language: input.language,
      })
      .returning({ id: tutorMessages.id });
    const [answered] = await tx.insert(tutorMessages).values(answer).returning({ id: tutorMessages.id });
    if (!asked || !answered) throw new Error('tutor exchange not stored');
    const flag = flagRow({ userId, topicId: topic.id, questionId: asked.id, replyId: answered.id }, reply);
    if (flag) await tx.insert(tutorFlags).values(flag);
  });
  recordOutcome(deps, reply.safety ? 'safety_flagged' : partial ? 'timeout' : 'answered');
  const earned = await earnedByTutorQuestion(db, userId);
  return {
    id: answer.publicId,
    role: 'assistant',
    content: text,
    timestamp: answer.createdAt.toISOString(),
    success: true,
    interaction_id: question.publicId,
    confidence_score: reply.assessment.confidence,
    requires_teacher_attention: reply.assessment.requiresTeacherAttention,
    safety: reply.safety,
    error_code: null,
    usage: counted.usage,
    ...(earned && { earned }),
  };
}

/** For logs: the error's kind and message, never request details (they could hold a key). */
export function describeError(error: unknown): { name: string; message: string } {
  return error instanceof Error
    ? { name: error.name, message: error.message }
    : { name: 'Error', message: String(error) };
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export async function startStream(
  deps: TutorDeps,
  userId: number,
  input: z.output<typeof streamRequestSchema>,
): Promise<StreamStartData> {
  const { db } = deps;
  const { topic, chapterId } = await loadScope(db, input);
  // The question counts when it is asked, here, and not again when the stream opens.
  const counted = await countQuestion(deps, userId);
  const id = randomBytes(16).toString('base64url');
  // Used and expired sessions are kept a day (to answer "already used"), then dropped: the
  // caller's by the same statement that stores the new one (every statement saved is a round
  // trip, and on the embedded database CPU, saved).
  const wordDelayMs = clamp(input.options?.wordDelayMs ?? DEFAULT_WORD_DELAY_MS, 0, STREAM_WORD_DELAY_MAX_MS);
  // The contract bounds both; clamped again so no stored session escapes the bounds.
  const maxStreamMs = clamp(input.options?.maxStreamTime ?? MAX_STREAM_MS, STREAM_TIME_MIN_MS, MAX_STREAM_MS);
  const stored = await db.execute<{ expiresAtMs: number }>(sql`
    with cleaned as (
      delete from stream_sessions where user_id = ${userId}::int and expires_at < now() - interval '1 day'
    )
    insert into stream_sessions (id, user_id, topic_id, chapter_id, message, language, word_delay_ms, max_stream_ms, expires_at)
    values (${id}, ${userId}::int, ${topic.id}::int, ${chapterId}::int, ${input.message}, ${input.options?.language ?? input.language},
      ${wordDelayMs}::int, ${maxStreamMs}::int, now() + make_interval(secs => ${STREAM_SESSION_TTL_SECONDS}))
    returning (extract(epoch from expires_at) * 1000)::float8 as "expiresAtMs"`);
  const session = stored.rows[0];
  if (!session) throw new Error('stream session not stored');
  return { session_id: id, expires_at: new Date(session.expiresAtMs).toISOString(), usage: counted.usage };
}

export interface ClaimedStream {
  sessionId: string;
  userId: number;
  /** The chapter scope of the question, if any. */
  chapterId: number | null;
  /** The stored question's row id (flags point at it). */
  questionId: number;
  /** What to ask the provider (the abort signal is the stream's). */
  request: Omit<TutorRequest, 'signal'>;
  wordDelayMs: number;
  maxStreamMs: number;
}

type ClaimRow = {
  topicId: number;
  chapterId: number | null;
  message: string;
  language: 'bn' | 'en';
  wordDelayMs: number;
  maxStreamMs: number;
  questionId: number;
  classLevel: string | null;
};

/**
 * Takes a stream session for its one use: unused, unexpired and the caller's, all checked in the
 * same statement that marks it used, so two requests cannot both win. The same statement stores
 * the question and reads the student's class; the context and the scope are read together after it.
 */
export async function claimStream(deps: TutorDeps, userId: number, sessionId: string): Promise<ClaimedStream> {
  const { db } = deps;
  const claimed = await db.execute<ClaimRow>(sql`
    with claimed as (
      update stream_sessions set used_at = now()
      where id = ${sessionId} and user_id = ${userId}::int and used_at is null and given_back_at is null and expires_at > now()
      returning user_id, topic_id, chapter_id, message, language, word_delay_ms, max_stream_ms
    ), question as (
      insert into tutor_messages (public_id, user_id, topic_id, chapter_id, role, content, language, created_at)
      select ${randomUUID()}, user_id, topic_id, chapter_id, 'user', message, language, ${new Date().toISOString()}::timestamptz from claimed
      returning id
    )
    select claimed.topic_id as "topicId", claimed.chapter_id as "chapterId", claimed.message, claimed.language,
      claimed.word_delay_ms as "wordDelayMs", claimed.max_stream_ms as "maxStreamMs", question.id as "questionId",
      users.class_level as "classLevel"
    from claimed cross join question left join users on users.id = claimed.user_id`);
  const session = claimed.rows[0];
  if (!session) throw await claimFailure(db, userId, sessionId);
  const [history, scope] = await Promise.all([
    recentTurns(db, userId, { topicId: session.topicId, chapterId: session.chapterId }, session.questionId),
    // The question was accepted when the session was made: answer it even if the topic was hidden since.
    loadScope(
      db,
      { lessonId: session.topicId, ...(session.chapterId !== null && { chapterId: session.chapterId }) },
      { activeOnly: false },
    ),
  ]);
  return {
    sessionId,
    userId,
    chapterId: scope.chapterId,
    questionId: session.questionId,
    request: {
      topic: scope.topic,
      ...(scope.chapterTopics && { chapterTopics: scope.chapterTopics }),
      classLevel: session.classLevel ?? defaultStudentClass,
      language: session.language,
      history,
      message: session.message,
    },
    wordDelayMs: session.wordDelayMs,
    maxStreamMs: session.maxStreamMs,
  };
}

/** Marks a stream session's reply as streamed to its end: its question can no longer be given back. */
export async function completeStream(db: Database, sessionId: string): Promise<void> {
  await db
    .update(streamSessions)
    .set({ completedAt: sql`now()` })
    .where(eq(streamSessions.id, sessionId));
}

/**
 * Gives back the question of a stream session whose reply did not stream to its end (the stream
 * failed, or the student's page was reloaded or closed mid-reply): its count is refunded, on the
 * day it was counted, at most once. False when there is nothing to give back (the reply completed,
 * the question was already given back, or the session is not the caller's).
 */
export async function giveBackStream(db: Database, userId: number, sessionId: string): Promise<boolean> {
  const [session] = await db
    .update(streamSessions)
    .set({ givenBackAt: sql`now()` })
    .where(
      and(
        eq(streamSessions.id, sessionId),
        eq(streamSessions.userId, userId),
        isNull(streamSessions.completedAt),
        isNull(streamSessions.givenBackAt),
      ),
    )
    .returning({ createdAt: streamSessions.createdAt });
  if (!session) return false;
  await refundUsage(db, userId, dhakaDay(session.createdAt));
  return true;
}

async function claimFailure(db: Database, userId: number, sessionId: string): Promise<ApiError> {
  const [row] = await db
    .select({ userId: streamSessions.userId, usedAt: streamSessions.usedAt, givenBackAt: streamSessions.givenBackAt })
    .from(streamSessions)
    .where(eq(streamSessions.id, sessionId))
    .limit(1);
  // Another student's session is reported as unknown: its existence is none of the caller's business.
  if (!row || row.userId !== userId) {
    return new ApiError(404, 'STREAM_SESSION_NOT_FOUND', tutorErrors.streamSessionNotFound);
  }
  if (row.usedAt || row.givenBackAt) return new ApiError(409, 'STREAM_SESSION_USED', tutorErrors.streamSessionUsed);
  return new ApiError(410, 'STREAM_SESSION_EXPIRED', tutorErrors.streamSessionExpired);
}

export async function history(
  db: Database,
  userId: number,
  query: { lessonId?: number | undefined; chapterId?: number | undefined },
): Promise<TutorHistoryMessage[]> {
  const { topic, chapterId } = await loadScope(db, query);
  const rows = await db
    .select()
    .from(tutorMessages)
    .where(conversation(userId, { topicId: topic.id, chapterId }))
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
            safety:
              row.safetyKind && row.safetySeverity ? { kind: row.safetyKind, severity: row.safetySeverity } : null,
          }
        : null,
  }));
}
