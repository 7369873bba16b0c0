import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadStatuses } from '../../subjects/types';
import { TimerPlaceholder, sampleActivity, storyNow } from '../storyFixtures';
import { LastActivityCard } from './LastActivityCard';

const meta = {
  title: 'Dashboard/LastActivityCard',
  component: LastActivityCard,
  args: { status: 'ready', activity: sampleActivity, now: storyNow, timerSlot: <TimerPlaceholder /> },
  argTypes: {
    status: { control: 'inline-radio', options: loadStatuses },
    timerSlot: { control: false },
    LinkComponent: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LastActivityCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'সর্বশেষ পড়া' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'বীজগাণিতিক রাশির গুণ ও ভাগ' })).toBeVisible();
    await expect(canvas.getByText('টপিক: একপদী রাশির গুণ')).toBeVisible();
    await expect(canvas.getByText('২ ঘণ্টা আগে')).toHaveAttribute('datetime', '2026-11-22T01:40:00.000Z');
    await expect(canvas.getByRole('progressbar', { name: 'অধ্যায়ের অগ্রগতি' })).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByText('৪০% সম্পন্ন')).toBeVisible();
    await expect(canvas.getByText('৬০% বাকি')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'পড়া চালিয়ে যাও' })).toHaveAttribute(
      'href',
      '/subjects/1/103/learn?topic=1031',
    );
  },
};

/** No topic name, studied yesterday, and no timer plugged in. */
export const WithoutTopicOrTimer: Story = {
  args: {
    activity: {
      ...sampleActivity,
      topicId: undefined,
      topicName: undefined,
      lastStudiedAt: '2026-11-21T08:00:00+06:00',
      progress: 85,
    },
    timerSlot: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/টপিক:/)).toBeNull();
    await expect(canvas.getByText('গতকাল')).toBeVisible();
    // Without a topic, "continue" opens the chapter (its first topic).
    await expect(canvas.getByRole('link', { name: 'পড়া চালিয়ে যাও' })).toHaveAttribute('href', '/subjects/1/103/learn');
  },
};

/** Studied minutes ago, nothing done yet. */
export const JustStarted: Story = {
  args: { activity: { ...sampleActivity, lastStudiedAt: '2026-11-22T09:50:00+06:00', progress: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('এইমাত্র')).toBeVisible();
    await expect(canvas.getByText('১০০% বাকি')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', activity: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('সর্বশেষ পড়া লোড হচ্ছে...');
  },
};

export const EmptyActivity: Story = {
  args: { activity: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'এখনো কোনো পড়া শুরু হয়নি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বিষয়সমূহ দেখো' })).toHaveAttribute('href', '/subjects');
  },
};

/** Spec §2: a failed load shows the same friendly empty state, not an error. */
export const LoadError: Story = {
  args: { status: 'error', activity: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'বিষয়সমূহ দেখো' })).toHaveAttribute('href', '/subjects');
  },
};

export const LongNames: Story = {
  args: {
    activity: {
      ...sampleActivity,
      subjectName: 'বাংলাদেশ ও বিশ্বপরিচয়: ইতিহাস, ভূগোল ও নাগরিকতা',
      chapterName: 'বাংলাদেশের স্বাধীনতা সংগ্রামের পটভূমি ও মহান মুক্তিযুদ্ধের বিভিন্ন পর্যায়',
      topicName: 'ঐতিহাসিক ছয় দফা আন্দোলন এবং ঊনসত্তরের গণঅভ্যুত্থানের তাৎপর্য',
      lastStudiedAt: '2026-11-12T10:00:00+06:00',
      progress: 67,
    },
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const PhoneEmpty: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { activity: null },
};
