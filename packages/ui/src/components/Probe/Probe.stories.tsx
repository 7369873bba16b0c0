import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const Probe = ({ label }: { label: string }) => <button type="button">{label}</button>;
const meta = { title: 'Probe', component: Probe } satisfies Meta<typeof Probe>;
export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {
  args: { label: 'শুরু করুন' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'শুরু করুন' })).toBeVisible();
  },
};
