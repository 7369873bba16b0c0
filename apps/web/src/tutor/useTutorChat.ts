import type { Language, QuizAnswer, SafetyVerdictInfo, Usage } from '@study/contract';
import { showToast } from '@study/ui';
import type { TutorChatMessage, TutorChatPanelProps, TutorChatSettings, TutorChatUsage } from '@study/ui';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { announceEarned, useStreamStatus, useUsage } from '../data/hooks';
import { messages } from '../messages';
import { useApi, useSessionStore } from '../session/useSession';
import { clearChatHistory, loadChatHistory, saveChatHistory } from './chatHistory';
import { clearPendingReply, loadPendingReply, savePendingReply, withCutReply } from './pendingReply';
import { createTutorClient, TutorStreamError } from './tutorClient';
import type { ReplyEventSourceConstructor, TutorClient } from './tutorClient';
import { createMessageId, initialTutorChatState, tutorChatReducer } from './tutorChatReducer';
import type { TutorReplyMetadata } from './tutorChatReducer';
import { shouldFallBack, tutorErrorText, usageLimitOf } from './tutorErrors';

/** The tutor shows one toast at a time (spec §4): each new one replaces the last. */
export const tutorToastId = 'tutor-chat';

const defaultSettings: TutorChatSettings = { streaming: true, wordDelayMs: 50 };

export interface UseTutorChatOptions {
  language?: Language;
  /** Questions are about the whole chapter (the ask page), the topic ranked first. */
  chapterId?: number;
  /** For tests; the browser's EventSource by default. */
  EventSource?: ReplyEventSourceConstructor;
}

/**
 * TutorChatPanel's props; `onSend` also takes a quiz answer for "কেন ভুল হলো?" (the ask page's
 * quiz): that turn goes through the normal chat call, as the stream does not take one.
 */
export type TutorChat = Omit<TutorChatPanelProps, 'onSend'> & {
  onSend: (message: string, quizAnswer?: QuizAnswer) => void;
};

/** The server's usage as the panel's props name it. */
export function chatUsage(usage: Usage): TutorChatUsage {
  return { remainingToday: usage.remaining_today, dailyLimit: usage.daily_limit, canCall: usage.can_call };
}

/**
 * The "complex question, ask a teacher" toast, for a reply the tutor could not ground. Not after a
 * safety reply: that reply already says who to talk to, and a toast calling the message complex
 * would be wrong and unkind.
 */
function teacherToast(metadata: TutorReplyMetadata, safety: SafetyVerdictInfo | null | undefined) {
  if (metadata.requiresTeacherAttention && !safety) {
    showToast.info(messages.tutor.teacherTitle, { description: messages.tutor.teacherText, id: tutorToastId });
  }
}

/**
 * The AI tutor conversation of one topic (spec §2 "AI tutor chat panel", §4, §5): exactly the
 * props of @study/ui's TutorChatPanel. Streams replies when the student wants it and the server
 * offers it, falls back to the normal chat call when a stream fails, keeps the history per topic.
 */
