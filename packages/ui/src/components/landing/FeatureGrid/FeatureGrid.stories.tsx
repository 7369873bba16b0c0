import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FeatureGrid } from './FeatureGrid';

const meta = {
  title: 'Landing/FeatureGrid',
  component: FeatureGrid,
  parameters: { layout: 'fullscreen' },
  argTypes: { features: { control: false } },
} satisfies Meta<typeof FeatureGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six features; badges and certificates are honestly marked as coming soon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const badges = canvas.getByRole('heading', { name: 'ব্যাজ ও সার্টিফিকেট' }).closest('li');
    await expect(badges).toHaveTextContent('শীঘ্রই আসছে');
    await expect(canvas.getAllByText('শীঘ্রই আসছে')).toHaveLength(1);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
