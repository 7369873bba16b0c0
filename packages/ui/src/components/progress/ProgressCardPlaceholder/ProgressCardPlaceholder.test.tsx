import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AchievementGrid } from '../AchievementGrid/AchievementGrid';
import { ChaptersCompletedCard } from '../ChaptersCompletedCard/ChaptersCompletedCard';
import { ProgressSummaryCard } from '../ProgressSummaryCard/ProgressSummaryCard';
import { QuizStatsCard } from '../QuizStatsCard/QuizStatsCard';
import { StreakCard } from '../StreakCard/StreakCard';
import type { CardStatus } from '../shared/types';
import { progressCardKinds } from './ProgressCardPlaceholder';
import type { ProgressCardKind } from './ProgressCardPlaceholder';
import { ProgressCardPlaceholder } from './ProgressCardPlaceholder';

const retry = () => {};
const cards: Record<ProgressCardKind, (status: CardStatus) => ReactElement> = {
  summary: (status) => <ProgressSummaryCard status={status} onRetry={retry} headingLevel={2} />,
  quiz: (status) => <QuizStatsCard status={status} onRetry={retry} headingLevel={2} />,
  chapters: (status) => <ChaptersCompletedCard status={status} onRetry={retry} headingLevel={2} />,
  streak: (status) => <StreakCard status={status} onRetry={retry} headingLevel={2} />,
  achievements: (status) => <AchievementGrid status={status} onRetry={retry} headingLevel={2} />,
};

describe('a progress card placeholder', () => {
  // The dashboard shows placeholders until the cards' code arrives: the card must replace it without moving a pixel.
  for (const card of progressCardKinds) {
    for (const status of ['loading', 'error'] as const) {
      it(`is the ${card} card's own markup while ${status}`, () => {
        const placeholder = renderToStaticMarkup(
          <ProgressCardPlaceholder card={card} status={status} onRetry={retry} headingLevel={2} />,
        );
        expect(placeholder).toBe(renderToStaticMarkup(cards[card](status)));
      });
    }
  }
});
