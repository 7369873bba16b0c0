import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleSubjects } from '../subjects/storyFixtures';
import { ComingSoonCard } from './ComingSoonCard/ComingSoonCard';
import { DashboardWelcome } from './DashboardWelcome/DashboardWelcome';
import { LastActivityCard } from './LastActivityCard/LastActivityCard';
import type { LastActivityCardProps } from './LastActivityCard/LastActivityCard';
import { SubjectGrid } from './SubjectGrid/SubjectGrid';
import { TimerPlaceholder, sampleActivity, storyNow } from './storyFixtures';

/** How the app is expected to lay the dashboard pieces out: for review of the whole screen. */
function DashboardExample({ activity, status }: Pick<LastActivityCardProps, 'activity' | 'status'>) {
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <DashboardWelcome name="রাফি" classLevel={8} />
      <div
        style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))' }}
      >
        <LastActivityCard status={status} activity={activity} now={storyNow} timerSlot={<TimerPlaceholder />} />
        <div style={{ display: 'grid', gap: '1rem' }}>
          <ComingSoonCard kind="overallProgress" />
          <ComingSoonCard kind="quizStats" />
          <ComingSoonCard kind="chaptersCompleted" />
        </div>
      </div>
      <SubjectGrid status="ready" subjects={sampleSubjects} limit={6} />
      <ComingSoonCard kind="achievements" headingLevel={2} />
    </div>
  );
}

const meta = {
  title: 'Dashboard/Overview',
  component: DashboardExample,
  args: { status: 'ready', activity: sampleActivity },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DashboardExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('স্বাগতম, রাফি!');
    await expect(canvas.getAllByText('শীঘ্রই আসছে')).toHaveLength(4);
  },
};

export const NewStudentPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { activity: null },
};
