import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardStatuses } from '../shared/types';
import { StreakCard } from './StreakCard';

const meta = {
  title: 'Progress/StreakCard',
  component: StreakCard,
  args: { status: 'ready', streak: { current: 4, longest: 9, todayCounted: true } },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StreakCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TodayCounted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('এখন চলছে').nextElementSibling).toHaveTextContent('৪ দিনের ধারা');
    await expect(canvas.getByText('সবচেয়ে লম্বা').nextElementSibling).toHaveTextContent('৯ দিনের ধারা');
    await expect(canvas.getByText('আজকের দিনটি গোনা হয়ে গেছে। দারুণ!')).toBeVisible();
  },
};

/** The gentle reminder: the streak runs, today is not counted yet. */
export const TodayPending: Story = {
  args: { streak: { current: 4, longest: 9, todayCounted: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/আজ একটি টপিক শেষ করো বা একটি কুইজ দাও, তাহলে/)).toBeVisible();
  },
};

export const NewRecord: Story = { args: { streak: { current: 30, longest: 30, todayCounted: true } } };

export const FirstDay: Story = { args: { streak: { current: 1, longest: 1, todayCounted: true } } };

/** No streak now (also after a longer one before): an invitation, no loss. */
export const Empty: Story = {
  args: { streak: { current: 0, longest: 12, todayCounted: false } },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('আজ একটি টপিক শেষ করো বা একটি কুইজ দাও, নতুন ধারা শুরু হবে।'),
    ).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading', streak: undefined } };

export const Phone: Story = {
  args: { streak: { current: 128, longest: 365, todayCounted: false } },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
