import {
  chatResponseDataSchema,
  paths,
  sseChunkSchema,
  sseCompleteSchema,
  sseErrorSchema,
  streamGiveBackDataSchema,
  streamStartDataSchema,
} from '@study/contract';
import type {
  ChatResponseData,
  Language,
  NewlyEarned,
  QuizAnswer,
  SafetyVerdictInfo,
  StreamGiveBackData,
  StreamStartData,
  Usage,
} from '@study/contract';
import { ApiError } from '../api/ApiError';
import type { ApiClient } from '../api/apiClient';

// The AI tutor's network side (spec §7, §8; decisions.md "AI tutor"), free of React: the normal
// chat call, and a streamed reply through `stream/` + EventSource on `stream-sse/`.

/** Spec §9: a streamed reply must complete within this time. */
export const STREAM_TIMEOUT_MS = 30_000;

/** Spec §8's stream failures; the English text is the error's message (a code), the student sees Bengali. */
export const streamErrorMessages = {
  noSession: 'No session ID received from server',
  connectionFailed: 'Streaming connection failed',
  timeout: 'Streaming timeout',
  streamError: 'Streaming error occurred',
} as const;
export type StreamErrorKind = keyof typeof streamErrorMessages;

export class TutorStreamError extends Error {
  readonly kind: StreamErrorKind;
  /** The server's code of an `error` event (AI_TUTOR_ERROR, STREAM_TIMEOUT, SERVER_RESTARTING), when it sent one. */
  readonly serverCode?: string;
  /** Today's allowance, when the event said (SERVER_RESTARTING: the question was given back). */
  readonly usage?: Usage;

  constructor(kind: StreamErrorKind, serverCode?: string, usage?: Usage) {
    super(streamErrorMessages[kind]);
    this.name = 'TutorStreamError';
    this.kind = kind;
    if (serverCode !== undefined) this.serverCode = serverCode;
    if (usage !== undefined) this.usage = usage;
  }
}

/** Spec §8: a chat answer that says it failed. */
export const tutorReplyErrorMessages = {
  serviceError: 'AI tutor service error',
} as const;

export class TutorReplyError extends Error {
  /** The reply's `error_code` (e.g. USAGE_LIMIT_EXCEEDED). */
  readonly code: string | null;
  readonly usage: Usage;

  constructor(code: string | null, usage: Usage) {
    super(tutorReplyErrorMessages.serviceError);
    this.name = 'TutorReplyError';
    this.code = code;
    this.usage = usage;
  }
}

/** The part of EventSource the client uses: the browser's, or the `eventsource` package in Node. */
export interface ReplyEventSource {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}
export type ReplyEventSourceConstructor = new (url: string) => ReplyEventSource;

export interface TutorQuestion {
  /** The topic the question is about (decisions.md: lessonId is the topic id). */
  lessonId: number;
  /** Ask about the whole chapter (the ask page): every topic is searched, `lessonId` ranked first. */
  chapterId?: number;
  message: string;
  language?: Language;
}

/**
 * A question for the normal chat call. The scope may be the chapter alone (the chapter quiz's
 * "কেন ভুল হলো?": the server takes the chapter's first topic). With `quizAnswer` the reply
 * explains that quiz answer against the right one; only this call takes it, not the stream.
 */
export type ChatQuestion = Omit<TutorQuestion, 'lessonId'> &
  ({ lessonId: number } | { lessonId?: undefined; chapterId: number }) & {
    quizAnswer?: QuizAnswer;
    signal?: AbortSignal;
  };

export interface StreamCompletion {
  messageId: string;
  requiresTeacherAttention: boolean;
  confidenceScore: number;
  usage: Usage;
  /** Set when the reply answered a message the server's safety check flagged. */
  safety: SafetyVerdictInfo | null;
  /** Badges this question earned, for the toast. */
  earned?: NewlyEarned;
}

export interface StreamReplyOptions extends TutorQuestion {
  /** Milliseconds between words (spec §9: 25, 50 or 100). */
  wordDelayMs: number;
  /**
   * The access token, passed in the query as EventSource cannot send headers. A getter is read
   * once the stream is started, so a token the start call renewed is the one used.
   */
  token: string | (() => string | null);
  /** The stream session exists and its question is counted; `usage` is today's allowance after it. */
  onStart?: (start: StreamStartData) => void;
  onChunk: (content: string, index: number) => void;
  onComplete: (completion: StreamCompletion) => void;
  /** A TutorStreamError, or the start call's failure (the API client's error). Never after `signal` aborted. */
  onError: (error: unknown) => void;
  /** Aborting stops the stream (spec: stop closes it); no callback follows. */
  signal?: AbortSignal;
}

export interface TutorClientOptions {
  /** The app's API client (bearer token, one renewal on 401, error shape of spec §7). */
  api: Pick<ApiClient, 'post'>;
  /** The browser's EventSource by default. */
  EventSource?: ReplyEventSourceConstructor;
  /** Prefix of the stream URL; same origin by default. */
  baseUrl?: string;
  timeoutMs?: number;
}

