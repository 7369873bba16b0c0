import { countLabel } from '../../i18n/adminMessages';
import type { AdminChildCounts } from './types';

/**
 * What a delete takes with it, in words: ['3 chapters', '12 topics', '1 quiz']. Zero counts
 * are left out, so a record without children gives [].
 */
export function childCountParts(counts: Partial<AdminChildCounts> | undefined): string[] {
  if (!counts) return [];
  const parts: [number | undefined, string, string][] = [
    [counts.chapters, 'chapter', 'chapters'],
    [counts.topics, 'topic', 'topics'],
    [counts.quizzes, 'quiz', 'quizzes'],
  ];
  return parts
    .filter(([count]) => count !== undefined && count > 0)
    .map(([count, one, many]) => countLabel(count ?? 0, one, many));
}
