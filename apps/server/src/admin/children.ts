import type { AdminChildCounts } from '@study/contract';

const nouns: Record<keyof AdminChildCounts, [one: string, many: string]> = {
  chapters: ['chapter', 'chapters'],
  topics: ['topic', 'topics'],
  quizzes: ['quiz', 'quizzes'],
};

export const noChildren: AdminChildCounts = { chapters: 0, topics: 0, quizzes: 0 };

export function childTotal(counts: AdminChildCounts): number {
  return counts.chapters + counts.topics + counts.quizzes;
}

/** "3 chapters, 12 topics and 1 quiz" (zero counts left out); "" when there is nothing. */
export function describeChildren(counts: AdminChildCounts): string {
  const parts = (Object.keys(nouns) as (keyof AdminChildCounts)[])
    .filter((key) => counts[key] > 0)
    .map((key) => `${counts[key]} ${nouns[key][counts[key] === 1 ? 0 : 1]}`);
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** The 409 message asking the admin to confirm a delete that takes children with it. */
export function confirmDeleteMessage(entity: 'subject' | 'chapter', counts: AdminChildCounts): string {
  return `This ${entity} has ${describeChildren(counts)}. Delete ${childTotal(counts) === 1 ? 'it' : 'them'} too?`;
}
