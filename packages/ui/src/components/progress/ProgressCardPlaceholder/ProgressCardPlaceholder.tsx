import type { ComponentPropsWithRef } from 'react';
import { progressCardMessages as m } from '../../../i18n/progressCards';
import type { HeadingLevel } from '../../../utils/Heading';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import type { CardStatus } from '../shared/types';

export const progressCardKinds = ['summary', 'quiz', 'chapters', 'streak', 'achievements'] as const;
/** Which card: ProgressSummaryCard, QuizStatsCard, ChaptersCompletedCard, StreakCard, AchievementGrid. */
export type ProgressCardKind = (typeof progressCardKinds)[number];

const titles: Record<ProgressCardKind, string> = {
  summary: m.summaryTitle,
  quiz: m.quizTitle,
  chapters: m.chaptersTitle,
  streak: m.streakTitle,
  achievements: m.achievementsTitle,
};

export interface ProgressCardPlaceholderProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  card: ProgressCardKind;
  /** Loading (the default) or failed, with a retry: a card's status before it has data. */
  status?: Exclude<CardStatus, 'ready'>;
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
}

/**
 * A progress card as it looks while loading or after its data failed, the same markup as the
 * card's own, without the card's code: a page shows it while the card's code is still loading
 * (the dashboard loads its cards after its first paint), and nothing moves when the card replaces it.
 */
export function ProgressCardPlaceholder({
  card,
  status = 'loading',
  onRetry,
  headingLevel = 2,
  ...props
}: ProgressCardPlaceholderProps) {
  return (
    <ProgressCardFrame title={titles[card]} headingLevel={headingLevel} status={status} onRetry={onRetry} {...props} />
  );
}
