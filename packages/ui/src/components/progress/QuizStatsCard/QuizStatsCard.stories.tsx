import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardStatuses } from '../shared/types';
import { longChapterName, oneQuizStats, sampleQuizStats } from '../storyFixtures';
import { QuizStatsCard } from './QuizStatsCard';

const meta = {
  title: 'Progress/QuizStatsCard',
  component: QuizStatsCard,
  args: { status: 'ready', stats: sampleQuizStats },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses }, LinkComponent: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '32rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof QuizStatsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve attempts: the figures and the last five, newest first. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('মোট চেষ্টা').nextElementSibling).toHaveTextContent('১২');
    await expect(canvas.getByText('গড় নম্বর').nextElementSibling).toHaveTextContent('৭৩%');
    await expect(canvas.getByText('সেরা নম্বর').nextElementSibling).toHaveTextContent('১০০%');
    await expect(canvas.getByText('সঠিক উত্তরের হার').nextElementSibling).toHaveTextContent('৭৬%');
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[0]).toHaveTextContent('বীজগাণিতিক রাশির গুণ ও ভাগ');
    await expect(items[1]).toHaveTextContent('৬০%, আবার চেষ্টা করা যায়');
  },
};

export const Partial: Story = { args: { stats: oneQuizStats } };

/** No quiz taken: what to do first. */
export const Empty: Story = {
  args: { stats: { attempts: 0, averageScore: 0, bestScore: 0, accuracy: 0, recentAttempts: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'এখনো কোনো কুইজ দাওনি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'পড়া শুরু করো' })).toHaveAttribute('href', '/subjects');
  },
};

export const LongNames: Story = {
  args: {
    stats: {
      ...sampleQuizStats,
      recentAttempts: sampleQuizStats.recentAttempts.map((attempt) => ({ ...attempt, quizTitle: longChapterName })),
    },
  },
};

export const Loading: Story = { args: { status: 'loading', stats: undefined } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
