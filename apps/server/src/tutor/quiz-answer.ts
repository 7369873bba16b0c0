import type { QuizAnswer } from '@study/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { quizOptions, quizQuestions, quizzes, topics } from '../db/schema';
import { ApiError } from '../http/api-error';
import { assessment, textPieces } from './provider';
import type { TutorProvider } from './provider';
import { quizText as say } from './messages/quiz';
import { hash, pick } from './problems/numbers';

// "কেন ভুল হলো?": the tutor's turn on a quiz answer, built from the quiz's key and explanation on
// the server (the student never receives the key otherwise). A question of another chapter than
// the topic's is not found.

export interface QuizAnswerFacts {
  question: string;
  explanation: string | null;
  chosen: string;
  correct: string;
  chosenIsCorrect: boolean;
}

export async function loadQuizAnswer(db: Database, topicId: number, answer: QuizAnswer): Promise<QuizAnswerFacts> {
  const [question] = await db
    .select({ id: quizQuestions.id, question: quizQuestions.question, explanation: quizQuestions.explanation })
    .from(quizQuestions)
    .innerJoin(quizzes, eq(quizzes.id, quizQuestions.quizId))
    .innerJoin(topics, eq(topics.chapterId, quizzes.chapterId))
    .where(and(eq(quizQuestions.id, answer.questionId), eq(topics.id, topicId), eq(quizzes.isActive, true)))
    .limit(1);
  if (!question) throw new ApiError(404, 'NOT_FOUND', say.notFound);
  const options = await db
    .select({ id: quizOptions.id, text: quizOptions.text, isCorrect: quizOptions.isCorrect })
    .from(quizOptions)
    .where(eq(quizOptions.questionId, question.id))
    .orderBy(asc(quizOptions.order));
  const chosen = options.find((option) => option.id === answer.optionId);
  const correct = options.find((option) => option.isCorrect);
  if (!chosen || !correct) throw new ApiError(404, 'NOT_FOUND', say.notFound);
  return {
    question: question.question,
    explanation: question.explanation,
    chosen: chosen.text,
    correct: correct.text,
    chosenIsCorrect: chosen.isCorrect,
  };
}

/** The explanation turn: the choice against the right answer, why, and a question back. */
export function explainQuizAnswer(facts: QuizAnswerFacts, topicName: string): string {
  const seed = hash(facts.question + facts.chosen);
  const why = facts.explanation ? say.why(facts.explanation) : say.noExplanation(topicName, facts.correct);
  if (facts.chosenIsCorrect)
    return [say.question(facts.question), say.right(facts.chosen), why, say.closeRight].join('\n\n');
  return [
    pick(say.open, seed),
    say.question(facts.question),
    say.wrong(facts.chosen, facts.correct),
    why,
    pick(say.close(facts.chosen, facts.correct), seed),
  ].join('\n\n');
}

/** The explanation as a provider's reply, so that it passes the same safety gate as any other. */
export function quizAnswerProvider(name: TutorProvider['name'], text: string): TutorProvider {
  return { name, generate: (request) => ({ pieces: textPieces(text, request.signal), assess: () => assessment(1) }) };
}
