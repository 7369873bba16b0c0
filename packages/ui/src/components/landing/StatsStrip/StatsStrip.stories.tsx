import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StatsStrip } from './StatsStrip';

const meta = {
  title: 'Landing/StatsStrip',
  component: StatsStrip,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof StatsStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Static claims of spec §1, not data. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('region', { name: 'এক নজরে' })).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '৯৯%নির্ভুলতা',
      '৫+বিষয়',
      '১০০+অধ্যায়',
      '২৪/৭এআই সহায়তা',
    ]);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
