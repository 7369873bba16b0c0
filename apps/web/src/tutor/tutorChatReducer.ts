import type { TutorChatMessage, TutorChatStatus } from '@study/ui';

// Spec §4 "Tutor chat request": idle → loading → (streaming) → complete, with the stream's
// fallback to the normal chat call. The conversation of one topic, as a pure reducer.

export interface TutorChatState {
  topicId: number;
  messages: TutorChatMessage[];
  status: TutorChatStatus;
  /** Shown in the panel while status is 'error'. */
  error?: string;
  /** Why the last reply came through the normal chat call (a failed stream), until the next question. */
  notice?: string;
}

export type TutorReplyMetadata = NonNullable<TutorChatMessage['metadata']>;

export type TutorChatAction =
  /** A topic's stored conversation (on open or on a change of topic); anything in flight is dropped. */
  | { type: 'restored'; topicId: number; messages: TutorChatMessage[] }
  /** The student's question, sent. */
  | { type: 'asked'; message: TutorChatMessage }
  /** The stream is open: an empty assistant message that the chunks fill. */
  | { type: 'streamOpened'; id: string; timestamp: string }
  | { type: 'chunkReceived'; id: string; content: string }
  | { type: 'streamCompleted'; id: string; metadata: TutorReplyMetadata }
  /** The stream broke: its partial reply goes, the question is being asked again through the chat call. */
  | { type: 'streamFailed'; id: string; notice: string }
  /** The student stopped the stream: what arrived stays, as a finished reply. */
  | { type: 'streamStopped'; id: string }
  /** The server stopped mid-reply (a deploy) and gave the question back: what arrived stays, marked cut. */
  | { type: 'streamCut'; id: string }
  | { type: 'replied'; message: TutorChatMessage }
  | { type: 'failed'; error: string }
  /** The question was refused without an answer (today's limit); the panel shows the limit itself. */
  | { type: 'refused' }
  /** The server answered whether the question of a reply cut short was given back. */
  | { type: 'givenBack'; id: string; givenBack: boolean }
  /** "Ask again" under a cut reply: the reply and its question leave, to be asked anew. */
  | { type: 'withdrawn'; id: string }
  | { type: 'cleared' };

export function initialTutorChatState(topicId: number, messages: TutorChatMessage[] = []): TutorChatState {
  return { topicId, messages, status: 'idle' };
}

function updateMessage(
  messages: TutorChatMessage[],
  id: string,
  update: (message: TutorChatMessage) => TutorChatMessage,
): TutorChatMessage[] {
  return messages.map((message) => (message.id === id ? update(message) : message));
}

export function tutorChatReducer(state: TutorChatState, action: TutorChatAction): TutorChatState {
  switch (action.type) {
    case 'restored':
      return initialTutorChatState(action.topicId, action.messages);
    case 'asked':
      return { topicId: state.topicId, messages: [...state.messages, action.message], status: 'loading' };
    case 'streamOpened':
      return {
        ...state,
        status: 'streaming',
        messages: [
          ...state.messages,
          {
            id: action.id,
            role: 'assistant',
            content: '',
            timestamp: action.timestamp,
            isStreaming: true,
            isComplete: false,
          },
        ],
      };
    case 'chunkReceived':
      return {
        ...state,
        messages: updateMessage(state.messages, action.id, (message) => ({
          ...message,
          content: message.content + action.content,
        })),
      };
    case 'streamCompleted':
      return {
        ...state,
        status: 'idle',
        messages: updateMessage(state.messages, action.id, (message) => ({
          ...message,
          isStreaming: false,
          isComplete: true,
          metadata: action.metadata,
        })),
      };
    case 'streamFailed':
      return {
        ...state,
        status: 'loading',
        notice: action.notice,
        messages: state.messages.filter((message) => message.id !== action.id),
      };
    case 'streamStopped': {
      const stopped = state.messages.find((message) => message.id === action.id);
      // Stopped before the first word: there is no reply to keep.
      const messages =
        stopped && stopped.content.trim() === ''
          ? state.messages.filter((message) => message.id !== action.id)
          : updateMessage(state.messages, action.id, (message) => ({
              ...message,
              isStreaming: false,
              isComplete: true,
            }));
      return { ...state, status: 'idle', messages };
    }
    case 'streamCut':
      return {
        ...state,
        status: 'idle',
        messages: updateMessage(state.messages, action.id, (message) => ({
          ...message,
          isStreaming: false,
          isComplete: true,
          cut: { givenBack: true },
        })),
      };
    case 'replied':
      return { ...state, status: 'idle', messages: [...state.messages, action.message] };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'refused':
      return { ...state, status: 'idle' };
    case 'givenBack':
      return {
        ...state,
        messages: updateMessage(state.messages, action.id, (message) => ({
          ...message,
          // A repeated request (a second mount) answers false for a question already given back.
          cut: { givenBack: action.givenBack || message.cut?.givenBack === true },
        })),
      };
    case 'withdrawn': {
      const index = state.messages.findIndex((message) => message.id === action.id);
      if (index < 0) return state;
      const question = state.messages[index - 1]?.role === 'user' ? index - 1 : index;
      return { ...state, messages: state.messages.filter((_, at) => at < question || at > index) };
    }
    case 'cleared':
      return initialTutorChatState(state.topicId);
  }
}

let sequence = 0;

/** A client-side message id, unique within the page (crypto.randomUUID needs a secure context). */
export function createMessageId(prefix: 'user' | 'assistant'): string {
  sequence += 1;
  return `${prefix}-${Date.now().toString(36)}-${sequence}`;
}
