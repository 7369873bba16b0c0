import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cardStatuses } from '../shared/types';
import { StudyTimeChart } from './StudyTimeChart';

const today = '2026-11-22';
const fortnight = [35, 0, 20, 45, 60, 0, 0, 15, 30, 75, 40, 25, 50, 20].map((minutes, index) => ({
  date: `2026-11-${String(9 + index).padStart(2, '0')}`,
  minutes,
}));

const meta = {
  title: 'Progress/StudyTimeChart',
  component: StudyTimeChart,
  args: { status: 'ready', days: fortnight, today },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '40rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StudyTimeChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every day of the fortnight has a bar; the table is there for screen readers. */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: /গত ১৪ দিনে মোট ৪১৫ মিনিট পড়েছ, ১১ দিনে।/ })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'প্রতিদিনের পড়ার সময়' });
    await expect(within(table).getAllByRole('row')).toHaveLength(15);
    await expect(within(table).getByRole('rowheader', { name: '২২ নভে' }).nextElementSibling).toHaveTextContent('২০');
    await expect(canvas.getByRole('button', { name: 'টেবিল আকারে দেখো' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Only a few days studied; the server left the other days out. */
export const Partial: Story = {
  args: {
    days: [
      { date: '2026-11-20', minutes: 12 },
      { date: '2026-11-22', minutes: 8 },
    ],
  },
};

/** Nothing studied: the axis stays, the text says how to start. */
export const Empty: Story = {
  args: { days: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/গত ১৪ দিনে কোনো পড়ার সময় জমা হয়নি/)).toBeVisible();
  },
};

/** A long day (over four hours) rescales the axis to hours. */
export const LongDay: Story = {
  args: { days: [...fortnight.slice(0, 13), { date: today, minutes: 275 }] },
};

export const TableShown: Story = { args: { defaultTableOpen: true } };

export const Loading: Story = { args: { status: 'loading' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };

export const ToggleTable: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'টেবিল আকারে দেখো' }));
    const hide = canvas.getByRole('button', { name: 'টেবিল লুকাও' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('table').getBoundingClientRect().height).toBeGreaterThan(100);
    await userEvent.click(hide);
    await expect(canvas.getByRole('button', { name: 'টেবিল আকারে দেখো' })).toHaveFocus();
  },
};
