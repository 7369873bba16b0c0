// The learning page's pure rules: which topic is open (kept in the URL as ?topic=<id>, so a
// reload keeps it) and what progress to record when the student moves between topics.
import type { RecordProgressRequest } from '@study/contract';

/** The query parameter holding the open topic. */
export const topicQueryParam = 'topic';

/**
 * The open topic: the one named in the query when it belongs to the chapter, else the first
 * topic (spec: auto-selected when topics load); undefined for a chapter without topics.
 */
export function selectTopicId(raw: string | null, topics: ReadonlyArray<{ id: number }>): number | undefined {
  if (raw !== null && /^\d+$/.test(raw)) {
    const id = Number.parseInt(raw, 10);
    if (topics.some((topic) => topic.id === id)) return id;
  }
  return topics[0]?.id;
}

/**
 * Progress to record when the open topic changes from `fromId` to `toId` (decisions.md): the
 * topic opened is in progress, and the one left behind is done when the student moved forward.
 * Going back, or the first topic opened on this visit, completes nothing.
 */
export function progressForMove(
  topics: ReadonlyArray<{ id: number }>,
  fromId: number | undefined,
  toId: number,
): RecordProgressRequest[] {
  if (fromId === toId) return [];
  const from = topics.findIndex((topic) => topic.id === fromId);
  const to = topics.findIndex((topic) => topic.id === toId);
  if (to === -1) return [];
  const opened: RecordProgressRequest = { topicId: toId, status: 'in-progress' };
  if (fromId !== undefined && from !== -1 && from < to) return [{ topicId: fromId, status: 'completed' }, opened];
  return [opened];
}

/** Whether `topicId` is the chapter's last topic, where the student finishes the chapter. */
export function isLastTopic(topics: ReadonlyArray<{ id: number }>, topicId: number | undefined): boolean {
  return topicId !== undefined && topics.length > 0 && topics[topics.length - 1]?.id === topicId;
}
