import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardStatuses } from '../shared/types';
import { longChapterName, longSubjectName, sampleChapters } from '../storyFixtures';
import { ChaptersCompletedCard } from './ChaptersCompletedCard';

const meta = {
  title: 'Progress/ChaptersCompletedCard',
  component: ChaptersCompletedCard,
  args: { status: 'ready', chapters: sampleChapters },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses }, LinkComponent: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChaptersCompletedCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('৭টি')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বীজগাণিতিক রাশির গুণ ও ভাগ' })).toHaveAttribute(
      'href',
      '/subjects/1/103',
    );
    await expect(canvas.getByText('২২ নভেম্বর, ২০২৬')).toHaveAttribute('datetime', '2026-11-22T03:05:00.000Z');
  },
};

/** A count without a latest chapter (the app could not name it). */
export const CountOnly: Story = { args: { chapters: { count: 29, latest: null } } };

export const Empty: Story = {
  args: { chapters: { count: 0, latest: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'এখনো কোনো অধ্যায় সম্পন্ন হয়নি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'পড়া শুরু করো' })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    chapters: {
      count: 12,
      latest: { ...sampleChapters.latest!, chapterName: longChapterName, subjectName: longSubjectName },
    },
  },
};

export const Loading: Story = { args: { status: 'loading', chapters: undefined } };

export const Phone: Story = {
  args: LongNames.args,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
