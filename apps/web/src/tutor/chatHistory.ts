import type { TutorChatMessage } from '@study/ui';
import { tutorHistoryKeyPrefix } from '../session/sessionStore';

// Spec §3: the tutor conversation of each topic is kept in local storage, completed messages only,
// so a reopened panel shows it again (logout clears every key of the prefix). Everything here
// tolerates a missing, full or tampered store.

/** Older messages are dropped beyond this many, so one topic cannot fill the storage quota. */
export const maxStoredMessages = 100;

export function chatHistoryKey(topicId: number): string {
  return `${tutorHistoryKeyPrefix}${topicId}`;
}

type StoredMessage = Pick<TutorChatMessage, 'id' | 'role' | 'content' | 'timestamp' | 'metadata' | 'cut'>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A stored entry as a completed message, or null when it is not one we wrote. */
function parseStored(entry: unknown): TutorChatMessage | null {
  if (!isRecord(entry)) return null;
  const { id, role, content, timestamp, metadata, isStreaming, isComplete, cut } = entry;
  if (isStreaming === true || isComplete === false) return null;
  if (typeof id !== 'string' || typeof content !== 'string' || typeof timestamp !== 'string') return null;
  if (role !== 'user' && role !== 'assistant') return null;
  const message: TutorChatMessage = { id, role, content, timestamp, isComplete: true };
  if (isRecord(metadata)) {
    // Histories written before the props were camelCase keep the wire's snake_case keys.
    const flagged = metadata.requiresTeacherAttention ?? metadata.requires_teacher_attention;
    const confidence = metadata.confidenceScore ?? metadata.confidence_score;
    const { safety } = metadata;
    message.metadata = {
      ...(typeof flagged === 'boolean' && { requiresTeacherAttention: flagged }),
      ...(typeof confidence === 'number' && { confidenceScore: confidence }),
      ...(safety === true && { safety }),
    };
  }
  if (role === 'assistant' && isRecord(cut)) message.cut = { givenBack: cut.givenBack === true };
  return message;
}

/** A message worth keeping: finished (not streaming) and not empty, or a reply cut short (its "ask again"). */
export function isStorable(message: TutorChatMessage): boolean {
  if (message.isStreaming || message.isComplete === false) return false;
  return message.cut !== undefined || message.content.trim() !== '';
}

function toStored({ id, role, content, timestamp, metadata, cut }: TutorChatMessage): StoredMessage {
  return { id, role, content, timestamp, ...(metadata && { metadata }), ...(cut && { cut }) };
}

/** The stored conversation of a topic; invalid entries are skipped, unreadable data gives []. */
export function loadChatHistory(topicId: number, storage: Storage = window.localStorage): TutorChatMessage[] {
  let raw: string | null;
  try {
    raw = storage.getItem(chatHistoryKey(topicId));
  } catch {
    return []; // storage blocked (privacy mode)
  }
  if (raw === null) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  return parsed
    .map(parseStored)
    .filter((message): message is TutorChatMessage => message !== null)
    .slice(-maxStoredMessages);
}

/**
 * Keeps the completed messages (the latest `maxStoredMessages`); with none, the key is removed.
 * A full or blocked storage only loses the history, never the conversation on screen.
 */
export function saveChatHistory(
  topicId: number,
  messages: readonly TutorChatMessage[],
  storage: Storage = window.localStorage,
): void {
  const kept = messages.filter(isStorable).slice(-maxStoredMessages).map(toStored);
  try {
    if (kept.length === 0) storage.removeItem(chatHistoryKey(topicId));
    else storage.setItem(chatHistoryKey(topicId), JSON.stringify(kept));
  } catch {
    // Quota exceeded or storage blocked: nothing better to do than keep going without history.
  }
}

export function clearChatHistory(topicId: number, storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(chatHistoryKey(topicId));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}
