import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stat } from './Stat';
import * as styles from './Stat.css';

/** One figure of a card with its label, inside a description list; several sit in the shared grid. */
const meta = {
  title: 'Progress/Parts/Stat',
  component: Stat,
  args: { label: 'মোট চেষ্টা', value: '১২' },
  // A lone figure needs its list around it; the grid stories bring their own.
  decorators: [
    (Story, { parameters }) =>
      parameters.ownList ? (
        <Story />
      ) : (
        <dl className={styles.grid} style={{ maxWidth: '32rem' }}>
          <Story />
        </dl>
      ),
  ],
} satisfies Meta<typeof Stat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('মোট চেষ্টা');
    await expect(canvas.getByRole('definition')).toHaveTextContent('১২');
  },
};

export const WithUnit: Story = { args: { label: 'সবচেয়ে লম্বা', value: '৯', unit: 'দিনের ধারা' } };

/** A long label wraps; the figure stays below it. */
export const LongLabel: Story = { args: { label: 'সব কুইজ মিলিয়ে সঠিক উত্তরের গড় হার', value: '৭৭%' } };

/** Four figures as the quiz statistics card shows them; two per row on a phone. */
export const InGrid: Story = {
  parameters: { ownList: true },
  render: () => (
    <dl className={styles.grid} style={{ maxWidth: '40rem' }}>
      <Stat label="মোট চেষ্টা" value="৩" />
      <Stat label="গড় নম্বর" value="৭৭%" />
      <Stat label="সেরা নম্বর" value="৯০%" />
      <Stat label="সঠিক উত্তরের হার" value="৭৭%" />
    </dl>
  ),
};

export const InGridPhone: Story = { ...InGrid, globals: { viewport: { value: 'phone360', isRotated: false } } };
