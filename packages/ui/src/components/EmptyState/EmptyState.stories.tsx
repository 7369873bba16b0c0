import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../i18n/messages';
import { BookIcon, SearchIcon } from '../../icons';
import { Button } from '../Button/Button';
import { headingLevels } from '../../utils/Heading';
import { EmptyState, emptyStateTones } from './EmptyState';

const showAll = fn();

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    icon: <BookIcon size="1.25em" />,
    title: 'কোনো অধ্যায় পাওয়া যায়নি',
    description: 'এই বিষয়ে এখনো অধ্যায় যোগ করা হয়নি',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: emptyStateTones },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    icon: { control: false },
    action: { control: false },
  },
  beforeEach: () => {
    showAll.mockClear();
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'কোনো অধ্যায় পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const WithAction: Story = {
  args: {
    icon: <SearchIcon size="1.25em" />,
    tone: 'neutral',
    title: 'কোনো বিষয় পাওয়া যায়নি',
    description: 'অন্য কোনো নাম লিখে খুঁজে দেখো, অথবা সব বিষয় দেখো।',
    action: <Button onClick={showAll}>সব বিষয় দেখো</Button>,
  },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'সব বিষয় দেখো' }));
    await expect(showAll).toHaveBeenCalledTimes(1);
  },
};

export const WithoutIcon: Story = { args: { icon: undefined } };

export const Neutral: Story = { args: { tone: 'neutral' } };
export const BrandTone: Story = { args: { tone: 'brand' } };
export const DangerTone: Story = { args: { tone: 'danger' } };

/** The 404 page: the title is the page's h1. */
export const NotFound: Story = {
  args: {
    icon: <SearchIcon size="1.25em" />,
    tone: 'neutral',
    title: bn.notFound,
    headingLevel: 1,
    description: 'তুমি যে পৃষ্ঠাটি খুঁজছ সেটি সরানো হয়েছে অথবা কখনো ছিল না।',
    action: <Button>ড্যাশবোর্ডে ফিরে যাও</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি' })).toBeVisible();
  },
};

export const LongBengaliText: Story = {
  args: {
    title: 'তোমার শ্রেণীর জন্য এই বিষয়ের কোনো অধ্যায় এখনো প্রকাশিত হয়নি, শীঘ্রই যোগ করা হবে',
    description:
      'আমাদের শিক্ষকেরা জাতীয় শিক্ষাক্রম অনুযায়ী নতুন অধ্যায় তৈরি করছেন। ততক্ষণ অন্য বিষয়গুলো পড়তে পারো অথবা এআই শিক্ষককে যেকোনো প্রশ্ন করতে পারো।',
    action: (
      <>
        <Button>অন্য বিষয় দেখো</Button>
        <Button variant="outline">এআই শিক্ষককে প্রশ্ন করো</Button>
      </>
    ),
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    action: (
      <>
        <Button>সব বিষয় দেখো</Button>
        <Button variant="outline">ড্যাশবোর্ডে ফিরে যাও</Button>
      </>
    ),
  },
};
