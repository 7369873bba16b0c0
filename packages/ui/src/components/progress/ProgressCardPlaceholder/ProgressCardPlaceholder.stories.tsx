import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { progressCardKinds } from './ProgressCardPlaceholder';
import { ProgressCardPlaceholder } from './ProgressCardPlaceholder';

/** A progress card before its code has loaded: the card's own loading or failed look, so nothing moves when it arrives. */
const meta = {
  title: 'Progress/ProgressCardPlaceholder',
  component: ProgressCardPlaceholder,
  args: { card: 'summary', status: 'loading', onRetry: fn() },
  argTypes: {
    card: { control: 'select', options: progressCardKinds },
    status: { control: 'inline-radio', options: ['loading', 'error'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProgressCardPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'সামগ্রিক অগ্রগতি' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('লোড হচ্ছে...');
  },
};

/** Every card's title, each in its loading look. */
export const EveryCard: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {progressCardKinds.map((card) => (
        <ProgressCardPlaceholder key={card} {...args} card={card} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(progressCardKinds.length);
  },
};

/** The card's code could not be loaded: the card's failed look, and its retry. */
export const Error: Story = {
  args: { card: 'quiz', status: 'error' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Phone: Story = {
  args: { card: 'streak', status: 'error' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
