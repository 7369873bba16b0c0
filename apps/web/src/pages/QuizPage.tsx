import { sampleQuizQuestions, StandaloneQuiz } from '@study/ui';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { quizFeedback } from './quizFeedback';

/** /quiz: the standalone quiz on its built-in sample questions (decisions.md). */
export function QuizPage() {
  useDocumentTitle(messages.pageTitles.quiz);
  return <StandaloneQuiz questions={sampleQuizQuestions} {...quizFeedback} studyAgainHref="/subjects" />;
}
