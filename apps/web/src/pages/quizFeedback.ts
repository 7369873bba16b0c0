import { bn, showToast } from '@study/ui';
import type { StandaloneQuizProps } from '@study/ui';

// One id, so a quick run of answers replaces the feedback instead of stacking toasts.
const feedbackToastId = 'quiz-feedback';

/** Spec §8's quiz toasts, for StandaloneQuiz's callbacks. */
export const quizFeedback: Pick<StandaloneQuizProps, 'onAnswer' | 'onExpire'> = {
  onAnswer: (correct) =>
    correct
      ? showToast.success(bn.quizCorrect, { id: feedbackToastId })
      : showToast.error(bn.quizWrong, { id: feedbackToastId }),
  onExpire: () => showToast.error(bn.quizTimeUp, { id: feedbackToastId }),
};
