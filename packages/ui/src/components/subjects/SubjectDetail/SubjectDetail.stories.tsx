import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { mathSubject, sampleChapters } from '../storyFixtures';
import { pageLoadStatuses } from '../types';
import { SubjectDetail } from './SubjectDetail';

const subject = { ...mathSubject, chapters: sampleChapters };

const meta = {
  title: 'Subjects/SubjectDetail',
  component: SubjectDetail,
  args: { status: 'ready', subject, classLevel: 8, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: pageLoadStatuses },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof SubjectDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every status: done (সম্পন্ন), in progress (চলমান) and not started, each with its accent colour. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('গণিত অষ্টম শ্রেণি');
    const breadcrumb = canvas.getByRole('navigation', { name: 'তুমি এখানে আছ' });
    await expect(within(breadcrumb).getByRole('link', { name: 'হোম' })).toHaveAttribute('href', '/dashboard');
    await expect(within(breadcrumb).getByRole('link', { name: 'বিষয়সমূহ' })).toHaveAttribute('href', '/subjects');
    await expect(within(breadcrumb).getByText('গণিত')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' })).toHaveAttribute('href', '/subjects');
    await expect(canvas.getByRole('link', { name: 'অধ্যায় ৩: বীজগাণিতিক রাশির গুণ ও ভাগ' })).toHaveAttribute(
      'href',
      '/subjects/1/103/learn',
    );
    await expect(canvas.getAllByText('সম্পন্ন')).toHaveLength(2);
    await expect(canvas.getByText('চলমান')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'শুরু হয়নি' })).toHaveLength(3);
  },
};

/** As the API sends it today (spec §2): every chapter not started. */
export const AllNotStarted: Story = {
  args: {
    subject: {
      ...subject,
      chapters: sampleChapters.map((chapter) => ({ ...chapter, status: 'not-started' as const })),
    },
  },
};

/** Without a class the heading says the spec's default, অষ্টম শ্রেণি. */
export const DefaultClass: Story = {
  args: { classLevel: undefined, subject: { ...subject, chapters: sampleChapters.slice(0, 2) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('অষ্টম শ্রেণি');
  },
};

export const Loading: Story = {
  args: { status: 'loading', subject: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('বিষয়ের তথ্য লোড হচ্ছে...');
    // The subject's name is not known yet: no crumb claims to be the current page.
    await expect(canvas.getByRole('link', { name: 'বিষয়সমূহ' })).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', subject: undefined },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('ত্রুটি: বিষয়ের তথ্য লোড করতে সমস্যা হয়েছে');
    await expect(alert).toHaveTextContent('আবার চেষ্টা করো');
    await userEvent.click(canvas.getByRole('button', { name: 'আবার লোড করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(alert).getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' })).toHaveAttribute('href', '/subjects');
  },
};

/** A deleted or unknown subject (the API's 404): said as such, no retry, the way back to the list. */
export const NotFoundSubject: Story = {
  args: { status: 'not-found', subject: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'বিষয়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'আবার লোড করো' })).toBeNull();
    // The state's own way back, besides the page's back link above.
    const back = canvas.getAllByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' }).at(-1);
    await expect(back).toHaveAttribute('href', '/subjects');
  },
};

/** The API answered with nothing: the same not-found state. */
export const EmptyResult: Story = {
  args: { status: 'ready', subject: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'বিষয়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
  },
};

export const NoChapters: Story = {
  args: { subject: { ...subject, chapters: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'কোনো অধ্যায় পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.getByText('এই বিষয়ে এখনো অধ্যায় যোগ করা হয়নি')).toBeVisible();
  },
};

const longSubject = {
  id: 5,
  name: 'বাংলাদেশ ও বিশ্বপরিচয়: ইতিহাস, ভূগোল ও নাগরিকতা',
  description:
    'প্রাচীন বাংলার জনপদ থেকে স্বাধীন বাংলাদেশ, আমাদের নদী ও জলবায়ু, নাগরিকের অধিকার ও কর্তব্য এবং আন্তর্জাতিক সম্পর্কে বাংলাদেশের ভূমিকা।',
  chapters: [
    {
      id: 501,
      number: 1,
      name: 'বাংলাদেশের স্বাধীনতা সংগ্রামের পটভূমি ও মহান মুক্তিযুদ্ধের বিভিন্ন পর্যায়ের বিস্তারিত ইতিহাস',
      description:
        'ভাষা আন্দোলন থেকে শুরু করে ছয় দফা, গণঅভ্যুত্থান, সত্তরের নির্বাচন এবং একাত্তরের মুক্তিযুদ্ধে সাধারণ মানুষের অংশগ্রহণ ও আত্মত্যাগের কথা।',
      status: 'in-progress' as const,
    },
    { id: 502, number: 12, name: 'জলবায়ু পরিবর্তন, প্রাকৃতিক দুর্যোগ ও দুর্যোগ ব্যবস্থাপনা', status: 'completed' as const },
    { id: 503, number: 13, name: 'আন্তর্জাতিক সংস্থা', status: 'not-started' as const },
  ],
};

export const LongBengaliText: Story = {
  args: { subject: longSubject, classLevel: 10 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const PhoneLongText: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { subject: longSubject, classLevel: 10 },
};

export const PhoneError: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { status: 'error', subject: undefined },
};

/**
 * Chapters with only their titles so far: marked 'পাঠ শীঘ্রই আসছে' (dashed, no status, no ask
 * link), and the progress line counts only the written chapters.
 */
export const WithUnwrittenChapters: Story = {
  args: {
    subject: {
      ...subject,
      chapters: sampleChapters.map((chapter, index) => ({ ...chapter, topicCount: index < 2 ? 4 : 0 })),
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('পাঠ শীঘ্রই আসছে')).toHaveLength(sampleChapters.length - 2);
    await expect(canvas.getAllByRole('link', { name: /^প্রশ্ন করো/ })).toHaveLength(2);
    await expect(canvas.getByText(/২ লেখা অধ্যায় সম্পন্ন$/)).toBeVisible();
  },
};

/** A class 8 student opening a class 6 subject: the heading names the subject's class. */
export const SubjectOfAnotherClass: Story = {
  args: { subject: { ...subject, classLevel: 6 }, classLevel: 8 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('ষষ্ঠ শ্রেণি');
  },
};
