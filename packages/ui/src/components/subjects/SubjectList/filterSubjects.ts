import type { SubjectSummary } from '../types';

// NFC first: 'য়' typed as one code point and as য + nukta must match each other.
function fold(text: string): string {
  return text.normalize('NFC').toLocaleLowerCase('bn');
}

/**
 * The subjects whose name contains the query, ignoring case and surrounding spaces (spec §5).
 * An empty query keeps every subject. The order is kept.
 */
export function filterSubjects<T extends Pick<SubjectSummary, 'name'>>(subjects: readonly T[], query: string): T[] {
  const needle = fold(query.trim());
  if (needle === '') return [...subjects];
  return subjects.filter((subject) => fold(subject.name).includes(needle));
}
