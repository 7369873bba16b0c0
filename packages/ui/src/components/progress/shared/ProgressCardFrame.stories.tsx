import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardStatuses } from './types';
import { ProgressCardFrame } from './ProgressCardFrame';

/** The frame every progress card shares; its three states are what each card shows while its data loads or fails. */
const meta = {
  title: 'Progress/Parts/ProgressCardFrame',
  component: ProgressCardFrame,
  args: {
    title: 'সামগ্রিক অগ্রগতি',
    headingLevel: 2,
    status: 'ready',
    onRetry: fn(),
    children: <p>লেখা ২৯টি অধ্যায়ের মধ্যে ৩টি সম্পন্ন</p>,
  },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressCardFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'সামগ্রিক অগ্রগতি' })).toBeVisible();
    await expect(canvas.getByText('লেখা ২৯টি অধ্যায়ের মধ্যে ৩টি সম্পন্ন')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'সামগ্রিক অগ্রগতি' })).not.toHaveAttribute('aria-busy');
  },
};

/** The footer and the header's action show only with the data. */
export const ReadyWithFooter: Story = {
  args: {
    footer: <a href="#progress">বিস্তারিত দেখো</a>,
    headerAction: <a href="#all">সব দেখো</a>,
  },
};

/** Skeleton lines in the data's place, announced once to screen readers; no footer yet. */
export const Loading: Story = {
  args: { status: 'loading', footer: <a href="#progress">বিস্তারিত দেখো</a> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('লোড হচ্ছে...');
    await expect(canvas.getByRole('region', { name: 'সামগ্রিক অগ্রগতি' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('বিস্তারিত দেখো')).toBeNull();
  },
};

/** A calm message in place of the data; the retry button asks again. */
export const Error: Story = {
  args: { status: 'error' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Without a retry handler the message stands alone. */
export const ErrorWithoutRetry: Story = {
  args: { status: 'error', onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
