import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type {
  Quiz,
  QuizAnswerRequest,
  QuizAnswerVerdict,
  QuizAttemptResult,
  QuizAttemptStarted,
} from '@study/contract';
import type { Database } from '../db/database';
import {
  chapters,
  quizAttemptAnswers,
  quizAttempts,
  quizOptions,
  quizQuestions,
  quizzes,
  subjects,
} from '../db/schema';
import { ApiError } from '../http/api-error';
import { contentOnlyView, contentRead } from './content-cache';
import type { ContentRead } from './content-cache';
import { notFound, playableQuizOf } from './content-service';
import { attemptMessages, boundTimeSpent, isPastDeadline, scoreAttempt } from './scoring';
import type { StoredQuestion } from './scoring';

export const NO_QUIZ_MESSAGE = 'এই অধ্যায়ের জন্য এখনো কোনো কুইজ যোগ করা হয়নি';

function noQuiz(): ApiError {
  return new ApiError(404, 'NO_QUIZ', NO_QUIZ_MESSAGE);
}

/**
 * The chapter's quiz with every question and option in order, without the key or the
 * explanations: those come one question at a time, once answered (answerQuestion). The same for
 * every student: served from the content cache (content-cache.ts).
 * 404 NOT_FOUND for an unknown or inactive chapter, 404 NO_QUIZ when it has no playable quiz.
 */
export async function readChapterQuiz(db: Database, chapterId: number): Promise<ContentRead<Quiz>> {
  return contentRead(
    db,
    `quiz:${chapterId}`,
    await contentOnlyView(db),
    () => loadChapterQuiz(db, chapterId),
    (quiz) => quiz,
  );
}

async function loadChapterQuiz(db: Database, chapterId: number): Promise<Quiz> {
  const [found] = await db
    .select({
      chapterId: chapters.id,
      quiz: {
        id: quizzes.id,
        title: quizzes.title,
        description: quizzes.description,
        timeLimit: quizzes.timeLimitSeconds,
        passingScore: quizzes.passingScore,
      },
    })
    .from(chapters)
    .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
    .leftJoin(quizzes, playableQuizOf(chapters.id))
    .where(and(eq(chapters.id, chapterId), eq(chapters.isActive, true)))
    .orderBy(asc(quizzes.id))
    .limit(1);
  if (!found) throw notFound();
  if (!found.quiz) throw noQuiz();

  const rows = await db
    .select({
      questionId: quizQuestions.id,
      question: quizQuestions.question,
      optionId: quizOptions.id,
      text: quizOptions.text,
    })
    .from(quizQuestions)
    .innerJoin(quizOptions, eq(quizOptions.questionId, quizQuestions.id))
    .where(eq(quizQuestions.quizId, found.quiz.id))
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id), asc(quizOptions.order), asc(quizOptions.id));
  const questions = new Map<number, Quiz['questions'][number]>();
  for (const row of rows) {
    let question = questions.get(row.questionId);
    if (!question) {
      question = { id: row.questionId, question: row.question, options: [] };
      questions.set(row.questionId, question);
    }
    question.options.push({ id: row.optionId, text: row.text });
  }
  return { ...found.quiz, chapterId: found.chapterId, questions: [...questions.values()] };
}

/** 404 for an attempt that is not the caller's (the same answer as for one that does not exist). */
async function attemptOf(db: Database, userId: number, attemptId: number) {
  const [attempt] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
  if (!attempt) throw notFound();
  return attempt;
}

/** The quiz's questions as served (those with options), each with its options and key. */
async function storedQuestions(
  db: Database,
  quizId: number,
): Promise<(StoredQuestion & { explanation: string | null })[]> {
  const rows = await db
    .select({
      questionId: quizQuestions.id,
      explanation: quizQuestions.explanation,
      optionId: quizOptions.id,
      isCorrect: quizOptions.isCorrect,
    })
    .from(quizQuestions)
    .innerJoin(quizOptions, eq(quizOptions.questionId, quizQuestions.id))
    .where(eq(quizQuestions.quizId, quizId))
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id), asc(quizOptions.order), asc(quizOptions.id));
  const questions = new Map<number, StoredQuestion & { explanation: string | null }>();
  for (const row of rows) {
    let question = questions.get(row.questionId);
    if (!question) {
      question = { id: row.questionId, explanation: row.explanation, optionIds: [], correctOptionIds: [] };
      questions.set(row.questionId, question);
    }
    question.optionIds.push(row.optionId);
    if (row.isCorrect) question.correctOptionIds.push(row.optionId);
  }
  return [...questions.values()];
}

/**
 * Starts an attempt on the server's clock: it runs out the quiz's time limit later. 404 for an
 * unknown or inactive quiz, 404 NO_QUIZ for one without questions.
 */
export async function startAttempt(
  db: Database,
  userId: number,
  quizId: number,
  now = new Date(),
): Promise<QuizAttemptStarted> {
  const [quiz] = await db
    .select({ id: quizzes.id, timeLimit: quizzes.timeLimitSeconds })
    .from(quizzes)
    .innerJoin(chapters, and(eq(chapters.id, quizzes.chapterId), eq(chapters.isActive, true)))
    .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
    .where(and(eq(quizzes.id, quizId), eq(quizzes.isActive, true)));
  if (!quiz) throw notFound();
  const questionCount = (await storedQuestions(db, quizId)).length;
  if (questionCount === 0) throw noQuiz();
  const expiresAt = new Date(now.getTime() + quiz.timeLimit * 1000);
  const [saved] = await db
    .insert(quizAttempts)
    .values({ userId, quizId, startedAt: now, expiresAt })
    .returning({ id: quizAttempts.id });
  if (!saved) throw new Error('quiz attempt not saved');
  return {
    attemptId: saved.id,
    quizId,
    startedAt: now.toISOString(),
    expiresAt: expiresAt.toISOString(),
    timeLimit: quiz.timeLimit,
    questionCount,
  };
}

