import { DemoQuizScreen } from '@study/ui';
import { useNavigate } from 'react-router-dom';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { quizFeedback } from './quizFeedback';

/** /demo/quiz: the spec's demo quiz for visitors, public (issue 16.12); 'continue' leads to sign-up. */
export function DemoQuizPage() {
  useDocumentTitle(messages.pageTitles.demoQuiz);
  const navigate = useNavigate();
  return <DemoQuizScreen {...quizFeedback} onContinueLearning={() => void navigate('/login')} />;
}
