import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SSEStreamingApi } from 'hono/streaming';
import type { AppEnv } from '../http/env';
import { assessment, TutorProviderError } from './provider';
import { USEFUL_REPLY_WORDS } from '@study/contract';
import { tutorErrors } from './messages/errors';
import {
  completeStream,
  describeError,
  flagRow,
  generateReply,
  giveBackStream,
  MAX_STREAM_MS,
  recordOutcome,
  storeReply,
} from './service';
import type { ClaimedStream, ScreenedGeneration, StoredReply, TutorDeps } from './service';
import { WordSplitter } from './text';
import { tutorFlags } from '../db/schema';
import { readUsage } from './usage';
import { detectEmotion } from './wellbeing';
import { earnedByTutorQuestion } from '../progress/progress-service';

// `GET stream-sse/`: the reply of a claimed stream session as server-sent events, word by word.
//   event: chunk     data: {content, metadata: {index}}            one word (with its trailing space)
//   event: complete  data: {message_id, metadata: {…, usage, partial: false}}
//   event: error     data: {message, code}                           then the stream ends
// The stream ends within the session's time limit. When the student stops or disconnects, the
// model is aborted too, and the words already sent are stored as a partial reply.

/** Open SSE streams of this process (`stream-status`' concurrent_connections). */
export class StreamCounter {
  /** Each open stream's abort, by stream session id: a question given back stops its reply. */
  readonly live = new Map<string, AbortController>();
  private readonly ended = new Set<() => void>();

  get open(): number {
    return this.live.size;
  }

  opened(sessionId: string, controller: AbortController): void {
    this.live.set(sessionId, controller);
  }

  closed(sessionId: string): void {
    this.live.delete(sessionId);
    if (this.live.size === 0) for (const resolve of this.ended) resolve();
  }

  /**
   * The server is stopping and its drain time is up: every open stream ends now, storing what
   * arrived, giving its question back and telling its client (`SERVER_RESTARTING`). Resolves once
   * they have, or after `withinMs` for a stream stuck on a write.
   */
  async cutAll(withinMs: number): Promise<void> {
    if (this.live.size === 0) return;
    const allEnded = new Promise<void>((resolve) => this.ended.add(resolve));
    for (const controller of this.live.values()) controller.abort('shutdown' satisfies EndReason);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([allEnded, new Promise<void>((resolve) => (timer = setTimeout(resolve, withinMs)))]);
    clearTimeout(timer);
  }
}

type EndReason = 'disconnected' | 'timeout' | 'given-back' | 'shutdown';

interface WordStreamResult {
  /** Exactly the words sent. */
  text: string;
  /** Words sent to the client. */
  sent: number;
  /** Words the model had produced (sent or waiting for their turn). */
  produced: number;
  /** The reply ran to its end. */
  finished: boolean;
  error?: unknown;
}

/**
 * Sends a generation's text word by word, `wordDelayMs` apart, until it ends, fails or `signal`
 * aborts. Never throws: the result says how far it got.
 */
async function sendWords(
  pieces: AsyncIterable<string>,
  options: { wordDelayMs: number; signal: AbortSignal; send(word: string, index: number): Promise<void> },
): Promise<WordStreamResult> {
  const { wordDelayMs, signal, send } = options;
  const splitter = new WordSplitter();
  let text = '';
  let index = 0;
  let produced = 0;
  const emit = async (words: string[]) => {
    produced += words.length;
    for (const word of words) {
      if (index > 0 && wordDelayMs > 0) await sleep(wordDelayMs, undefined, { signal });
      signal.throwIfAborted();
      await send(word, index);
      text += word;
      index += 1;
    }
  };
  try {
    for await (const piece of pieces) await emit(splitter.push(piece));
    await emit(splitter.flush());
    return { text, sent: index, produced, finished: true };
  } catch (error) {
    return { text, sent: index, produced, finished: false, error };
  }
}

export function tutorEventStream(
  c: Context<AppEnv>,
  deps: TutorDeps,
  counter: StreamCounter,
  claim: ClaimedStream,
): Response {
  const logger = c.var.logger;
  const response = streamSSE(c, async (sse) => {
    const controller = new AbortController();
    counter.opened(claim.sessionId, controller);
    const timer = setTimeout(() => controller.abort('timeout' satisfies EndReason), claim.maxStreamMs);
    // While the model is silent, a comment now and then keeps proxies and mobile networks from
    // dropping the connection (EventSource ignores comments).
    lastWrite.set(sse, performance.now());
    const heartbeat = setInterval(
      () => {
        if (performance.now() - (lastWrite.get(sse) ?? 0) < deps.config.heartbeatMs || sse.aborted || sse.closed)
          return;
        lastWrite.set(sse, performance.now());
        void sse.write(': heartbeat\n\n').catch(() => undefined);
      },
      Math.max(5, Math.floor(deps.config.heartbeatMs / 2)),
    );
    sse.onAbort(() => controller.abort('disconnected' satisfies EndReason));
    if (sse.aborted) controller.abort('disconnected' satisfies EndReason);
    try {
      await run(sse, deps, claim, controller.signal, logger);
    } catch (error) {
      // Storing failed (database down …): tell the client rather than leave it waiting.
      logger.error({ err: error, topicId: claim.request.topic.id }, 'tutor stream failed');
      recordOutcome(deps, 'error');
      await writeEvent(sse, 'error', { message: tutorErrors.providerFailed, code: 'AI_TUTOR_ERROR' });
    } finally {
      clearTimeout(timer);
      clearInterval(heartbeat);
      counter.closed(claim.sessionId);
    }
  });
  // Proxies must pass each event on at once, untouched.
  response.headers.set('Cache-Control', 'no-cache, no-transform');
  response.headers.set('X-Accel-Buffering', 'no');
  return response;
}

