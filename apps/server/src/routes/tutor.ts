import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  analysisQuerySchema,
  apiFailureSchema,
  apiSuccessSchema,
  chatRequestSchema,
  chatResponseDataSchema,
  conversationAnalysisSchema,
  historyQuerySchema,
  paths,
  streamGiveBackDataSchema,
  streamGiveBackRequestSchema,
  streamRequestSchema,
  streamSseQuerySchema,
  streamStartDataSchema,
  streamStatusSchema,
  tutorHistoryMessageSchema,
  usageLimitFailureSchema,
  usageSchema,
} from '@study/contract';
import type { StreamStatus } from '@study/contract';
import type { AppDeps } from '../app';
import { requireAuth } from '../auth/middleware';
import { ok } from '../http/api-error';
import { createRouter } from '../http/router';
import type { Router } from '../http/router';
import { analyseConversation } from '../tutor/analysis';
import { createTutorProvider } from '../tutor/create-provider';
import {
  chat,
  claimStream,
  DEFAULT_WORD_DELAY_MS,
  giveBackStream,
  history,
  MAX_STREAM_MS,
  startStream,
} from '../tutor/service';
import type { TutorDeps } from '../tutor/service';
import { StreamCounter, tutorEventStream } from '../tutor/stream';
import { readUsage } from '../tutor/usage';
import { bearerSecurity, errorResponses } from './openapi';

