// Types of check-subjects.mjs (plain Node, so that the content checker runs without a build).

export const COMPLETE_BOOKS: Set<string>;

export function subjectProblems(subject: {
  key: string;
  positions: number[];
  images: number;
  videos: number;
  bookLength: number | undefined;
}): string[];
