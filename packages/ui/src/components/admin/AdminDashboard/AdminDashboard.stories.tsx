import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longName, phone, sampleActivity, sampleCounts } from '../storyFixtures';
import { AdminDashboard } from './AdminDashboard';

const meta = {
  title: 'Admin/AdminDashboard',
  component: AdminDashboard,
  parameters: { layout: 'padded' },
  args: { counts: sampleCounts, activity: sampleActivity, onRetry: fn() },
} satisfies Meta<typeof AdminDashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stats = within(canvas.getByRole('region', { name: 'Overview' })).getAllByRole('listitem');
    await expect(stats.map((item) => item.textContent)).toEqual([
      'Students1,248',
      'Subjects30',
      'Chapters214',
      'Topics1,032',
      'Quizzes96',
      'Tutor questions today57',
    ]);
    const recent = canvas.getByRole('region', { name: 'Recent Activity' });
    const entries = within(recent).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    // Who, what and when (on the Dhaka clock).
    await expect(entries[0]).toHaveTextContent('Created topic "বর্গের সূত্র" in "বীজগাণিতিক রাশি"');
    await expect(entries[0]).toHaveTextContent('admin@example.com');
    await expect(within(entries[0] as HTMLElement).getByText('22 Nov 2026, 16:05')).toHaveAttribute(
      'datetime',
      '2026-11-22T10:05:00.000Z',
    );
  },
};

/** With flagged tutor conversations waiting: a seventh card, the high-severity ones called out. */
export const WithFlags: Story = {
  args: { flags: { new: 3, seen: 1, resolved: 4, newHigh: 1 } },
  play: async ({ canvasElement }) => {
    const stats = within(within(canvasElement).getByRole('region', { name: 'Overview' })).getAllByRole('listitem');
    await expect(stats.at(-1)).toHaveTextContent('New flagged conversations · 1 high severity3');
  },
};

export const Loading: Story = {
  args: { loading: true, counts: undefined, activity: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('region', { name: 'Overview' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByText('1,248')).toBeNull();
  },
};

export const EmptyActivity: Story = {
  args: { activity: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No recent activity yet' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { error: true, counts: undefined, activity: undefined },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch dashboard');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { error: true, retrying: true, counts: undefined, activity: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongTextPhone: Story = {
  globals: phone,
  args: {
    counts: { ...sampleCounts, students: 1234567, tutorQuestionsToday: 98765 },
    activity: [
      {
        ...sampleActivity[0]!,
        adminEmail: 'a.very.long.admin.address.for.the.content.team@example.com',
        summary: `Created chapter "${longName}" in "${longName}"`,
      },
      ...sampleActivity.slice(1),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('1,234,567')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
