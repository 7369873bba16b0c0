import type { ProgressStatus } from '../subjects/types';

export interface ChapterProgress {
  done: number;
  total: number;
  /** Rounded percent of topics done, 0 for a chapter without topics. */
  percent: number;
}

/** How far the student is through a chapter, from the real status of its topics. */
export function chapterProgress(topics: ReadonlyArray<{ status?: ProgressStatus }>): ChapterProgress {
  const total = topics.length;
  const done = topics.filter((topic) => topic.status === 'completed').length;
  return { done, total, percent: total === 0 ? 0 : Math.round((done / total) * 100) };
}

export type PagerDot = 'current' | 'done' | 'upcoming';

/** One dot per topic for the pager: the open topic, topics done, and the rest. */
export function pagerDots(topics: ReadonlyArray<{ status?: ProgressStatus }>, currentIndex: number): PagerDot[] {
  return topics.map((topic, index) => {
    if (index === currentIndex) return 'current';
    return topic.status === 'completed' ? 'done' : 'upcoming';
  });
}

/** Index of the selected topic; the first topic when none (or an unknown one) is selected. */
export function selectedTopicIndex(topics: ReadonlyArray<{ id: number }>, selectedTopicId: number | undefined): number {
  if (topics.length === 0) return -1;
  const index = topics.findIndex((topic) => topic.id === selectedTopicId);
  return index === -1 ? 0 : index;
}
