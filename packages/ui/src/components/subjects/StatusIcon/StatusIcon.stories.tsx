import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { progressStatuses } from '../types';
import { StatusIcon } from './StatusIcon';

const meta = {
  title: 'Subjects/StatusIcon',
  component: StatusIcon,
  args: { status: 'in-progress' },
  argTypes: { status: { control: 'inline-radio', options: progressStatuses } },
} satisfies Meta<typeof StatusIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      {progressStatuses.map((status) => (
        <StatusIcon key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['শুরু হয়নি', 'চলমান', 'সম্পন্ন']) {
      await expect(canvas.getByRole('img', { name })).toBeVisible();
    }
  },
};

/** Next to a badge that already says the status, the icon is hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
  },
};
