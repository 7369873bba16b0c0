import type { Chapter, Topic } from '@study/contract';
import { AskChat, AskPageLayout, useAskQuiz } from '@study/ui';
import type { AskChatMessage, AskQuiz, AskQuizOffer, QuizGradeRequest, QuizVerdict, WhyWrongRequest } from '@study/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { showQuizError, useChapter, useChapterQuiz, useQuizAttemptApi } from '../data/hooks';
import { parseRouteId } from '../data/routeIds';
import { messages } from '../messages';
import { askAnalysis, askQuizOffer, askSuggestions, offerAfterDecline, toAskMessages } from '../tutor/askConversation';
import { useConversationAnalysis } from '../tutor/useConversationAnalysis';
import { useTutorChat } from '../tutor/useTutorChat';
import { useDocumentTitle } from '../useDocumentTitle';
import { selectTopicId, topicQueryParam } from './learnProgress';
import { pageLoadStatus } from './loadStatus';

/** The chat's quiz props: everything of useAskQuiz but the messages, which AskChat takes apart. */
function chatQuiz({ messages: _shown, ...quiz }: AskQuiz) {
  return quiz;
}

/** The offered quiz's questions, once the chapter quiz it names has loaded. */
function useOfferedQuestions(chapterId: number, offer: AskQuizOffer | null) {
  const quiz = useChapterQuiz(offer ? chapterId : null);
  return offer && quiz.data && quiz.data.id === offer.quizId ? quiz.data.questions : null;
}

interface AskConversationProps {
  chapterId: number;
  /** The topic the student came from, ranked first; the tutor searches the whole chapter. */
  topic: Topic;
  offer: AskQuizOffer | null;
  /** A reply arrived: the analysis may have changed. */
  onReplied: () => void;
}

/** The tutor chat on the whole chapter (issue 16 item 7), with the quiz the server offers in it. */
function AskConversation({ chapterId, topic, offer, onReplied }: AskConversationProps) {
  const chat = useTutorChat(topic.id, { chapterId });
  const replies = chat.messages.filter((message) => message.role === 'assistant' && !message.isStreaming).length;
  // Finished replies when the student said no to the quiz: no new offer right after.
  const [declinedAt, setDeclinedAt] = useState<number | null>(null);
  const offered = offerAfterDecline(offer, replies, declinedAt);
  const shown = useMemo(() => toAskMessages(chat.messages, offered), [chat.messages, offered]);
  const attempts = useQuizAttemptApi();
  // Issue 20.8: the in-chat quiz is graded by the server like the chapter quiz. Each run is an
  // attempt, started with its first answer and finished (scored and saved) when the run ends.
  const runKey = useRef<{ quizId: number; startedAt: number } | null>(null);
  const attempt = useRef<{ quizId: number; startedAt: number; id: Promise<number> } | null>(null);
  const grade = useCallback(
    async ({ questionId, optionId, timeSpentMs }: QuizGradeRequest): Promise<QuizVerdict> => {
      const current = runKey.current;
      if (!current) throw new Error('no quiz run');
      try {
        if (
          !attempt.current ||
          attempt.current.quizId !== current.quizId ||
          attempt.current.startedAt !== current.startedAt
        ) {
          const id = attempts.start(current.quizId).then((started) => started.attemptId);
          attempt.current = { ...current, id };
          // A failed start is tried again with the next answer.
          id.catch(() => {
            if (attempt.current?.id === id) attempt.current = null;
          });
        }
        const attemptId = await attempt.current.id;
        return await attempts.answer(attemptId, {
          questionId: Number(questionId),
          optionId: Number(optionId),
          timeSpentMs: Math.round(timeSpentMs),
        });
      } catch (error) {
        showQuizError(messages.quizAnswerNotChecked, error);
        throw error;
      }
    },
    [attempts],
  );
  const quiz = useAskQuiz({ messages: shown, questions: useOfferedQuestions(chapterId, offered), grade });
  const { decline: declineQuiz } = quiz;
  const decline = useCallback(() => {
    setDeclinedAt(replies);
    declineQuiz();
  }, [replies, declineQuiz]);

  const { phase, run, offer: running } = quiz.state;
  useEffect(() => {
    runKey.current = run && running ? { quizId: running.quizId, startedAt: run.startedAt } : null;
  }, [run, running]);
  // decisions.md: a finished quiz is saved, once per run.
  useEffect(() => {
    const finished = attempt.current;
    if (phase !== 'completed' || !run || !finished || finished.startedAt !== run.startedAt) return;
    attempt.current = null;
    finished.id
      .then((attemptId) => attempts.finish(attemptId))
      .catch((error: unknown) => showQuizError(messages.account.quizAttemptNotSaved, error));
  }, [phase, run, attempts]);

  // Each new finished reply may bring the quiz offer; the history restored on opening does not.
  const seenReplies = useRef(replies);
  useEffect(() => {
    if (replies > seenReplies.current) onReplied();
    seenReplies.current = replies;
  }, [replies, onReplied]);

  // "কেন ভুল হলো?": a turn of this conversation, the catalogue's words with the answer.
  const { onSend } = chat;
  const whyWrong = useCallback(
    (message: string, { questionId, optionId }: WhyWrongRequest) =>
      onSend(message, { questionId: Number(questionId), optionId: Number(optionId) }),
    [onSend],
  );

  const error = chat.status === 'error' ? chat.error : chat.usage?.canCall === false ? messages.tutor.limitText : null;
  return (
    <AskChat
      messages={quiz.messages}
      quiz={{ ...chatQuiz(quiz), decline }}
      replying={chat.status === 'loading' || chat.status === 'streaming'}
      error={error}
      suggestions={askSuggestions(topic.name)}
      onSend={chat.onSend}
      onWhyWrong={whyWrong}
    />
  );
}

