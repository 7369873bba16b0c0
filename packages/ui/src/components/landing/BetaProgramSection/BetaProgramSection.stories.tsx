import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BetaProgramSection } from './BetaProgramSection';

const meta = {
  title: 'Landing/BetaProgramSection',
  component: BetaProgramSection,
  parameters: { layout: 'fullscreen' },
  argTypes: { LinkComponent: { control: false } },
} satisfies Meta<typeof BetaProgramSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'বিনামূল্যে শুরু করো' })).toHaveAttribute(
      'href',
      '/login?tab=register',
    );
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
