import { AchievementGrid } from '@study/ui';
import { useAchievements } from '../data/hooks';
import { Stack } from '../layout/Stack';
import { messages } from '../messages';
import { useDocumentTitle } from '../useDocumentTitle';
import { CertificateList } from './CertificateList';
import { loadStatus } from './loadStatus';
import { achievements } from './progressProps';

/** /achievements (issue 19): every badge, earned with its date or locked with its rule, and the certificates. */
export function AchievementsPage() {
  useDocumentTitle(messages.pageTitles.achievements);
  const query = useAchievements();
  return (
    <Stack>
      <AchievementGrid
        status={loadStatus(query)}
        achievements={query.data && achievements(query.data)}
        onRetry={() => void query.mutate()}
        headingLevel={2}
      />
      {query.data && <CertificateList certificates={query.data.certificates} />}
    </Stack>
  );
}
