import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ProfileLoadError } from './ProfileLoadError';

const meta = {
  title: 'Profile/ProfileLoadError',
  component: ProfileLoadError,
  args: { onRetry: fn() },
} satisfies Meta<typeof ProfileLoadError>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('প্রোফাইল লোড করতে সমস্যা হয়েছে');
    await userEvent.click(canvas.getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'আবার চেষ্টা করো' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