const noMessages: AskChatMessage[] = [];

/** A chapter without topics has nothing to ask the tutor about: the chat says so. */
function NoTopicsChat() {
  const quiz = useAskQuiz({ messages: noMessages });
  return (
    <AskChat
      messages={quiz.messages}
      quiz={chatQuiz(quiz)}
      error={messages.tutor.askNoTopics}
      onSend={() => undefined}
    />
  );
}

function topicOf(chapter: Chapter | undefined, requested: string | null): Topic | undefined {
  const topics = chapter?.topics ?? [];
  const id = selectTopicId(requested, topics);
  return topics.find((topic) => topic.id === id);
}

/**
 * /subjects/:subjectId/:chapterId/ask: the AI tutor on the chapter (its first topic, or ?topic=),
 * suggested questions, the server's analysis beside the chat and the quiz it offers.
 */
export function AskPage() {
  const params = useParams();
  const subjectId = parseRouteId(params['subjectId']);
  const chapterId = parseRouteId(params['chapterId']);
  const chapter = useChapter(chapterId);
  const analysis = useConversationAnalysis(chapterId);
  const [searchParams] = useSearchParams();
  useDocumentTitle(chapter.data?.name ?? messages.pageTitles.ask);

  const topic = topicOf(chapter.data, searchParams.get(topicQueryParam));
  const { mutate: refreshAnalysis } = analysis;
  const offer = useMemo(() => askQuizOffer(analysis.data?.quiz_offer ?? null), [analysis.data]);
  const shownAnalysis = useMemo(() => analysis.data && askAnalysis(analysis.data), [analysis.data]);
  const onReplied = useCallback(() => void refreshAnalysis(), [refreshAnalysis]);

  let chat = null;
  if (chapter.data && chapterId !== null) {
    chat = topic ? (
      <AskConversation key={topic.id} chapterId={chapterId} topic={topic} offer={offer} onReplied={onReplied} />
    ) : (
      <NoTopicsChat />
    );
  }

  return (
    <AskPageLayout
      status={pageLoadStatus(subjectId === null ? null : chapterId, chapter)}
      subjectId={subjectId ?? chapter.data?.subjectId ?? 0}
      chapterId={chapterId ?? params['chapterId'] ?? ''}
      chapterName={chapter.data?.name}
      analysis={shownAnalysis}
      chat={chat}
      onRetry={() => void chapter.mutate()}
      retrying={chapter.isValidating}
    />
  );
}
