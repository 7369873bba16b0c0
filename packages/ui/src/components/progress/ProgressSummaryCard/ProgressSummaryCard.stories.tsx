import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardStatuses } from '../shared/types';
import { emptySummary, fullSummary, partialSummary } from '../storyFixtures';
import { ProgressSummaryCard } from './ProgressSummaryCard';

const meta = {
  title: 'Progress/ProgressSummaryCard',
  component: ProgressSummaryCard,
  args: { status: 'ready', summary: partialSummary },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses }, LinkComponent: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressSummaryCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'সামগ্রিক অগ্রগতি' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'সব লেখা অধ্যায়ের মধ্যে সম্পন্ন' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    await expect(canvas.getByText('২৪%')).toBeVisible();
    await expect(canvas.getByText('লেখা ২৯টি অধ্যায়ের মধ্যে ৭টি সম্পন্ন')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বিস্তারিত দেখো' })).toHaveAttribute('href', '/progress');
  },
};

export const Full: Story = {
  args: { summary: fullSummary },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('অসাধারণ! সব লেখা অধ্যায় তুমি শেষ করেছ।')).toBeVisible();
  },
};

/** Nothing done yet: the card says where to start. */
export const Empty: Story = {
  args: { summary: emptySummary },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'এখনো কোনো অধ্যায় শেষ হয়নি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'পড়া শুরু করো' })).toHaveAttribute('href', '/subjects');
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** The class has no written chapters yet: nothing to start, so no link. */
export const NothingWritten: Story = {
  args: { summary: { completedChapters: 0, writtenChapters: 0, completedTopics: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', summary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('লোড হচ্ছে...');
  },
};

export const LoadError: Story = { args: { status: 'error', summary: undefined, onRetry: fn() } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

export const RetryAfterError: Story = {
  tags: ['interaction'],
  args: { status: 'error', summary: undefined, onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
