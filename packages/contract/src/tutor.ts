import { z } from 'zod';
import { newlyEarnedSchema } from './achievements';
import { apiFailureSchema } from './envelope';
import { bnMessages } from './messages';
import { hasNoNul, idSchema, isoDateTimeSchema, languageSchema } from './primitives';
import { safetyVerdictSchema } from './safety';

export const TUTOR_MESSAGE_MAX = 1000;

export const tutorMessageSchema = z
  .string({ error: bnMessages.messageEmpty })
  .trim()
  .min(1, bnMessages.messageEmpty)
  .max(TUTOR_MESSAGE_MAX, bnMessages.messageTooLong)
  .refine(hasNoNul, bnMessages.invalidInput);

export const usageSchema = z.object({
  remaining_today: z.number().int().nonnegative(),
  daily_limit: z.number().int().nonnegative(),
  can_call: z.boolean(),
});
export type Usage = z.infer<typeof usageSchema>;

/**
 * Codes of the tutor's failures (`code` of the error body, or of an SSE `error` event):
 * - USAGE_LIMIT_EXCEEDED (HTTP 429 on `chat/` and `stream/`): today's questions are used up
 *   (days in Asia/Dhaka); `details.usage` says so and `Retry-After` gives the seconds to midnight.
 * - AI_TUTOR_ERROR (HTTP 502 on `chat/`, or an SSE `error` event): the model failed; the question
 *   is not counted when the model had produced fewer than USEFUL_REPLY_WORDS words.
 * - STREAM_TIMEOUT (SSE `error` event): the reply did not finish within the stream's time limit;
 *   the words sent so far are stored as a partial reply. The question is given back only when the
 *   server's own limit (30 s) ran out before the model had produced USEFUL_REPLY_WORDS words;
 *   a shorter `maxStreamTime` is the client's choice and the question counts.
 * - SERVER_RESTARTING (SSE `error` event): the instance is stopping (a deploy) and its drain time
 *   ran out before the reply ended; the words sent so far are stored as a partial reply and the
 *   question is always given back, so the client keeps what arrived and can ask again.
 * - STREAM_SESSION_NOT_FOUND (404), STREAM_SESSION_USED (409), STREAM_SESSION_EXPIRED (410): JSON
 *   answers of `stream-sse/` before any event, so EventSource fails at once and does not reconnect.
 */
export const USEFUL_REPLY_WORDS = 20;

export const tutorErrorCodes = [
  'USAGE_LIMIT_EXCEEDED',
  'AI_TUTOR_ERROR',
  'STREAM_TIMEOUT',
  'SERVER_RESTARTING',
  'STREAM_SESSION_NOT_FOUND',
  'STREAM_SESSION_USED',
  'STREAM_SESSION_EXPIRED',
] as const;
export type TutorErrorCode = (typeof tutorErrorCodes)[number];

/** HTTP 429 body of `chat/` and `stream/` once today's limit is reached. */
export const usageLimitFailureSchema = apiFailureSchema.extend({
  code: z.literal('USAGE_LIMIT_EXCEEDED'),
  details: z.object({ usage: usageSchema }),
});
export type UsageLimitFailure = z.infer<typeof usageLimitFailureSchema>;

/**
 * What a question is about: a topic (`lessonId`, the topic's id), a whole chapter (`chapterId`:
 * the tutor searches every topic of it, the ask page), or both (the chapter, with the topic the
 * student has open ranked first; the topic must belong to the chapter). At least one is needed.
 */
const tutorScopeShape = { lessonId: idSchema.optional(), chapterId: idSchema.optional() };
const hasScope = (value: { lessonId?: number | undefined; chapterId?: number | undefined }) =>
  value.lessonId !== undefined || value.chapterId !== undefined;
const scopeIssue = { message: bnMessages.invalidInput, path: ['lessonId'] };

/**
 * "কেন ভুল হলো?": the student's answer to a quiz question of the topic's chapter; the tutor's turn
 * explains it against the right one from the quiz's key, which the client never receives.
 */
export const quizAnswerSchema = z
  .object({ questionId: idSchema, optionId: idSchema })
  .describe(
    "Asks the tutor to explain this answer to a quiz question of the topic's chapter against the right one " +
      '(from the quiz\'s explanation); `message` is the student\'s words for it, e.g. "কেন ভুল হলো?".',
  );
export type QuizAnswer = z.infer<typeof quizAnswerSchema>;

const chatRequestShape = {
  ...tutorScopeShape,
  message: tutorMessageSchema,
  language: languageSchema.default('bn'),
};
export const chatRequestSchema = z
  .object({ ...chatRequestShape, quizAnswer: quizAnswerSchema.optional() })
  .refine(hasScope, scopeIssue);
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const tutorReplyMetadataSchema = z.object({
  confidence_score: z.number().min(0).max(1),
  requires_teacher_attention: z.boolean(),
  emotion_detected: z.string().nullable(),
  response_time_ms: z.number().int().nonnegative(),
  /** Set when the reply answered a message the safety check flagged (the reply is then a caring one, not a lesson). */
  safety: safetyVerdictSchema.nullable().optional(),
});
export type TutorReplyMetadata = z.infer<typeof tutorReplyMetadataSchema>;