async function run(
  sse: SSEStreamingApi,
  deps: TutorDeps,
  claim: ClaimedStream,
  signal: AbortSignal,
  logger: TutorDeps['logger'],
): Promise<void> {
  const { db, provider } = deps;
  const started = performance.now();
  let generation: ScreenedGeneration | undefined;
  let result: WordStreamResult;
  try {
    generation = await generateReply(deps, { ...claim.request, signal });
    result = await sendWords(generation.pieces, {
      wordDelayMs: claim.wordDelayMs,
      signal,
      send: (word, index) => writeEvent(sse, 'chunk', { content: word, metadata: { index } }),
    });
  } catch (error) {
    result = { text: '', sent: 0, produced: 0, finished: false, error };
  }
  const target = {
    userId: claim.userId,
    topicId: claim.request.topic.id,
    chapterId: claim.chapterId,
    questionId: claim.questionId,
    language: claim.request.language,
    provider: provider.name,
  };
  const stored = (partial: boolean): StoredReply => ({
    text: result.text,
    partial,
    assessment: generation ? generation.assess(result.text) : assessment(0),
    responseTimeMs: Math.round(performance.now() - started),
    emotion: detectEmotion(claim.request.message),
    safety: generation?.safety ?? null,
    // A reply cut short leaves no step open: the student did not see the question.
    state: partial ? undefined : generation?.state,
  });
  const hasText = result.text.trim() !== '';

  if (result.finished && hasText) {
    const reply = stored(false);
    const messageId = await storeReply(db, target, reply);
    await completeStream(db, claim.sessionId);
    const earned = await earnedByTutorQuestion(db, claim.userId);
    await writeEvent(sse, 'complete', {
      message_id: messageId,
      metadata: {
        confidence_score: reply.assessment.confidence,
        requires_teacher_attention: reply.assessment.requiresTeacherAttention,
        emotion_detected: reply.emotion,
        response_time_ms: reply.responseTimeMs,
        safety: reply.safety,
        usage: await readUsage(db, claim.userId, deps.config.dailyLimit),
        partial: false,
      },
      ...(earned && { earned }),
    });
    recordOutcome(deps, reply.safety ? 'safety_flagged' : 'answered');
    return;
  }

  // Cut short: what the student saw is kept, marked partial.
  if (hasText) await storeReply(db, target, stored(true));
  else {
    // A safety message is flagged even when not a word of its reply reached the student.
    const flag = flagRow({ ...target, replyId: null }, generation?.safety ? stored(true) : null);
    if (flag) await db.insert(tutorFlags).values(flag);
  }
  const reason = signal.aborted ? (signal.reason as EndReason) : undefined;
  // Nobody to tell. A student who stopped has the question counted; a page reloaded or closed
  // mid-reply gives it back itself when it comes back (`stream-give-back/`).
  if (reason === 'disconnected' || reason === 'given-back') {
    recordOutcome(deps, 'client_gone');
    return;
  }
  const { sent, produced } = result;
  logger.info({ topicId: claim.request.topic.id, reason: reason ?? 'error', sent, produced }, 'tutor stream cut short');
  if (reason === 'shutdown') {
    // A deploy is no fault of the student's: the question is given back however far the reply
    // got, and the client keeps what arrived and offers to ask again (on an instance still up).
    await giveBackStream(db, claim.userId, claim.sessionId);
    await writeEvent(sse, 'error', {
      message: tutorErrors.serverRestarting,
      code: 'SERVER_RESTARTING',
      usage: await readUsage(db, claim.userId, deps.config.dailyLimit),
    });
    recordOutcome(deps, 'drain_cut');
    return;
  }
  // The client retries a failed stream through the chat call, which counts the question again: the
  // question is given back when the server or the model failed before a useful part was produced.
  // A time limit the client shortened, or pacing it chose, is not a failure (issue 20: a refund on
  // every time-out let 12 questions through a limit of 5).
  const serverFailed = reason !== 'timeout' || claim.maxStreamMs >= MAX_STREAM_MS;
  if (serverFailed && result.produced < USEFUL_REPLY_WORDS) await giveBackStream(db, claim.userId, claim.sessionId);
  if (reason === 'timeout') {
    await writeEvent(sse, 'error', { message: tutorErrors.streamTimeout, code: 'STREAM_TIMEOUT' });
    recordOutcome(deps, 'timeout');
    return;
  }
  const error = result.error ?? new TutorProviderError('the model sent an empty reply');
  logger.warn(
    { err: describeError(error), provider: provider.name, topicId: claim.request.topic.id },
    'tutor stream reply failed',
  );
  await writeEvent(sse, 'error', { message: tutorErrors.providerFailed, code: 'AI_TUTOR_ERROR' });
  recordOutcome(deps, 'error');
}

/** When each open stream last sent something (for the heartbeat). */
const lastWrite = new WeakMap<SSEStreamingApi, number>();

function writeEvent(sse: SSEStreamingApi, event: 'chunk' | 'complete' | 'error', data: unknown): Promise<void> {
  lastWrite.set(sse, performance.now());
  return sse.writeSSE({ event, data: JSON.stringify(data) });
}
