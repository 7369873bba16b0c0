import { paths } from '@study/contract';
import type { QuizAnswerRequest } from '@study/contract';
import { http } from 'msw';
import { fn } from 'storybook/test';
import { quizAttemptResultFixture, quizAttemptStartedFixture } from './fixtures';
import { gradeFixtureAnswer, ok } from './handlers';

/**
 * The chapter quiz's server calls for page stories, each recorded: which quiz was started, every
 * answer sent (graded with the fixture's key, as the server does) and each finish.
 */
export function recordingQuizAttempts() {
  const started = fn<(quizId: string) => void>().mockName('startAttempt');
  const answered = fn<(attemptId: string, answer: QuizAnswerRequest) => void>().mockName('answerQuestion');
  const finished = fn<(attemptId: string) => void>().mockName('finishAttempt');
  const handlers = [
    http.post(paths.quizAttempts(':quizId'), ({ params }) => {
      started(String(params['quizId']));
      return ok(quizAttemptStartedFixture);
    }),
    http.post(paths.quizAttemptAnswers(':attemptId'), async ({ params, request }) => {
      const answer = (await request.json()) as QuizAnswerRequest;
      answered(String(params['attemptId']), answer);
      return ok(gradeFixtureAnswer(answer));
    }),
    http.post(paths.quizAttemptFinish(':attemptId'), ({ params }) => {
      finished(String(params['attemptId']));
      return ok(quizAttemptResultFixture);
    }),
  ];
  return {
    handlers,
    started,
    answered,
    finished,
    reset: () => [started, answered, finished].forEach((spy) => spy.mockClear()),
  };
}
