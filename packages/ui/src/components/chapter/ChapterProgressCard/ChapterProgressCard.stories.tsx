import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChapterProgressCard } from './ChapterProgressCard';

const meta = {
  title: 'Chapter/ChapterProgressCard',
  component: ChapterProgressCard,
  args: { done: 3, total: 7 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChapterProgressCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('৭টির মধ্যে ৩টি টপিক সম্পন্ন')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '৪৩%');
  },
};

export const NotStarted: Story = { args: { done: 0, total: 5 } };

export const Completed: Story = { args: { done: 12, total: 12 } };

export const NoTopics: Story = {
  args: { done: 0, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  },
};
