import { and, asc, eq } from 'drizzle-orm';
import type { Quiz, QuizAttemptRequest, QuizAttemptResult } from '@study/contract';
import type { Database } from '../db/database';
import { chapters, quizAttempts, quizOptions, quizQuestions, quizzes, subjects } from '../db/schema';
import { ApiError } from '../http/api-error';
import { notFound, playableQuizOf } from './content-service';
import { scoreAttempt } from './scoring';
import type { StoredQuestion } from './scoring';

export const NO_QUIZ_MESSAGE = 'এই অধ্যায়ের জন্য এখনো কোনো কুইজ যোগ করা হয়নি';

function noQuiz(): ApiError {
  return new ApiError(404, 'NO_QUIZ', NO_QUIZ_MESSAGE);
}

/**
 * The chapter's quiz with every question and option in order, correct answers and explanations
 * included: the client's quiz engine gives immediate feedback, and the server re-scores attempts.
 * 404 NOT_FOUND for an unknown or inactive chapter, 404 NO_QUIZ when it has no playable quiz.
 */
export async function getChapterQuiz(db: Database, chapterId: number): Promise<Quiz> {
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
      explanation: quizQuestions.explanation,
      optionId: quizOptions.id,
      text: quizOptions.text,
      isCorrect: quizOptions.isCorrect,
    })
    .from(quizQuestions)
    .innerJoin(quizOptions, eq(quizOptions.questionId, quizQuestions.id))
    .where(eq(quizQuestions.quizId, found.quiz.id))
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id), asc(quizOptions.order), asc(quizOptions.id));
  const questions = new Map<number, Quiz['questions'][number]>();
  for (const row of rows) {
    let question = questions.get(row.questionId);
    if (!question) {
      question = { id: row.questionId, question: row.question, explanation: row.explanation, options: [] };
      questions.set(row.questionId, question);
    }
    question.options.push({ id: row.optionId, text: row.text, isCorrect: row.isCorrect });
  }
  return { ...found.quiz, chapterId: found.chapterId, questions: [...questions.values()] };
}

/**
 * Scores an attempt against the stored answers and saves it. 404 for an unknown or inactive
 * quiz (or one without questions), 400 for answers that do not belong to it.
 */
export async function submitAttempt(
  db: Database,
  userId: number,
  quizId: number,
  attempt: QuizAttemptRequest,
): Promise<QuizAttemptResult> {
  const rows = await db
    .select({
      passingScore: quizzes.passingScore,
      questionId: quizQuestions.id,
      optionId: quizOptions.id,
      isCorrect: quizOptions.isCorrect,
    })
    .from(quizzes)
    .innerJoin(chapters, and(eq(chapters.id, quizzes.chapterId), eq(chapters.isActive, true)))
    .innerJoin(subjects, and(eq(subjects.id, chapters.subjectId), eq(subjects.isActive, true)))
    .leftJoin(quizQuestions, eq(quizQuestions.quizId, quizzes.id))
    // Same questions as GET …/quiz/ serves: those with options.
    .leftJoin(quizOptions, eq(quizOptions.questionId, quizQuestions.id))
    .where(and(eq(quizzes.id, quizId), eq(quizzes.isActive, true)))
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id), asc(quizOptions.order), asc(quizOptions.id));
  const first = rows[0];
  if (!first) throw notFound();

  const questions = new Map<number, StoredQuestion>();
  for (const row of rows) {
    if (row.questionId === null || row.optionId === null) continue;
    let question = questions.get(row.questionId);
    if (!question) {
      question = { id: row.questionId, optionIds: [], correctOptionIds: [] };
      questions.set(row.questionId, question);
    }
    question.optionIds.push(row.optionId);
    if (row.isCorrect) question.correctOptionIds.push(row.optionId);
  }
  if (questions.size === 0) throw noQuiz();

  const outcome = scoreAttempt([...questions.values()], attempt.answers);
  if (!outcome.ok) throw new ApiError(400, 'INVALID_INPUT', outcome.problems[0]?.message, outcome.problems);

  const passed = outcome.score >= first.passingScore;
  const [saved] = await db
    .insert(quizAttempts)
    .values({
      userId,
      quizId,
      score: outcome.score,
      correct: outcome.correct,
      total: outcome.total,
      passed,
      answers: outcome.answers,
      startedAt: new Date(attempt.startedAt),
      durationSeconds: attempt.durationSeconds,
    })
    .returning({ id: quizAttempts.id });
  if (!saved) throw new Error('quiz attempt not saved');
  return { attemptId: saved.id, score: outcome.score, correct: outcome.correct, total: outcome.total, passed };
}
