// Shapes of the data the subject and chapter screens show. They are structural subsets of the
// API's types (@study/contract), so the app passes what it fetched without mapping.

export const subjectIconTypes = ['math', 'science', 'bangla', 'english', 'social', 'islam', 'default'] as const;
export type SubjectIconType = (typeof subjectIconTypes)[number];

/** not-started, in progress ('চলমান') or completed ('সম্পন্ন'): for chapters and topics alike. */
export const progressStatuses = ['not-started', 'in-progress', 'completed'] as const;
export type ProgressStatus = (typeof progressStatuses)[number];

export interface SubjectSummary {
  id: number;
  name: string;
  description?: string | null;
  /** Picks the card's icon; an unknown value shows the default book. */
  iconType?: string;
  /** Percent of the subject's topics done, 0-100. */
  progress?: number;
  chapterCount?: number;
}

export interface ChapterSummary {
  id: number;
  /** The chapter's number in the textbook, shown in the row's badge. */
  number: number;
  name: string;
  description?: string | null;
  status?: ProgressStatus;
  /** Written topics; 0 marks a chapter that has only its title so far. Unknown counts as written. */
  topicCount?: number;
}

/** Where a screen's data is: still loading, failed, or here (possibly empty). */
export const loadStatuses = ['loading', 'error', 'ready'] as const;
export type LoadStatus = (typeof loadStatuses)[number];

/** A page about one item (a subject, a chapter): also 'not-found' when the item does not exist. */
export const pageLoadStatuses = [...loadStatuses, 'not-found'] as const;
export type PageLoadStatus = (typeof pageLoadStatuses)[number];
