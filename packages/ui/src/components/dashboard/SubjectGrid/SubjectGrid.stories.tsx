import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longSubjects, sampleSubjects } from '../../subjects/storyFixtures';
import { loadStatuses } from '../../subjects/types';
import { SubjectGrid } from './SubjectGrid';

const meta = {
  title: 'Dashboard/SubjectGrid',
  component: SubjectGrid,
  args: { status: 'ready', subjects: sampleSubjects, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: loadStatuses },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof SubjectGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'আমার বিষয়সমূহ' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'সব বিষয় দেখো' })).toHaveAttribute('href', '/subjects');
    await expect(canvas.getByRole('link', { name: 'গণিত' })).toHaveAttribute('href', '/subjects/1');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
  },
};

/** The dashboard can show a few and leave the rest to 'সব বিষয় দেখো'. */
export const Limited: Story = {
  args: { limit: 4 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Loading: Story = {
  args: { status: 'loading', subjects: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('বিষয়সমূহ লোড হচ্ছে...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', subjects: undefined },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('বিষয়ের তালিকা লোড করতে সমস্যা হয়েছে');
    await userEvent.click(canvas.getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { subjects: [] },
};

export const LongNames: Story = {
  args: { subjects: longSubjects },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { limit: 3 },
};
