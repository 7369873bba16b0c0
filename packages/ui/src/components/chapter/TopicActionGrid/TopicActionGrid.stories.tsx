import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TopicActionGrid } from './TopicActionGrid';

const meta = {
  title: 'Chapter/TopicActionGrid',
  component: TopicActionGrid,
  args: { onOpenTutor: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopicActionGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const tutor = canvas.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' });
    await expect(tutor).toHaveAccessibleDescription('না বুঝলে এখনই জিজ্ঞেস করো');
    await userEvent.click(tutor);
    await expect(args.onOpenTutor).toHaveBeenCalledTimes(1);
    const practice = canvas.getByRole('button', { name: 'অনুশীলন করো শীঘ্রই আসছে' });
    await expect(practice).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
