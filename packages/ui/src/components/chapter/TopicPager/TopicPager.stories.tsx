import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleChapter } from '../storyFixtures';
import { TopicPager } from './TopicPager';

const meta = {
  title: 'Chapter/TopicPager',
  component: TopicPager,
  args: { topics: sampleChapter.topics, currentIndex: 2, onPrevious: fn(), onNext: fn() },
} satisfies Meta<typeof TopicPager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('টপিক ৩/৭')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'আগের টপিক' }));
    await userEvent.click(canvas.getByRole('button', { name: 'পরের টপিক' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await expect(args.onNext).toHaveBeenCalledTimes(1);
  },
};

export const First: Story = {
  args: { currentIndex: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'আগের টপিক' })).toBeDisabled();
  },
};

export const Last: Story = {
  args: { currentIndex: 6 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'পরের টপিক' })).toBeDisabled();
  },
};

/** One topic only: both buttons are disabled. */
export const SingleTopic: Story = {
  args: { topics: sampleChapter.topics.slice(0, 1), currentIndex: 0 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
