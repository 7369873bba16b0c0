import { ErrorState, LinkButton, Spinner, StandaloneQuiz, sampleQuizQuestions } from '@study/ui';
import type { QuizResult } from '@study/ui';
import { useParams } from 'react-router-dom';
import { useChapterQuiz, useSubmitQuizAttempt } from '../data/hooks';
import { parseRouteId } from '../data/routeIds';
import { messages } from '../messages';
import { RouterLink } from '../RouterLink';
import { useDocumentTitle } from '../useDocumentTitle';
import { loadStatus } from './loadStatus';
import { attemptFromResult } from './quizAttempt';
import { quizFeedback } from './quizFeedback';

/**
 * /subjects/:subjectId/:chapterId/quiz: the chapter's quiz from the server, or the built-in
 * sample questions when the chapter has none (decisions.md). A finished chapter quiz is saved.
 */
export function ChapterQuizPage() {
  const params = useParams();
  const subjectId = parseRouteId(params['subjectId']);
  const chapterId = parseRouteId(params['chapterId']);
  const quiz = useChapterQuiz(chapterId);
  const submitAttempt = useSubmitQuizAttempt();
  useDocumentTitle(quiz.data?.title ?? messages.pageTitles.chapterQuiz);

  const learnHref = `/subjects/${subjectId ?? 0}/${chapterId ?? 0}/learn`;
  const status = subjectId === null || chapterId === null ? 'error' : loadStatus(quiz);

  if (status === 'loading') return <Spinner size="lg" showLabel label={messages.chapterQuizLoading} />;
  if (status === 'error') {
    return (
      <ErrorState
        title={messages.chapterQuizError}
        headingLevel={2}
        onRetry={() => void quiz.mutate()}
        retrying={quiz.isValidating}
        retryLabel={messages.reload}
        secondaryAction={
          <LinkButton href={learnHref} variant="outline" LinkComponent={RouterLink}>
            {messages.backToChapter}
          </LinkButton>
        }
      />
    );
  }

  const chapterQuiz = quiz.data ?? null;
  const onComplete = chapterQuiz
    ? (result: QuizResult) => void submitAttempt(chapterQuiz.id, attemptFromResult(result, Date.now()))
    : undefined;
  return (
    <StandaloneQuiz
      // The quiz reads its questions once: a different quiz starts afresh.
      key={chapterQuiz?.id ?? 'sample'}
      questions={chapterQuiz?.questions ?? sampleQuizQuestions}
      {...quizFeedback}
      onComplete={onComplete}
      studyAgainHref={learnHref}
      LinkComponent={RouterLink}
    />
  );
}
