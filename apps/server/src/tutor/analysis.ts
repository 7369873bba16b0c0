import { randomUUID } from 'node:crypto';
import type { ConversationAnalysis } from '@study/contract';
import { and, asc, count, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { chapters, quizAttempts, quizQuestions, quizzes, topics, tutorMessages } from '../db/schema';
import { ApiError } from '../http/api-error';
import { analysisTexts as say } from './messages/analysis';
import { tutorErrors } from './messages/errors';

// The ask page's side panel: how engaged the student is with a chapter, computed from the
// questions they asked the tutor on its topics, and the chapter's quiz offered after enough of them.
// Only real questions count: not "a" or "???", not a question whose reply failed or was cut
// short (its usage was refunded, or the student never got an answer), not a message the safety
// check flagged. After a safety reply there is no praise and no quiz offer.

type Engagement = ConversationAnalysis['engagement_level'];

/** Spec §9: engaged above 4 questions, highly engaged above 8, quiz offered after 6. */
function engagementLevel(questions: number): Engagement {
  if (questions > 8) return 'highly_engaged';
  if (questions > 4) return 'engaged';
  if (questions >= 1) return 'basic';
  return 'low';
}

const TRANSITION_AFTER_QUESTIONS = 6;

function culturalMessage(level: Engagement, questions: number): string | null {
  if (level === 'highly_engaged') return say.highlyEngaged(questions);
  if (level === 'engaged') return say.engaged;
  return null;
}

/** Enough letters or digits to be a question ("a", "???" and "." are not). */
export function isRealQuestion(text: string): boolean {
  return (text.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;
}

export interface AnalysisTurn {
  role: 'user' | 'assistant';
  content: string;
  topicId: number;
  partial: boolean;
  /** Set on a reply to a message the safety check flagged. */
  safetyKind: string | null;
}

/**
 * Real questions among a chapter's messages (in order): a real question answered in full by the
 * next message of its topic, a lesson reply rather than a safety one. And whether the latest
 * exchange was a safety one.
 */
export function countQuestions(turns: readonly AnalysisTurn[]): { questions: number; lastWasSafety: boolean } {
  let questions = 0;
  let lastWasSafety = false;
  turns.forEach((turn, index) => {
    if (turn.role !== 'user') return;
    const reply = turns.slice(index + 1).find((next) => next.topicId === turn.topicId);
    if (reply?.role !== 'assistant') return; // failed: no reply was stored
    lastWasSafety = reply.safetyKind !== null;
    if (!reply.partial && !lastWasSafety && isRealQuestion(turn.content)) questions += 1;
  });
  return { questions, lastWasSafety };
}

/** The messages read for the analysis: the latest of the chapter, enough for every threshold. */
const ANALYSIS_MESSAGES = 400;

export async function analyseConversation(
  db: Database,
  userId: number,
  chapterId: number,
): Promise<ConversationAnalysis> {
  const [chapter] = await db
    .select({ name: chapters.name })
    .from(chapters)
    .where(and(eq(chapters.id, chapterId), eq(chapters.isActive, true)))
    .limit(1);
  if (!chapter) throw new ApiError(404, 'NOT_FOUND', tutorErrors.chapterNotFound);

  const latest = await db
    .select({
      role: tutorMessages.role,
      content: tutorMessages.content,
      topicId: tutorMessages.topicId,
      partial: tutorMessages.partial,
      safetyKind: tutorMessages.safetyKind,
    })
    .from(tutorMessages)
    .innerJoin(topics, eq(topics.id, tutorMessages.topicId))
    .where(and(eq(tutorMessages.userId, userId), eq(topics.chapterId, chapterId)))
    .orderBy(desc(tutorMessages.createdAt), desc(tutorMessages.id))
    .limit(ANALYSIS_MESSAGES);
  const { questions, lastWasSafety } = countQuestions(latest.reverse());
  const level = engagementLevel(questions);
  const shouldTransition = questions >= TRANSITION_AFTER_QUESTIONS;

  return {
    engagement_level: level,
    questions_asked_count: questions,
    should_transition: shouldTransition,
    cultural_messaging: lastWasSafety ? null : culturalMessage(level, questions),
    quiz_offer: shouldTransition && !lastWasSafety ? await quizOffer(db, userId, chapterId, chapter.name) : null,
  };
}

/** The chapter's quiz, unless the student has already passed it. */
async function quizOffer(
  db: Database,
  userId: number,
  chapterId: number,
  chapterName: string,
): Promise<ConversationAnalysis['quiz_offer']> {
  const [quiz] = await db
    .select({ id: quizzes.id, timeLimitSeconds: quizzes.timeLimitSeconds, questions: count(quizQuestions.id) })
    .from(quizzes)
    .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
    .where(and(eq(quizzes.chapterId, chapterId), eq(quizzes.isActive, true)))
    .groupBy(quizzes.id)
    .having(({ questions }) => gt(questions, 0))
    .orderBy(asc(quizzes.id))
    .limit(1);
  if (!quiz) return null;
  const [passed] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.quizId, quiz.id), eq(quizAttempts.passed, true)))
    .limit(1);
  if (passed) return null;
  const minutes = Math.max(1, Math.ceil(quiz.timeLimitSeconds / 60));
  return {
    type: 'quiz_offer',
    message: say.quizOffer(chapterName, quiz.questions, minutes),
    topic: chapterName,
    expected_duration: minutes,
    question_count: quiz.questions,
    adaptive: false,
    session_id: randomUUID(),
    quizId: quiz.id,
  };
}
