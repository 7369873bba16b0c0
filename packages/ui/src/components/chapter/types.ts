import type { ProgressStatus } from '../subjects/types';

/** A topic of a chapter as the learning page lists it (a subset of the API's topic). */
export interface ChapterTopic {
  id: number;
  name: string;
  status?: ProgressStatus;
  /** Minutes. */
  duration?: number;
}
