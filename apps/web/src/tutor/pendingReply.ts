import type { TutorChatMessage } from '@study/ui';
import { tutorHistoryKeyPrefix } from '../session/sessionStore';

// A reply while it streams, kept in local storage (issue 16.4): a page reloaded or closed
// mid-reply finds it on its next open, shows what had arrived marked as cut, and asks the server
// for its question back. Under the tutor history's prefix, so logging out clears it too.

export interface PendingReply {
  /** The stream session, for `stream-give-back/`. */
  sessionId: string;
  /** The reply message's id in the conversation. */
  replyId: string;
  /** The words that had arrived. */
  content: string;
  timestamp: string;
}

export function pendingReplyKey(topicId: number): string {
  return `${tutorHistoryKeyPrefix}pending:${topicId}`;
}

function isPendingReply(value: unknown): value is PendingReply {
  if (typeof value !== 'object' || value === null) return false;
  const { sessionId, replyId, content, timestamp } = value as Record<string, unknown>;
  return [sessionId, replyId, content, timestamp].every((field) => typeof field === 'string');
}

export function loadPendingReply(topicId: number, storage: Storage = window.localStorage): PendingReply | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(pendingReplyKey(topicId)) ?? 'null');
    return isPendingReply(parsed) ? parsed : null;
  } catch {
    return null; // blocked storage or tampered data: nothing to give back
  }
}

export function savePendingReply(topicId: number, pending: PendingReply, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(pendingReplyKey(topicId), JSON.stringify(pending));
  } catch {
    // Full or blocked storage: a reload then loses the reply, as before.
  }
}

export function clearPendingReply(topicId: number, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(pendingReplyKey(topicId));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** The conversation as it was left: the pending reply, if any, appended as a reply cut short. */
export function withCutReply(messages: TutorChatMessage[], pending: PendingReply | null): TutorChatMessage[] {
  if (!pending || messages.some((message) => message.id === pending.replyId)) return messages;
  const cut: TutorChatMessage = {
    id: pending.replyId,
    role: 'assistant',
    content: pending.content,
    timestamp: pending.timestamp,
    isComplete: true,
    cut: { givenBack: false },
  };
  return [...messages, cut];
}
