import { quizResult } from './quizMachine';
import type { QuizState } from './quizMachine';
import { quizMessages } from '../../i18n/areas/quiz';

export interface QuizInsights {
  /** Percent of the answers given in time that were right. */
  accuracy: number;
  strengths: string[];
  improvementAreas: string[];
  recommendations: string[];
}

/**
 * What the demo quiz's result card says, worked out from the answers, since the demo has no
 * tutor server to write it.
 */
export function demoQuizInsights(state: QuizState): QuizInsights {
  const { score } = quizResult(state);
  const answered = state.answers.filter((answer) => !answer.expired);
  const accuracy =
    answered.length > 0 ? Math.round((answered.filter((answer) => answer.correct).length / answered.length) * 100) : 0;
  const byQuestion = new Map(state.questions.map((question) => [question.id, question]));
  const rightWith = (difficulty: string) =>
    state.answers.filter((answer) => answer.correct && byQuestion.get(answer.questionId)?.difficulty === difficulty)
      .length;
  const easyCount = state.questions.filter((question) => question.difficulty === 'easy').length;
  const expired = state.answers.some((answer) => answer.expired);
  const wrong = state.answers.some((answer) => !answer.correct && !answer.expired);

  const strengths = [
    ...(rightWith('hard') > 0 ? [quizMessages.quizInsightHardRight] : []),
    ...(easyCount > 0 && rightWith('easy') === easyCount ? [quizMessages.quizInsightEasyAllRight] : []),
    ...(!expired && state.answers.length > 0 ? [quizMessages.quizInsightInTime] : []),
  ];
  const improvementAreas = [
    ...(wrong ? [quizMessages.quizInsightReviewWrong] : []),
    ...(expired ? [quizMessages.quizInsightBeatTheClock] : []),
  ];
  const recommendations =
    score >= 70 ? [quizMessages.quizInsightMoveOn] : [quizMessages.quizInsightRevise, quizMessages.quizInsightAskTutor];
  return { accuracy, strengths, improvementAreas, recommendations };
}