export interface TutorClient {
  sendChat(question: ChatQuestion): Promise<ChatResponseData>;
  /** Resolves once the stream has ended, whichever way; the callbacks tell how. */
  streamReply(options: StreamReplyOptions): Promise<void>;
  /** Asks for the question of a stream cut short (the page was reloaded mid-reply) back. */
  giveBack(sessionId: string): Promise<StreamGiveBackData>;
}

function abortError(): DOMException {
  return new DOMException('The operation was aborted.', 'AbortError');
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

function parseEventData(event: Event): unknown {
  const data: unknown = (event as MessageEvent).data;
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

export function createTutorClient({
  api,
  EventSource: EventSourceImpl = globalThis.EventSource,
  baseUrl = '',
  timeoutMs = STREAM_TIMEOUT_MS,
}: TutorClientOptions): TutorClient {
  async function sendChat({ lessonId, chapterId, message, language = 'bn', quizAnswer, signal }: ChatQuestion) {
    const scope = { ...(lessonId !== undefined && { lessonId }), ...(chapterId !== undefined && { chapterId }) };
    const body = { ...scope, message, language, ...(quizAnswer && { quizAnswer }) };
    const reply = await api.post(paths.tutorChat, body, chatResponseDataSchema, { signal });
    if (!reply.success) throw new TutorReplyError(reply.error_code, reply.usage);
    return reply;
  }

  function listen(url: string, options: StreamReplyOptions): Promise<void> {
    const { onChunk, onComplete, onError, signal } = options;
    return new Promise((resolve) => {
      let source: ReplyEventSource;
      try {
        source = new EventSourceImpl(url);
      } catch {
        onError(new TutorStreamError('connectionFailed'));
        resolve();
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Closing at once on any ending, as an open EventSource reconnects by itself.
      const end = (report?: () => void) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', stop);
        source.close();
        report?.();
        resolve();
      };
      const stop = () => end();
      const fail = (error: TutorStreamError) => end(() => onError(error));
      timer = setTimeout(() => fail(new TutorStreamError('timeout')), timeoutMs);
      signal?.addEventListener('abort', stop, { once: true });

      source.addEventListener('chunk', (event) => {
        const chunk = sseChunkSchema.safeParse(parseEventData(event));
        if (!chunk.success) return fail(new TutorStreamError('streamError'));
        onChunk(chunk.data.content, chunk.data.metadata.index);
      });
      source.addEventListener('complete', (event) => {
        const complete = sseCompleteSchema.safeParse(parseEventData(event));
        if (!complete.success) return fail(new TutorStreamError('streamError'));
        const { message_id, metadata, earned } = complete.data;
        end(() =>
          onComplete({
            messageId: message_id,
            requiresTeacherAttention: metadata.requires_teacher_attention,
            confidenceScore: metadata.confidence_score,
            usage: metadata.usage,
            safety: metadata.safety ?? null,
            ...(earned && { earned }),
          }),
        );
      });
      // Both the server's `error` event (with data) and a failed or dropped connection (without).
      source.addEventListener('error', (event) => {
        const data = parseEventData(event);
        if (data === undefined) return fail(new TutorStreamError('connectionFailed'));
        const failure = sseErrorSchema.safeParse(data);
        fail(
          failure.success
            ? new TutorStreamError('streamError', failure.data.code, failure.data.usage)
            : new TutorStreamError('streamError'),
        );
      });
    });
  }

  async function streamReply(options: StreamReplyOptions): Promise<void> {
    const { lessonId, chapterId, message, language = 'bn', wordDelayMs, signal, onError } = options;
    let start: StreamStartData;
    try {
      if (signal?.aborted) throw abortError();
      start = await api.post(
        paths.tutorStream,
        {
          lessonId,
          ...(chapterId !== undefined && { chapterId }),
          message,
          language,
          options: { wordDelayMs, maxStreamTime: STREAM_TIMEOUT_MS, language },
        },
        streamStartDataSchema,
        { signal },
      );
    } catch (error) {
      if (!signal?.aborted && !isAbortError(error)) onError(error);
      return;
    }
    if (signal?.aborted) return;
    if (!start.session_id) {
      onError(new TutorStreamError('noSession'));
      return;
    }
    options.onStart?.(start);
    const token = typeof options.token === 'function' ? options.token() : options.token;
    if (!token) {
      onError(new ApiError('Authentication required', 401, 'AUTH_REQUIRED'));
      return;
    }
    const query = new URLSearchParams({ session_id: start.session_id, token });
    await listen(`${baseUrl}${paths.tutorStreamSse}?${query}`, options);
  }

  function giveBack(sessionId: string) {
    return api.post(paths.tutorStreamGiveBack, { session_id: sessionId }, streamGiveBackDataSchema);
  }

  return { sendChat, streamReply, giveBack };
}
