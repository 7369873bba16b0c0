import { quizMessages } from '@study/ui';
import type { WhyWrongReply, WhyWrongRequest } from '@study/ui';
import { ApiError } from '../api/ApiError';
import type { TutorClient } from './tutorClient';
import { usageLimitOf } from './tutorErrors';

// "কেন ভুল হলো?" on the chapter quiz's result (issue 17 §2): one normal chat call with the quiz
// answer; the server builds the explanation from the quiz's key and counts it as a question.

const bengali = /[\u0980-\u09FF]/;

/** Why the explanation did not come, in the student's words (তুমি). */
export function whyWrongErrorText(error: unknown): string {
  if (usageLimitOf(error)) return quizMessages.whyWrongLimit;
  if (error instanceof ApiError) {
    if (error.code === 'AUTH_REQUIRED' || error.status === 401) return quizMessages.whyWrongSignedOut;
    // The server's own messages are Bengali (e.g. the question is no longer in the quiz).
    if (error.status > 0 && bengali.test(error.message)) return error.message;
  }
  return quizMessages.whyWrongFailed;
}

/**
 * Asks the tutor about one answer of the chapter's quiz. The tutor's question counter is not
 * touched here: it is read again whenever a tutor chat opens.
 */
export async function explainQuizAnswer(
  client: TutorClient,
  chapterId: number,
  { questionId, optionId }: WhyWrongRequest,
): Promise<WhyWrongReply> {
  try {
    const reply = await client.sendChat({
      chapterId,
      message: quizMessages.whyWrong,
      quizAnswer: { questionId: Number(questionId), optionId: Number(optionId) },
    });
    return { text: reply.content };
  } catch (error) {
    return { error: whyWrongErrorText(error) };
  }
}
