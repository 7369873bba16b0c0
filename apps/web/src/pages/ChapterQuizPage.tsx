import { maxQuestionTimeMs } from '@study/contract';
import type { Quiz } from '@study/contract';
import {
  ChapterQuizShell,
  EmptyState,
  ErrorState,
  LinkButton,
  QuizIntro,
  Spinner,
  StandaloneQuiz,
  chapterMessages,
  createQuizState,
} from '@study/ui';
import type { QuizGradeRequest, QuizState, QuizVerdict, WhyWrongRequest } from '@study/ui';
import { useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { showQuizError, useChapter, useChapterQuiz, useQuizAttemptApi } from '../data/hooks';
import { parseRouteId } from '../data/routeIds';
import { messages } from '../messages';
import { useApi, useSession } from '../session/useSession';
import { createTutorClient } from '../tutor/tutorClient';
import { explainQuizAnswer } from '../tutor/whyWrong';
import { useDocumentTitle } from '../useDocumentTitle';
import { isNotFound, loadStatus } from './loadStatus';
import { quizFeedback } from './quizFeedback';
import {
  clearSavedQuiz,
  quizProgressKey,
  readSavedQuiz,
  restoreQuizState,
  toSavedQuiz,
  writeSavedQuiz,
} from './quizProgress';

interface Run {
  attemptId: number;
  initialState: QuizState;
}

/** The place saved before a reload, if it still fits this quiz. */
function savedRun(key: string, quiz: Quiz): Run | null {
  const saved = readSavedQuiz(localStorage, key);
  if (!saved) return null;
  const initialState = restoreQuizState(saved, quiz, Date.now());
  if (!initialState) {
    clearSavedQuiz(localStorage, key);
    return null;
  }
  return { attemptId: saved.attemptId, initialState };
}

interface ChapterQuizRunProps {
  chapterId: number;
  quiz: Quiz;
  learnHref: string;
}

/**
 * The chapter's quiz as the admin set it (issue 16.9): one clock for the whole quiz's time limit,
 * the passing score on the result. Graded by the server (issue 20.8): an attempt starts on the
 * start button, each answer gets the server's verdict, the score is the server's. The student's
 * place survives a reload (issue 16.4).
 */
function ChapterQuizRun({ chapterId, quiz, learnHref }: ChapterQuizRunProps) {
  const { user } = useSession();
  const attempts = useQuizAttemptApi();
  const storageKey = quizProgressKey(user?.id ?? 0, chapterId);
  const [run, setRun] = useState<Run | null>(() => savedRun(storageKey, quiz));
  const [starting, setStarting] = useState(false);

  const start = () => {
    setStarting(true);
    attempts
      .start(quiz.id)
      .then((started) => {
        const initialState = createQuizState(quiz.questions, {
          timeLimit: started.timeLimit,
          timing: 'shared',
          now: Date.now(),
        });
        writeSavedQuiz(localStorage, storageKey, toSavedQuiz(quiz.id, started.attemptId, initialState));
        setRun({ attemptId: started.attemptId, initialState });
      })
      .catch((error: unknown) => showQuizError(messages.quizStartFailed, error))
      .finally(() => setStarting(false));
  };

  const attemptId = run?.attemptId ?? 0;
  const grade = useCallback(
    async ({ questionId, optionId, timeSpentMs }: QuizGradeRequest): Promise<QuizVerdict> => {
      try {
        return await attempts.answer(attemptId, {
          questionId: Number(questionId),
          optionId: Number(optionId),
          timeSpentMs: Math.min(Math.round(timeSpentMs), maxQuestionTimeMs),
        });
      } catch (error) {
        showQuizError(messages.quizAnswerNotChecked, error);
        throw error;
      }
    },
    [attempts, attemptId],
  );
  const keepPlace = useCallback(
    (state: QuizState) => writeSavedQuiz(localStorage, storageKey, toSavedQuiz(quiz.id, attemptId, state)),
    [storageKey, quiz.id, attemptId],
  );
  const finish = useCallback(() => {
    clearSavedQuiz(localStorage, storageKey);
    attempts.finish(attemptId).catch((error: unknown) => showQuizError(messages.account.quizAttemptNotSaved, error));
  }, [attempts, attemptId, storageKey]);
  // "কেন ভুল হলো?" on the result's wrong answers (once the quiz is over: its clock runs on through each answer's feedback).
  const api = useApi();
  const tutor = useMemo(() => createTutorClient({ api }), [api]);
  const explainAnswer = useCallback(
    (request: WhyWrongRequest) => explainQuizAnswer(tutor, chapterId, request),
    [tutor, chapterId],
  );
  const restart = useCallback(() => {
    clearSavedQuiz(localStorage, storageKey);
    setRun(null);
  }, [storageKey]);

  if (!run) {
    return (
      <QuizIntro
        description={quiz.description}
        questionCount={quiz.questions.length}
        timeLimit={quiz.timeLimit}
        passingScore={quiz.passingScore}
        onStart={start}
        starting={starting}
      />
    );
  }
  return (
    <StandaloneQuiz
      // Each attempt starts afresh.
      key={run.attemptId}
      questions={quiz.questions}
      timing="shared"
      timeLimit={run.initialState.timeLimit}
      initialState={run.initialState}
      grade={grade}
      headingLevel={3}
      passingScore={quiz.passingScore}
      onStateChange={keepPlace}
      onComplete={finish}
      onRestart={restart}
      explainAnswer={explainAnswer}
      {...quizFeedback}
      studyAgainHref={learnHref}
    />
  );
}

/**
 * /subjects/:subjectId/:chapterId/quiz: the chapter's quiz (issue 16.10): a start screen with
 * the quiz's title and the chapter's name, the quiz, its result. A chapter without a quiz says
 * so; an unknown chapter shows the page's error state. The sample questions live at /quiz only.
 */
export function ChapterQuizPage() {
  const params = useParams();
  const subjectId = parseRouteId(params['subjectId']);
  const chapterId = parseRouteId(params['chapterId']);
  const valid = subjectId !== null && chapterId !== null;
  const chapter = useChapter(valid ? chapterId : null);
  const quiz = useChapterQuiz(valid ? chapterId : null);
  useDocumentTitle(quiz.data?.title ?? messages.pageTitles.chapterQuiz);

  const learnHref = `/subjects/${subjectId ?? 0}/${chapterId ?? 0}/learn`;
  const subjectHref = `/subjects/${subjectId ?? 0}`;
  const unknown = !valid || isNotFound(chapter.error);
  const status = loadStatus({
    data: chapter.data && quiz.data !== undefined ? quiz.data : undefined,
    error: chapter.error ?? quiz.error,
  });
  const back = unknown
    ? { href: subjectHref, label: messages.backToSubject }
    : { href: learnHref, label: messages.backToChapter };

  let content;
  if (unknown) {
    content = (
      <ErrorState
        title={chapterMessages.chapterNotFound}
        message={chapterMessages.chapterNotFoundText}
        headingLevel={3}
      />
    );
  } else if (status === 'loading') {
    content = <Spinner size="lg" showLabel label={messages.chapterQuizLoading} />;
  } else if (status === 'error') {
    content = (
      <ErrorState
        title={messages.chapterQuizError}
        headingLevel={3}
        onRetry={() => void Promise.all([chapter.mutate(), quiz.mutate()])}
        retrying={chapter.isValidating || quiz.isValidating}
        retryLabel={messages.reload}
      />
    );
  } else if (!quiz.data || !chapterId) {
    content = (
      <EmptyState
        title={messages.chapterNoQuiz}
        description={messages.chapterNoQuizText}
        headingLevel={3}
        action={
          <LinkButton href={learnHref} variant="outline">
            {messages.backToChapter}
          </LinkButton>
        }
      />
    );
  } else {
    content = <ChapterQuizRun chapterId={chapterId} quiz={quiz.data} learnHref={learnHref} />;
  }

  return (
    <ChapterQuizShell
      title={quiz.data?.title ?? messages.pageTitles.chapterQuiz}
      chapterName={chapter.data?.name ?? null}
      backHref={back.href}
      backLabel={back.label}
      // The shell's header holds the page's h1.
      headingLevel={2}
    >
      {content}
    </ChapterQuizShell>
  );
}
