// MSW handlers of the AI tutor API (stream status, usage, chat, stream, stream-sse, history,
// analysis) for page stories and tests. `tutorApi()` builds one consistent mock server: questions
// use up its allowance, and every asked question is counted in its analysis.
import { paths } from '@study/contract';
import type {
  ChatRequest,
  ChatResponseData,
  NewlyEarned,
  ConversationAnalysis,
  SafetyVerdictInfo,
  StreamGiveBackData,
  StreamRequest,
  StreamStartData,
  StreamStatus,
  TutorHistoryMessage,
  TutorReplyMetadata,
  Usage,
  UsageLimitFailure,
} from '@study/contract';
import type { TutorChatMessage } from '@study/ui';
import { delay, http, HttpResponse, sse } from 'msw';
import type { HttpHandler } from 'msw';
import { chapterFixture, chapterQuizFixture } from './fixtures';
import { fail, ok } from './handlers';

export const tutorUsageFixture: Usage = { remaining_today: 42, daily_limit: 50, can_call: true };
export const tutorLimitReachedUsage: Usage = { remaining_today: 0, daily_limit: 50, can_call: false };

export const streamStatusFixture: StreamStatus = {
  streaming_available: true,
  provider: 'offline',
  features: {
    word_by_word_streaming: true,
    stream_caching: false,
    smart_routing_integration: false,
    emotion_detection: true,
    parallel_processing: false,
  },
  performance: { word_delay_ms: 50, max_stream_time_ms: 30_000, concurrent_connections: 1 },
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

/** The tutor's answer about the pattern chapter (maths included, as real replies have). */
export const tutorReplyFixture = [
  '১, ৪, ৯, ১৬, ... প্যাটার্নের প্রতিটি পদ একটি **বর্গসংখ্যা**: $1^2, 2^2, 3^2, 4^2$।',
  '',
  'তাই পরের পদ $5^2 = 25$। এবার বলো তো, এর পরের পদটি কত হবে?',
].join('\n');

const at = (minute: number) => `2026-11-22T09:${String(minute).padStart(2, '0')}:00.000Z`;

/** An earlier conversation on the chapter's first topic, as the panel keeps it (fixed times for screenshots). */
export const tutorConversationFixture: TutorChatMessage[] = [
  { id: 'h-1', role: 'user', content: 'বর্গসংখ্যা কাকে বলে?', timestamp: at(5), isComplete: true },
  {
    id: 'h-2',
    role: 'assistant',
    content: 'কোনো পূর্ণসংখ্যাকে সেই সংখ্যা দিয়েই গুণ করলে যা পাওয়া যায়, তা-ই **বর্গসংখ্যা**। যেমন $3 \\times 3 = 9$।',
    timestamp: at(6),
    isComplete: true,
    metadata: { requiresTeacherAttention: false, confidenceScore: 0.9 },
  },
  { id: 'h-3', role: 'user', content: '১, ৪, ৯, ১৬ এর পরের পদ কত?', timestamp: at(8), isComplete: true },
  {
    id: 'h-4',
    role: 'assistant',
    content: tutorReplyFixture,
    timestamp: at(9),
    isComplete: true,
    metadata: { requiresTeacherAttention: false, confidenceScore: 0.85 },
  },
];

/** The same conversation as the server's history answers it. */
export const tutorHistoryFixture: TutorHistoryMessage[] = tutorConversationFixture.map(
  ({ id, role, content, timestamp, metadata }) => ({
    id,
    role,
    content,
    timestamp,
    metadata:
      role === 'assistant'
        ? {
            confidence_score: metadata?.confidenceScore ?? 0,
            requires_teacher_attention: metadata?.requiresTeacherAttention ?? false,
            emotion_detected: null,
            response_time_ms: 420,
            partial: false,
          }
        : null,
  }),
);

export const tutorQuizOfferFixture: NonNullable<ConversationAnalysis['quiz_offer']> = {
  type: 'quiz_offer',
  message: `দারুণ! «${chapterFixture.name}» অধ্যায় নিয়ে তুমি অনেক প্রশ্ন করেছ। এবার কি একটি ছোট কুইজ দিয়ে নিজেকে যাচাই করে দেখবে? ৩টি প্রশ্ন, সময় লাগবে প্রায় ১০ মিনিট।`,
  topic: chapterFixture.name,
  expected_duration: 10,
  question_count: chapterQuizFixture.questions.length,
  adaptive: false,
  session_id: 'story-quiz-offer-1',
  quizId: chapterQuizFixture.id,
};

/** The server's analysis rules (apps/server/src/tutor/analysis.ts): engaged above 4, offer from 6. */
export function analysisFor(questions: number): ConversationAnalysis {
  const level = questions > 8 ? 'highly_engaged' : questions > 4 ? 'engaged' : questions >= 1 ? 'basic' : 'low';
  const offer = questions >= 6;
  return {
    engagement_level: level,
    questions_asked_count: questions,
    should_transition: offer,
    cultural_messaging:
      level === 'engaged' || level === 'highly_engaged'
        ? 'বাহ, বেশ এগোচ্ছ! বিকেলের আড্ডায় যেমন গল্প জমে ওঠে, প্রশ্নে প্রশ্নে তেমনি শেখাও জমে ওঠে।'
        : null,
    quiz_offer: offer ? tutorQuizOfferFixture : null,
  };
}

/**
 * How a mocked stream ends: normally, with the server's `error` event, a dropped connection, never,
 * or cut by the server stopping for a deploy (SERVER_RESTARTING, the question given back).
 */
export type MockStreamEnding = 'complete' | 'error' | 'drop' | 'hang' | 'restart';

export interface TutorMockOptions {
  /** Today's allowance before the first question. */
  usage?: Usage;
  streamingAvailable?: boolean;
  reply?: string;
  teacherAttention?: boolean;
  /** The reply answers a message the safety check flagged (teacher attention implied). */
  safety?: SafetyVerdictInfo;
  /** Milliseconds between streamed words; the requested delay when unset. */
  wordDelayMs?: number;
  /** The stream stops after this many words when it does not complete (default: half the reply). */
  wordsBeforeEnding?: number;
  streamEnding?: MockStreamEnding;
  /** The normal chat call fails with the server's AI_TUTOR_ERROR. */
  chatFails?: boolean;
  history?: TutorHistoryMessage[];
  /** Questions asked on the chapter before the first one here (drives the analysis). */
  questionsAsked?: number;
  /** What every answered question newly earned (the tutor-questions badge). */
  earned?: NewlyEarned;
}

const limitMessage = 'আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ। আগামীকাল আবার চেষ্টা করো।';
const tutorErrorMessage = 'এআই শিক্ষক এখন উত্তর দিতে পারছে না, একটু পরে আবার চেষ্টা করো';
const serverRestartingMessage =
  'সার্ভারটি নতুন করে চালু হচ্ছে, তাই উত্তরটি মাঝপথে থেমে গেছে। প্রশ্নটি ফেরত দেওয়া হয়েছে, আবার জিজ্ঞেস করো।';

/** The `data` of each event of `stream-sse/` (contract: sseChunkSchema, sseCompleteSchema, sseErrorSchema). */
type StreamEvents = {
  chunk: { content: string; metadata: { index: number } };
  complete: {
    message_id: string;
    metadata: TutorReplyMetadata & { usage: Usage; partial: boolean };
    earned?: NewlyEarned;
  };
  error: { message: string; code: string; usage?: Usage };
};

/** Words with their trailing spaces, as the server streams them. */
export function streamWords(text: string): string[] {
  return text.match(/\S+\s*/g) ?? [];
}

/**
 * One mocked tutor server, keyed by endpoint like `studentApi()` so a story replaces one entry.
 * Builds the `sse` handler, which needs an EventSource (the browser's, or the `eventsource`
 * package stubbed as the global in Node tests).
 */
export function tutorApi(options: TutorMockOptions = {}): Record<string, HttpHandler> {
  const {
    streamingAvailable = true,
    reply = tutorReplyFixture,
    safety,
    streamEnding = 'complete',
    chatFails = false,
    history = tutorHistoryFixture,
  } = options;
  const teacherAttention = (options.teacherAttention ?? false) || safety !== undefined;
  let usage: Usage = { ...(options.usage ?? tutorUsageFixture) };
  let questions = options.questionsAsked ?? 0;
  let sessions = 0;
  const openSessions = new Map<string, number>();
  /** Sessions whose question can still be given back (started, not completed, not given back). */
  const givable = new Set<string>();

  /** Counts a question against the allowance; false once it is used up. */
  function consume(): boolean {
    if (!usage.can_call) return false;
    const remaining = Math.max(0, usage.remaining_today - 1);
    usage = { ...usage, remaining_today: remaining, can_call: remaining > 0 };
    questions += 1;
    return true;
  }
  const limitReached = () =>
    HttpResponse.json<UsageLimitFailure>(
      { success: false, code: 'USAGE_LIMIT_EXCEEDED', message: limitMessage, details: { usage } },
      { status: 429 },
    );

  const metadata = (): TutorReplyMetadata => ({
    confidence_score: teacherAttention ? 0.3 : 0.85,
    requires_teacher_attention: teacherAttention,
    emotion_detected: null,
    response_time_ms: 640,
    safety: safety ?? null,
  });

  return {
    tutorStreamStatus: http.get(paths.tutorStreamStatus, () =>
      ok<StreamStatus>({ ...streamStatusFixture, streaming_available: streamingAvailable }),
    ),
    tutorUsage: http.get(paths.tutorUsage, () => ok<Usage>(usage)),
    tutorChat: http.post(paths.tutorChat, async ({ request }) => {
      const body = (await request.json()) as ChatRequest;
      if (!consume()) return limitReached();
      if (chatFails) {
        // The server refunds a failed question.
        usage = { ...usage, remaining_today: usage.remaining_today + 1, can_call: true };
        return fail(502, 'AI_TUTOR_ERROR', tutorErrorMessage);
      }
      await delay(options.wordDelayMs === 0 ? 0 : 300);
      return ok<ChatResponseData>({
        id: `reply-${questions}`,
        role: 'assistant',
        content: reply,
        timestamp: new Date().toISOString(),
        success: true,
        interaction_id: `question-${questions}-${String(body.lessonId)}`,
        confidence_score: metadata().confidence_score,
        requires_teacher_attention: teacherAttention,
        safety: safety ?? null,
        error_code: null,
        usage,
        ...(options.earned && { earned: options.earned }),
      });
    }),
    tutorStream: http.post(paths.tutorStream, async ({ request }) => {
      const body = (await request.json()) as StreamRequest;
      if (!consume()) return limitReached();
      sessions += 1;
      const sessionId = `story-stream-${sessions}`;
      openSessions.set(sessionId, options.wordDelayMs ?? body.options?.wordDelayMs ?? 50);
      givable.add(sessionId);
      return ok<StreamStartData>({
        session_id: sessionId,
        expires_at: new Date(Date.now() + 60_000).toISOString(),
        usage,
      });
    }),
    tutorStreamSse: sse<StreamEvents>(paths.tutorStreamSse, ({ client, request }) => {
      const sessionId = new URL(request.url).searchParams.get('session_id') ?? '';
      const wordDelay = openSessions.get(sessionId);
      openSessions.delete(sessionId);
      if (wordDelay === undefined) {
        // An unknown or used session (the real server answers 404/409 before any event): the connection ends.
        client.close();
        return;
      }
      const words = streamWords(reply);
      const cut =
        streamEnding === 'complete' ? words.length : (options.wordsBeforeEnding ?? Math.ceil(words.length / 2));
      // Sent on timers, not awaited: MSW answers once the resolver returns, and the words must flow after that.
      let index = 0;
      const next = () => {
        if (index < cut) {
          client.send({ event: 'chunk', data: { content: words[index] ?? '', metadata: { index } } });
          index += 1;
          setTimeout(next, wordDelay);
          return;
        }
        if (streamEnding === 'complete') {
          givable.delete(sessionId);
          client.send({
            event: 'complete',
            data: {
              message_id: `reply-${questions}`,
              metadata: { ...metadata(), usage, partial: false },
              ...(options.earned && { earned: options.earned }),
            },
          });
          client.close();
        } else if (streamEnding === 'error') {
          client.send({ event: 'error', data: { message: tutorErrorMessage, code: 'AI_TUTOR_ERROR' } });
          client.close();
        } else if (streamEnding === 'drop') {
          client.close(); // ended without `complete`, as when a proxy cuts the connection
        } else if (streamEnding === 'restart') {
          givable.delete(sessionId);
          usage = { ...usage, remaining_today: usage.remaining_today + 1, can_call: true };
          client.send({ event: 'error', data: { message: serverRestartingMessage, code: 'SERVER_RESTARTING', usage } });
          client.close();
        }
        // 'hang': the connection stays open and silent.
      };
      setTimeout(next, 0);
    }),
    tutorStreamGiveBack: http.post(paths.tutorStreamGiveBack, async ({ request }) => {
      const { session_id: sessionId } = (await request.json()) as { session_id: string };
      const givenBack = givable.delete(sessionId);
      if (givenBack) usage = { ...usage, remaining_today: usage.remaining_today + 1, can_call: true };
      return ok<StreamGiveBackData>({ given_back: givenBack, usage });
    }),
    tutorHistory: http.get(paths.tutorHistory, () => ok<TutorHistoryMessage[]>(history)),
    tutorAnalysis: http.get(paths.tutorAnalysis, () => ok<ConversationAnalysis>(analysisFor(questions))),
  };
}
