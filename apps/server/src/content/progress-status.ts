import type { ProgressStatus } from '@study/contract';

/** How far a student is through a set of topics (a chapter or a subject). */
export interface TopicCounts {
  /** Active topics. */
  total: number;
  /** Of those, completed by the student. */
  completed: number;
  /** Of those, opened by the student (in progress or completed). */
  started: number;
}

/** Whole percent of the topics completed; 0 when there are none. */
export function completedPercent({ total, completed }: Pick<TopicCounts, 'total' | 'completed'>): number {
  return total > 0 ? Math.round((Math.min(completed, total) / total) * 100) : 0;
}

/** completed: every topic done; in-progress: any opened; not-started otherwise (also when empty). */
export function chapterStatus(counts: TopicCounts): ProgressStatus {
  if (counts.total > 0 && counts.completed >= counts.total) return 'completed';
  return counts.started > 0 ? 'in-progress' : 'not-started';
}
