import { paths } from '@study/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  achievementsHandlers,
  failingFirst,
  lastActivityHandlers,
  progressReportHandlers,
  studentApi,
  subjectsHandlers,
} from '../mocks/handlers';
import { PageStory } from '../mocks/PageStory';
import { DashboardPage } from './DashboardPage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/DashboardPage',
  component: PageStory,
  args: { Component: DashboardPage, path: '/dashboard', page: 'dashboard' },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part has shown its answer: the progress cards come with their own module, after the page's first render. */
async function settled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[aria-busy="true"]')).toBeNull(), { timeout: 30_000 });
}

/** Where the student stopped (three hours ago, whatever the day), the timer, and the subjects. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'স্বাগতম, তাসনিম রহমান!' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'প্যাটার্ন' })).toBeVisible();
    await expect(canvas.getByText('৩ ঘণ্টা আগে')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'পড়া চালিয়ে যাও' })).toHaveAttribute(
      'href',
      '/subjects/1/11/learn?topic=102',
    );
    await expect(canvas.getByRole('button', { name: 'শুরু করো' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'গণিত' })).toHaveAttribute('href', '/subjects/1');
    // Issue 19: the progress cards are real, and the sidebar's progress and achievements are links.
    await settled(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'সামগ্রিক অগ্রগতি' })).toBeVisible();
    await expect(canvas.getByText('লেখা ২৯টি অধ্যায়ের মধ্যে ৩টি সম্পন্ন')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'কুইজের পরিসংখ্যান' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'সম্পন্ন অধ্যায়' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'পড়ার ধারাবাহিকতা' })).toBeVisible();
    await expect(canvas.queryAllByText('শীঘ্রই আসছে')).toHaveLength(0);
    const nav = within(canvas.getByRole('navigation', { name: 'প্রধান মেনু' }));
    await expect(nav.getByRole('link', { name: 'অগ্রগতি' })).toHaveAttribute('href', '/progress');
    await expect(nav.getByRole('link', { name: 'অর্জন' })).toHaveAttribute('href', '/achievements');
  },
};

/** A new student: every progress card says what to do first; the streak invites a start. */
export const NewStudent: Story = {
  parameters: {
    msw: {
      handlers: {
        lastActivity: lastActivityHandlers.empty,
        progressReport: progressReportHandlers.empty,
        achievements: achievementsHandlers.empty,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('এখনো কোনো কুইজ দাওনি')).toBeVisible();
    await expect(canvas.getByText('এখনো কোনো অধ্যায় সম্পন্ন হয়নি')).toBeVisible();
    await settled(canvasElement);
  },
};

/** The progress report failed: its cards offer a retry; the rest of the dashboard stands. */
export const ProgressError: Story = {
  parameters: { msw: { handlers: { progressReport: progressReportHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'পড়া চালিয়ে যাও' })).toBeVisible();
    await expect((await canvas.findAllByText('তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।')).length).toBeGreaterThan(0);
    await settled(canvasElement);
  },
};

/** A new student: nothing studied yet, and no subjects for the class yet. */
export const Empty: Story = {
  parameters: { msw: { handlers: { lastActivity: lastActivityHandlers.empty, subjects: subjectsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'এখনো কোনো পড়া শুরু হয়নি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বিষয়সমূহ দেখো' })).toHaveAttribute('href', '/subjects');
    await expect(await canvas.findByRole('heading', { name: 'এখনো কোনো বিষয় যোগ করা হয়নি' })).toBeVisible();
    await settled(canvasElement);
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: {
        lastActivity: lastActivityHandlers.loading,
        subjects: subjectsHandlers.loading,
        progressReport: progressReportHandlers.loading,
        achievements: achievementsHandlers.loading,
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('সর্বশেষ পড়া লোড হচ্ছে...')).toBeInTheDocument();
    await expect(canvas.getByText('বিষয়সমূহ লোড হচ্ছে...')).toBeInTheDocument();
  },
};

/** Spec §2: a failed last activity reads as "nothing yet"; the subjects show their error. */
export const Error: Story = {
  parameters: { msw: { handlers: { lastActivity: lastActivityHandlers.error, subjects: subjectsHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('বিষয়ের তালিকা লোড করতে সমস্যা হয়েছে')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'এখনো কোনো পড়া শুরু হয়নি' })).toBeVisible();
    await settled(canvasElement);
  },
};

const recovering = failingFirst('get', paths.subjects);

export const SubjectsRetry: Story = {
  parameters: { msw: { handlers: { subjects: [recovering.handler, subjectsHandlers.filled] } } },
  beforeEach: () => recovering.reset(),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('বিষয়ের তালিকা লোড করতে সমস্যা হয়েছে');
    await userEvent.click(canvas.getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(await canvas.findByRole('link', { name: 'গণিত' })).toBeVisible();
    await settled(canvasElement);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'পড়া চালিয়ে যাও' });
    await canvas.findByRole('link', { name: 'গণিত' });
    await settled(canvasElement);
  },
};