// The AI tutor (decisions.md "AI tutor"): chat, streamed replies, usage, history and the ask
// page's conversation analysis. Every route needs a student token; `lessonId` is a topic id.

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema: apiSuccessSchema(schema) } },
});
const failure = (schema: z.ZodType, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const usageLimit = failure(
  usageLimitFailureSchema,
  "Today's questions are used up (USAGE_LIMIT_EXCEEDED); Retry-After gives the seconds to midnight in Asia/Dhaka.",
);

export function tutorRoutes({ config, db, logger, tokens, streams = new StreamCounter(), metrics }: AppDeps): Router {
  const router = createRouter();
  const student = requireAuth({ db, tokens }, 'student');
  const deps: TutorDeps = {
    db,
    config: config.tutor,
    provider: createTutorProvider(config.tutor),
    logger,
    ...(metrics ? { metrics } : {}),
  };
  const common = { tags: ['AI tutor'], middleware: [student], security: bearerSecurity };

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.tutorChat,
      summary: 'Ask the tutor (whole reply)',
      description:
        'Counts one question against the daily limit, asks the provider, stores the question and the reply. The scope ' +
        'is `lessonId` (a topic), `chapterId` (every topic of the chapter is searched, the ask page), or both (the ' +
        'chapter, the open topic ranked first; 404 when the topic is not in the chapter); at least one is required. ' +
        '`id` is the reply, `interaction_id` the question. A provider failure answers 502 AI_TUTOR_ERROR and does ' +
        'not count the question. With `quizAnswer` ("কেন ভুল হলো?") the reply explains that answer to a quiz ' +
        "question of the topic's chapter against the right one, from the quiz's key and explanation (404 when the " +
        'question or option is not of that chapter).',
      request: { body: { content: { 'application/json': { schema: chatRequestSchema } }, required: true } },
      responses: {
        200: json(chatResponseDataSchema, 'The reply'),
        ...errorResponses(400, 401, 403, 404, 415),
        429: usageLimit,
        502: failure(apiFailureSchema, 'The model failed (AI_TUTOR_ERROR).'),
      },
    }),
    async (c) => ok(c, await chat(deps, c.var.auth.userId, c.req.valid('json'), c.req.raw.signal)),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.tutorUsage,
      summary: "Today's question allowance",
      description: 'Questions left today (calendar day in Asia/Dhaka), the daily limit, and whether a call is allowed.',
      responses: { 200: json(usageSchema, 'Usage'), ...errorResponses(401, 403) },
    }),
    async (c) => ok(c, await readUsage(db, c.var.auth.userId, config.tutor.dailyLimit)),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.tutorStreamStatus,
      summary: 'Streaming capabilities',
      description:
        'The active provider, what streaming supports, its defaults, and the SSE streams open on this instance.',
      responses: { 200: json(streamStatusSchema, 'Streaming status'), ...errorResponses(401, 403) },
    }),
    (c) => {
      const status: StreamStatus = {
        streaming_available: true,
        provider: deps.provider.name,
        features: {
          word_by_word_streaming: true,
          stream_caching: false,
          smart_routing_integration: false,
          emotion_detection: true, // keyword-based (emotion_detected: confused, frustrated, distressed)
          parallel_processing: false,
        },
        performance: {
          word_delay_ms: DEFAULT_WORD_DELAY_MS,
          max_stream_time_ms: MAX_STREAM_MS,
          concurrent_connections: streams.open,
        },
        endpoints: {
          chat: paths.tutorChat,
          stream: paths.tutorStream,
          stream_sse: paths.tutorStreamSse,
          stream_status: paths.tutorStreamStatus,
          usage: paths.tutorUsage,
          history: paths.tutorHistory,
          analysis: paths.tutorAnalysis,
        },
      };
      return ok(c, status);
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.tutorStream,
      summary: 'Start a streamed reply',
      description:
        'Counts one question against the daily limit and returns a single-use `session_id`, valid 60 seconds and only ' +
        'for the caller, to open `stream-sse/` with. Scope as for `chat/` (`lessonId` and/or `chapterId`). Options: wordDelayMs 0–100 (default 50), maxStreamTime ' +
        '1000–30000 ms (default 30000), language (overrides the top-level one); out of range: 400 INVALID_INPUT. ' +
        'A stream that fails or times out is not counted only when the model had produced fewer than 20 words and ' +
        'the time limit was the server\u2019s own (30 s): a shorter maxStreamTime is the client\u2019s choice.',
      request: { body: { content: { 'application/json': { schema: streamRequestSchema } }, required: true } },
      responses: {
        200: json(streamStartDataSchema, 'The stream session'),
        ...errorResponses(400, 401, 403, 404, 415),
        429: usageLimit,
      },
    }),
    async (c) => ok(c, await startStream(deps, c.var.auth.userId, c.req.valid('json'))),
  );

  router.openapi(
    createRoute({
      tags: common.tags,
      // EventSource cannot send headers: the access token may come as `?token=` (never logged).
      middleware: [requireAuth({ db, tokens }, 'student', { allowQueryToken: true })],
      security: bearerSecurity,
      method: 'get',
      path: paths.tutorStreamSse,
      summary: 'The streamed reply (server-sent events)',
      description:
        'Claims the stream session (404 STREAM_SESSION_NOT_FOUND, 409 STREAM_SESSION_USED or 410 STREAM_SESSION_EXPIRED ' +
        'as JSON, before any event), stores the question, then sends `text/event-stream`: `chunk` {content, ' +
        'metadata:{index}} per word, then `complete` {message_id, metadata:{confidence_score, ' +
        'requires_teacher_attention, emotion_detected, response_time_ms, usage, partial:false}, earned:{badges, ' +
        'certificates} (what this question newly earned, for the toast)}, or `error` ' +
        "{message, code: AI_TUTOR_ERROR | STREAM_TIMEOUT}. Ends within the session's time limit. When the client " +
        'disconnects the model is aborted and the words sent are stored as a partial reply. When the instance stops ' +
        '(a deploy) and its drain time runs out first, `error` {message, code: SERVER_RESTARTING, usage}: the words ' +
        'sent are stored as a partial reply and the question is given back.',
      request: { query: streamSseQuerySchema },
      responses: {
        200: { description: 'text/event-stream of chunk, complete and error events' },
        ...errorResponses(400, 401, 403, 404, 409),
        410: failure(apiFailureSchema, 'The stream session expired (STREAM_SESSION_EXPIRED).'),
      },
    }),
    async (c) => {
      const claim = await claimStream(deps, c.var.auth.userId, c.req.valid('query').session_id);
      return tutorEventStream(c, deps, streams, claim);
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'post',
      path: paths.tutorStreamGiveBack,
      summary: 'Give back the question of a reply cut short',
      description:
        'For a page reloaded or closed while its reply streamed: the stream session\u2019s question is given back ' +
        '(its count refunded, on the day it was counted) unless its reply had streamed to its end or it was given ' +
        'back already (`given_back: false`). A reply still streaming is stopped first, and what was sent is kept ' +
        'as a partial reply. A session not the caller\u2019s is treated as unknown (`given_back: false`).',
      request: { body: { content: { 'application/json': { schema: streamGiveBackRequestSchema } }, required: true } },
      responses: {
        200: json(streamGiveBackDataSchema, 'Whether the question was given back, and today\u2019s usage'),
        ...errorResponses(400, 401, 403, 415),
      },
    }),
    async (c) => {
      const { userId } = c.var.auth;
      const { session_id: sessionId } = c.req.valid('json');
      const givenBack = await giveBackStream(db, userId, sessionId);
      // Stops the reply if it still streams here, after the refund's check so a finished one is never cut.
      if (givenBack) streams.live.get(sessionId)?.abort('given-back');
      return ok(c, { given_back: givenBack, usage: await readUsage(db, userId, config.tutor.dailyLimit) });
    },
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.tutorHistory,
      summary: "The caller's conversation on a topic or a chapter",
      description:
        'The latest 100 stored messages of the caller, oldest first; assistant ones with metadata. `?lessonId=` gives ' +
        "the topic's conversation (the lesson's tutor panel), `?chapterId=` the chapter's (questions asked with a " +
        'chapterId, the ask page).',
      request: { query: historyQuerySchema },
      responses: { 200: json(z.array(tutorHistoryMessageSchema), 'Messages'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await history(db, c.var.auth.userId, c.req.valid('query'))),
  );

  router.openapi(
    createRoute({
      ...common,
      method: 'get',
      path: paths.tutorAnalysis,
      summary: 'Engagement on a chapter',
      description:
        "From the caller's questions on the chapter's topics: engagement (above 8 highly_engaged, above 4 engaged, " +
        "at least 1 basic, else low), should_transition from 6 questions, and then an offer of the chapter's quiz.",
      request: { query: analysisQuerySchema },
      responses: { 200: json(conversationAnalysisSchema, 'Analysis'), ...errorResponses(400, 401, 403, 404) },
    }),
    async (c) => ok(c, await analyseConversation(db, c.var.auth.userId, c.req.valid('query').chapterId)),
  );

  return router;
}