export function useTutorChat(topicId: number, options: UseTutorChatOptions = {}): TutorChat {
  const { language = 'bn', chapterId, EventSource } = options;
  const scope = useMemo(() => (chapterId === undefined ? {} : { chapterId }), [chapterId]);
  const api = useApi();
  const store = useSessionStore();
  const streamStatus = useStreamStatus();
  const usage = useUsage();
  const client: TutorClient = useMemo(
    () => createTutorClient({ api, ...(EventSource && { EventSource }) }),
    [api, EventSource],
  );
  const [state, dispatch] = useReducer(tutorChatReducer, topicId, (id) =>
    initialTutorChatState(id, restoredConversation(id)),
  );
  const [settings, setSettings] = useState<TutorChatSettings>(defaultSettings);

  // The request in flight (one at a time, spec §5) and the streaming reply's id, for stop.
  const requestRef = useRef<AbortController | null>(null);
  const streamingIdRef = useRef<string | null>(null);
  // The streaming reply's session, kept with its words while they arrive (see pendingReply.ts).
  const pendingRef = useRef<{ topicId: number; sessionId: string } | null>(null);
  const leaving = usePageLeaving();

  const { data: streamStatusData, mutate: refreshStreamStatus } = streamStatus;
  const streamingAvailable = streamStatusData?.streaming_available ?? false;
  const { mutate: mutateUsage } = usage;
  // The latest usage for the callbacks: set from what SWR holds when that changes, and at once by
  // updateUsage (a refusal must stop the next question before SWR's data arrives). Written in an
  // effect, not during render, so a render with SWR's older data cannot undo an update.
  const usageRef = useRef<Usage | undefined>(usage.data);
  useEffect(() => {
    usageRef.current = usage.data;
  }, [usage.data]);

  const cancel = useCallback(() => {
    requestRef.current?.abort();
    requestRef.current = null;
    streamingIdRef.current = null;
  }, []);

  // Another topic (the learning page moves on): its own conversation, nothing carried over.
  useEffect(() => {
    if (state.topicId === topicId) return;
    cancel();
    dispatch({ type: 'restored', topicId, messages: restoredConversation(topicId) });
  }, [topicId, state.topicId, cancel]);

  useEffect(() => cancel, [cancel]);

  // Stored after every change but the words of a stream (only finished messages are kept anyway).
  useEffect(() => {
    if (state.status !== 'streaming') saveChatHistory(state.topicId, state.messages);
  }, [state.topicId, state.messages, state.status]);

  // The words of a streaming reply are kept as they arrive, for a reload mid-reply.
  useEffect(() => {
    const pending = pendingRef.current;
    const reply = state.messages.at(-1);
    if (state.status !== 'streaming' || !pending || pending.topicId !== state.topicId || !reply?.isStreaming) return;
    savePendingReply(pending.topicId, {
      sessionId: pending.sessionId,
      replyId: reply.id,
      content: reply.content,
      timestamp: reply.timestamp,
    });
  }, [state.topicId, state.messages, state.status]);

  const updateUsage = useCallback(
    (next: Usage) => {
      usageRef.current = next;
      void mutateUsage(next, { revalidate: false });
    },
    [mutateUsage],
  );

  const fail = useCallback(
    (error: unknown) => {
      const limit = usageLimitOf(error, usageRef.current);
      if (limit) {
        updateUsage(limit);
        dispatch({ type: 'refused' });
        showToast.error(messages.tutor.limitTitle, { description: messages.tutor.limitText, id: tutorToastId });
        return;
      }
      dispatch({ type: 'failed', error: tutorErrorText(error) });
      showToast.error(messages.tutor.connectionFailed, { id: tutorToastId });
    },
    [updateUsage],
  );

  const chat = useCallback(
    async (message: string, signal: AbortSignal, quizAnswer?: QuizAnswer) => {
      try {
        const reply = await client.sendChat({
          lessonId: topicId,
          ...scope,
          message,
          language,
          signal,
          ...(quizAnswer && { quizAnswer }),
        });
        if (signal.aborted) return;
        updateUsage(reply.usage);
        const metadata = {
          requiresTeacherAttention: reply.requires_teacher_attention,
          confidenceScore: reply.confidence_score,
          ...(reply.safety && { safety: true }),
        };
        const answer: TutorChatMessage = {
          id: reply.id,
          role: 'assistant',
          content: reply.content,
          timestamp: reply.timestamp,
          isComplete: true,
          metadata,
        };
        dispatch({ type: 'replied', message: answer });
        teacherToast(metadata, reply.safety);
        announceEarned(reply.earned);
      } catch (error) {
        if (!signal.aborted) fail(error);
      }
    },
    [client, topicId, scope, language, updateUsage, fail],
  );

  const stream = useCallback(
    async (message: string, signal: AbortSignal) => {
      const id = createMessageId('assistant');
      let failure: unknown;
      let opened = false;
      let words = 0;
      await client.streamReply({
        lessonId: topicId,
        ...scope,
        message,
        language,
        wordDelayMs: settings.wordDelayMs,
        token: () => store.getAccessToken(),
        signal,
        onStart: (start) => {
          opened = true;
          streamingIdRef.current = id;
          pendingRef.current = { topicId, sessionId: start.session_id };
          updateUsage(start.usage);
          dispatch({ type: 'streamOpened', id, timestamp: new Date().toISOString() });
        },
        onChunk: (content) => {
          words += 1;
          dispatch({ type: 'chunkReceived', id, content });
        },
        onComplete: (completion) => {
          streamingIdRef.current = null;
          updateUsage(completion.usage);
          const metadata = {
            requiresTeacherAttention: completion.requiresTeacherAttention,
            confidenceScore: completion.confidenceScore,
            ...(completion.safety && { safety: true }),
          };
          dispatch({ type: 'streamCompleted', id, metadata });
          teacherToast(metadata, completion.safety);
          announceEarned(completion.earned);
        },
        onError: (error) => {
          failure = error;
        },
      });
      streamingIdRef.current = null;
      // The page is being reloaded or closed (its connection broke with it): the reply stays
      // pending for the next open, and nothing is asked again through the chat call.
      if (leaving.current) return;
      // Left by a page going away (unmount, another topic), the reply stays pending: its question
      // is given back on the next open. Any other ending settles it here.
      pendingRef.current = null;
      if (!signal.aborted) clearPendingReply(topicId);
      if (signal.aborted || failure === undefined) return;
      // The server stopped for a deploy and gave the question back: the words that arrived stay,
      // marked cut, with "ask again" (an instance still up answers). Before any word, the chat
      // call below asks again at once.
      if (words > 0 && failure instanceof TutorStreamError && failure.serverCode === 'SERVER_RESTARTING') {
        if (failure.usage) updateUsage(failure.usage);
        dispatch({ type: 'streamCut', id });
        return;
      }
      if (!shouldFallBack(failure)) {
        if (opened) dispatch({ type: 'streamStopped', id });
        fail(failure);
        return;
      }
      // Spec §4: the partial reply goes, and the same question is asked through the normal chat call.
      dispatch({ type: 'streamFailed', id, notice: tutorErrorText(failure) });
      showToast.error(messages.tutor.streamFallbackTitle, {
        description: messages.tutor.streamFallbackText,
        id: tutorToastId,
      });
      await chat(message, signal);
    },
    [client, topicId, scope, language, settings.wordDelayMs, store, updateUsage, fail, chat, leaving],
  );

  const onSend = useCallback(
    (message: string, quizAnswer?: QuizAnswer) => {
      // Spec §5: one question at a time, never past today's limit, only signed in.
      if (requestRef.current) return;
      if (usageRef.current?.can_call === false) return;
      if (!store.getAccessToken()) {
        dispatch({ type: 'failed', error: messages.tutor.authRequired });
        return;
      }
      const controller = new AbortController();
      requestRef.current = controller;
      dispatch({
        type: 'asked',
        message: {
          id: createMessageId('user'),
          role: 'user',
          content: message,
          timestamp: new Date().toISOString(),
          isComplete: true,
        },
      });
      void (async () => {
        if (quizAnswer) {
          await chat(message, controller.signal, quizAnswer);
          return;
        }
        // A question sent before the stream status arrived waits for it rather than guessing.
        const status = streamStatusData ?? (settings.streaming ? await refreshStreamStatus() : undefined);
        if (controller.signal.aborted) return;
        const ask = settings.streaming && status?.streaming_available ? stream : chat;
        await ask(message, controller.signal);
      })().finally(() => {
        if (requestRef.current === controller) requestRef.current = null;
      });
    },
    [store, settings.streaming, streamStatusData, refreshStreamStatus, stream, chat],
  );

  const onStop = useCallback(() => {
    const id = streamingIdRef.current;
    if (id === null) return;
    cancel();
    // The student chose to stop: the question counts (spec), nothing to give back. The ref goes
    // first: a chunk's effect still to run would otherwise store the stopped reply as pending again.
    pendingRef.current = null;
    clearPendingReply(topicId);
    dispatch({ type: 'streamStopped', id });
  }, [cancel, topicId]);

  const onClear = useCallback(() => {
    cancel();
    pendingRef.current = null;
    clearChatHistory(topicId);
    clearPendingReply(topicId);
    dispatch({ type: 'cleared' });
  }, [cancel, topicId]);

  // A reply cut by a reload: its question is asked back from the server (once, by session).
  useEffect(() => {
    const pending = loadPendingReply(topicId);
    if (!pending || requestRef.current) return;
    client
      .giveBack(pending.sessionId)
      .then(({ given_back: givenBack, usage: next }) => {
        clearPendingReply(topicId);
        updateUsage(next);
        // By id: a no-op once the conversation is another topic's.
        dispatch({ type: 'givenBack', id: pending.replyId, givenBack });
      })
      .catch(() => {
        // Offline or signed out: kept pending, asked again on the next open.
      });
  }, [client, topicId, updateUsage]);

  const onAskAgain = useCallback(
    (messageId: string) => {
      const index = state.messages.findIndex((message) => message.id === messageId);
      const question = state.messages[index - 1];
      if (index < 0 || question?.role !== 'user' || requestRef.current) return;
      dispatch({ type: 'withdrawn', id: messageId });
      onSend(question.content);
    },
    [state.messages, onSend],
  );

  const onCopy = useCallback<NonNullable<TutorChatPanelProps['onCopy']>>((_messageId, result) => {
    if (result === 'success') showToast.success(messages.tutor.copied, { id: tutorToastId });
    else showToast.error(messages.tutor.copyFailed, { id: tutorToastId });
  }, []);

  // The conversation shown is always the requested topic's, even in the render before the restore.
  const current = state.topicId === topicId ? state : initialTutorChatState(topicId);

  return {
    messages: current.messages,
    status: current.status,
    ...(current.error !== undefined && { error: current.error }),
    ...(current.notice !== undefined && { notice: current.notice }),
    ...(usage.data && { usage: chatUsage(usage.data) }),
    streamingAvailable,
    settings,
    onSettingsChange: setSettings,
    ...(streamStatus.data && { activeConnections: streamStatus.data.performance.concurrent_connections }),
    onSend,
    onStop,
    onClear,
    onAskAgain,
    onCopy,
  };
}

/**
 * Whether the page is being reloaded, closed or left (set from `beforeunload`/`pagehide`, reset
 * when a page comes back from the back-forward cache): a stream broken by that is no failure.
 */
function usePageLeaving(): { readonly current: boolean } {
  const leaving = useRef(false);
  useEffect(() => {
    const leave = () => {
      leaving.current = true;
    };
    const back = () => {
      leaving.current = false;
    };
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    window.addEventListener('pageshow', back);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('pageshow', back);
    };
  }, []);
  return leaving;
}

/** A topic's stored conversation, with a reply a reload cut short appended, marked as cut. */
function restoredConversation(topicId: number) {
  return withCutReply(loadChatHistory(topicId), loadPendingReply(topicId));
}
