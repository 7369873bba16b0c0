import type { QuizAttemptRequest } from '@study/contract';
import type { QuizResult } from '@study/ui';

/**
 * The attempt to save for a finished chapter quiz (decisions.md). The server scores the
 * answers itself; the ids are the quiz's numeric ids, which the quiz engine carries as given.
 */
export function attemptFromResult(result: QuizResult, finishedAt: number): QuizAttemptRequest {
  const totalMs = Math.max(0, Math.round(result.totalTimeMs));
  return {
    answers: result.answers.map((answer) => ({
      questionId: Number(answer.questionId),
      optionId: answer.optionId === null ? null : Number(answer.optionId),
      timeSpentMs: Math.max(0, Math.round(answer.timeSpentMs)),
    })),
    startedAt: new Date(finishedAt - totalMs).toISOString(),
    durationSeconds: Math.round(totalMs / 1000),
  };
}