export const chatResponseDataSchema = z.object({
  id: z.string(),
  role: z.literal('assistant'),
  content: z.string(),
  timestamp: isoDateTimeSchema,
  success: z.boolean(),
  interaction_id: z.string().nullable(),
  confidence_score: z.number().min(0).max(1),
  requires_teacher_attention: z.boolean(),
  /** Set when the message was flagged by the safety check; see tutorReplyMetadataSchema. */
  safety: safetyVerdictSchema.nullable().optional(),
  error_code: z.string().nullable(),
  usage: usageSchema,
  /** Badges this question earned (issue 19: the tutor-questions badge), for the toast. */
  earned: newlyEarnedSchema.optional(),
});
export type ChatResponseData = z.infer<typeof chatResponseDataSchema>;

/**
 * Bounds of the client's stream options, checked by the server (400 INVALID_INPUT outside
 * them): a word at most every 100 ms (spec §9 offers 25, 50 and 100), and a stream of 1 to 30 s.
 * A time-out the client chose by shortening the stream is not the server's failure: the question
 * still counts (see STREAM_TIMEOUT).
 */
export const STREAM_WORD_DELAY_MAX_MS = 100;
export const STREAM_TIME_MIN_MS = 1000;
export const STREAM_TIME_MAX_MS = 30_000;

export const streamOptionsSchema = z
  .object({
    enableStreaming: z.boolean().optional(),
    wordDelayMs: z.number().int().min(0).max(STREAM_WORD_DELAY_MAX_MS).optional(),
    maxStreamTime: z.number().int().min(STREAM_TIME_MIN_MS).max(STREAM_TIME_MAX_MS).optional(),
    enableEmotionDetection: z.boolean().optional(),
    language: languageSchema.optional(),
  })
  .optional();

export const streamRequestSchema = z
  .object({ ...chatRequestShape, options: streamOptionsSchema })
  .refine(hasScope, scopeIssue);
export type StreamRequest = z.input<typeof streamRequestSchema>;

export const streamStartDataSchema = z.object({
  session_id: z.string(),
  expires_at: isoDateTimeSchema,
  usage: usageSchema,
});
export type StreamStartData = z.infer<typeof streamStartDataSchema>;

/** EventSource cannot send headers, so the access token may come as `token`; a bearer header works too. */
export const streamSseQuerySchema = z.object({
  session_id: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, 'Invalid session id'),
  token: z.string().min(1).max(4000).optional(),
});

/**
 * `stream-give-back/`: a page reloaded or closed while a reply streamed asks for its question back.
 * `given_back` is false when there was nothing to give back (the reply had completed, or it was
 * given back already); `usage` is today's allowance either way.
 */
export const streamGiveBackRequestSchema = z.object({ session_id: streamSseQuerySchema.shape.session_id });
export const streamGiveBackDataSchema = z.object({ given_back: z.boolean(), usage: usageSchema });
export type StreamGiveBackData = z.infer<typeof streamGiveBackDataSchema>;

export const streamStatusSchema = z.object({
  streaming_available: z.boolean(),
  provider: z.string().optional(),
  features: z.object({
    word_by_word_streaming: z.boolean(),
    stream_caching: z.boolean(),
    smart_routing_integration: z.boolean(),
    emotion_detection: z.boolean(),
    parallel_processing: z.boolean(),
  }),
  performance: z.object({
    word_delay_ms: z.number().int(),
    max_stream_time_ms: z.number().int(),
    concurrent_connections: z.number().int().nonnegative(),
  }),
  endpoints: z.record(z.string(), z.string()),
});
export type StreamStatus = z.infer<typeof streamStatusSchema>;

/** Server-sent events of `stream-sse/`: the `data:` of each event, by event name. */
export const sseChunkSchema = z.object({
  content: z.string(),
  metadata: z.object({ index: z.number().int().nonnegative() }).passthrough(),
});
export const sseCompleteSchema = z.object({
  message_id: z.string(),
  metadata: tutorReplyMetadataSchema.extend({ usage: usageSchema, partial: z.boolean() }),
  /** Badges this question earned (issue 19: the tutor-questions badge), for the toast. */
  earned: newlyEarnedSchema.optional(),
});
/**
 * `code` is AI_TUTOR_ERROR, STREAM_TIMEOUT or SERVER_RESTARTING (see tutorErrorCodes); `message`
 * is Bengali. SERVER_RESTARTING also carries today's `usage`, with the question given back.
 */
export const sseErrorSchema = z.object({ message: z.string(), code: z.string(), usage: usageSchema.optional() });

/** `?lessonId=` for a topic's conversation, `?chapterId=` for the chapter's (the ask page's). */
export const historyQuerySchema = z.object(tutorScopeShape).refine(hasScope, scopeIssue);
export const tutorHistoryMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  timestamp: isoDateTimeSchema,
  metadata: tutorReplyMetadataSchema.extend({ partial: z.boolean() }).nullable(),
});
export type TutorHistoryMessage = z.infer<typeof tutorHistoryMessageSchema>;

export const engagementLevels = ['highly_engaged', 'engaged', 'basic', 'low'] as const;
export const analysisQuerySchema = z.object({ chapterId: idSchema });
export const quizOfferSchema = z.object({
  type: z.literal('quiz_offer'),
  message: z.string(),
  topic: z.string(),
  expected_duration: z.number().int().positive(),
  question_count: z.number().int().positive(),
  adaptive: z.boolean(),
  session_id: z.string(),
  quizId: idSchema,
});
export const conversationAnalysisSchema = z.object({
  engagement_level: z.enum(engagementLevels),
  questions_asked_count: z.number().int().nonnegative(),
  should_transition: z.boolean(),
  cultural_messaging: z.string().nullable(),
  quiz_offer: quizOfferSchema.nullable(),
});
export type ConversationAnalysis = z.infer<typeof conversationAnalysisSchema>;
