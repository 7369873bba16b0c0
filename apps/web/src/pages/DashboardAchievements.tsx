import { AchievementGrid } from '@study/ui';
import { useAchievements } from '../data/hooks';
import { loadStatus } from './loadStatus';
import { achievements } from './progressProps';

/** The dashboard's badges (issue 19: the achievements card that was coming soon). */
export function DashboardAchievements() {
  const query = useAchievements();
  return (
    <AchievementGrid
      status={loadStatus(query)}
      achievements={query.data && achievements(query.data)}
      onRetry={() => void query.mutate()}
      headingLevel={2}
    />
  );
}