/**
 * Grades one answer and fixes it for the attempt: the verdict comes back with the right option
 * and the explanation. The same answer sent again (a retry after a lost reply) gets the stored
 * verdict; any other answer to an answered question is refused with 409 ALREADY_ANSWERED, so
 * the options cannot be probed one by one. An answer after the time limit (and its grace) is
 * stored as none given. 404 for another student's or an unknown attempt, 409 ATTEMPT_FINISHED
 * once finished, 400 for a question or option outside the quiz.
 */
export async function answerQuestion(
  db: Database,
  userId: number,
  attemptId: number,
  answer: QuizAnswerRequest,
  now = new Date(),
): Promise<QuizAnswerVerdict> {
  const attempt = await attemptOf(db, userId, attemptId);
  if (attempt.finishedAt) throw new ApiError(409, 'ATTEMPT_FINISHED', attemptMessages.attemptFinished);
  const question = (await storedQuestions(db, attempt.quizId)).find((stored) => stored.id === answer.questionId);
  if (!question) {
    throw new ApiError(400, 'INVALID_INPUT', attemptMessages.foreignQuestion, [
      { field: 'questionId', message: attemptMessages.foreignQuestion },
    ]);
  }
  if (answer.optionId !== null && !question.optionIds.includes(answer.optionId)) {
    throw new ApiError(400, 'INVALID_INPUT', attemptMessages.foreignOption, [
      { field: 'optionId', message: attemptMessages.foreignOption },
    ]);
  }

  const late = isPastDeadline(attempt.expiresAt, now);
  const optionId = late ? null : answer.optionId;
  const [previous] = await db
    .select({ answeredAt: quizAttemptAnswers.answeredAt })
    .from(quizAttemptAnswers)
    .where(eq(quizAttemptAnswers.attemptId, attemptId))
    .orderBy(desc(quizAttemptAnswers.answeredAt))
    .limit(1);
  const timeSpentMs = boundTimeSpent(answer.timeSpentMs, previous?.answeredAt ?? attempt.startedAt, now);
  // The primary key (attempt, question) makes the first answer win, even against a parallel one.
  const [inserted] = await db
    .insert(quizAttemptAnswers)
    .values({
      attemptId,
      questionId: question.id,
      optionId,
      correct: optionId !== null && question.correctOptionIds.includes(optionId),
      timeSpentMs,
      answeredAt: now,
    })
    .onConflictDoNothing()
    .returning();
  const stored =
    inserted ??
    (
      await db
        .select()
        .from(quizAttemptAnswers)
        .where(and(eq(quizAttemptAnswers.attemptId, attemptId), eq(quizAttemptAnswers.questionId, question.id)))
    )[0];
  if (!stored) throw new Error('quiz answer not saved');
  const storedLate = stored.optionId === null && isPastDeadline(attempt.expiresAt, stored.answeredAt);
  if (!inserted && stored.optionId !== answer.optionId && !storedLate) {
    throw new ApiError(409, 'ALREADY_ANSWERED', attemptMessages.alreadyAnswered);
  }
  return {
    questionId: question.id,
    optionId: stored.optionId,
    correct: stored.correct,
    correctOptionId: question.correctOptionIds[0] ?? 0,
    explanation: question.explanation,
    timeSpentMs: stored.timeSpentMs,
    expired: storedLate,
  };
}

/**
 * Scores the attempt from its stored answers (a question left unanswered counts as wrong) and
 * closes it; finishing again returns the same result. Nothing the client sends plays a part.
 */
export async function finishAttempt(
  db: Database,
  userId: number,
  attemptId: number,
  now = new Date(),
): Promise<QuizAttemptResult> {
  const attempt = await attemptOf(db, userId, attemptId);
  const [quiz] = await db
    .select({ passingScore: quizzes.passingScore })
    .from(quizzes)
    .where(eq(quizzes.id, attempt.quizId));
  const passingScore = quiz?.passingScore ?? 0;
  if (!attempt.finishedAt) {
    const given = await db
      .select({
        questionId: quizAttemptAnswers.questionId,
        optionId: quizAttemptAnswers.optionId,
        timeSpentMs: quizAttemptAnswers.timeSpentMs,
      })
      .from(quizAttemptAnswers)
      .where(eq(quizAttemptAnswers.attemptId, attemptId));
    const questions = await storedQuestions(db, attempt.quizId);
    // Answers to questions an admin removed since then no longer count.
    const outcome = scoreAttempt(
      questions,
      given.filter((answer) => questions.some((question) => question.id === answer.questionId)),
    );
    if (!outcome.ok) throw new Error('stored quiz answers do not fit the quiz');
    const end = Math.min(now.getTime(), attempt.expiresAt.getTime());
    await db
      .update(quizAttempts)
      .set({
        score: outcome.score,
        correct: outcome.correct,
        total: outcome.total,
        passed: outcome.score >= passingScore,
        answers: outcome.answers,
        finishedAt: now,
        durationSeconds: Math.max(0, Math.round((end - attempt.startedAt.getTime()) / 1000)),
      })
      // A parallel finish may have come first: then its result stands.
      .where(and(eq(quizAttempts.id, attemptId), isNull(quizAttempts.finishedAt)));
  }
  const finished = await attemptOf(db, userId, attemptId);
  return {
    attemptId,
    score: finished.score ?? 0,
    correct: finished.correct ?? 0,
    total: finished.total ?? 0,
    passed: finished.passed ?? false,
    passingScore,
    durationSeconds: finished.durationSeconds ?? 0,
  };
}
