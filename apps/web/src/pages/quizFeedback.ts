import { quizMessages, showToast } from '@study/ui';
import type { StandaloneQuizProps } from '@study/ui';

// One id, so a quick run of answers replaces the feedback instead of stacking toasts.
const feedbackToastId = 'quiz-feedback';

/** Spec §8's quiz toasts, for StandaloneQuiz's callbacks. */
export const quizFeedback: Pick<StandaloneQuizProps, 'onAnswer' | 'onExpire'> = {
  onAnswer: (correct) =>
    correct
      ? showToast.success(quizMessages.quizCorrect, { id: feedbackToastId })
      : showToast.error(quizMessages.quizWrong, { id: feedbackToastId }),
  onExpire: () => showToast.error(quizMessages.quizTimeUp, { id: feedbackToastId }),
};
