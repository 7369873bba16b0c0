import { paths } from '@study/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { failingFirst, progressReportHandlers, studentApi } from '../mocks/handlers';
import { pageDocs } from '../mocks/pageDocs';
import { PageStory } from '../mocks/PageStory';
import { ProgressPage } from './ProgressPage';

const meta = {
  title: 'Pages/ProgressPage',
  component: PageStory,
  args: { Component: ProgressPage, path: '/progress', page: 'progress' },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some study: a four-day streak, three chapters done, quizzes, 14 days of study time, per subject. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'অগ্রগতি' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'পড়ার ধারাবাহিকতা' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'প্রতিদিনের পড়ার সময়' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'বিষয়ভিত্তিক অগ্রগতি' })).toBeVisible();
    await expect((await canvas.findAllByText('২ / ৩ অধ্যায় সম্পন্ন'))[0]).toBeVisible();
    // The title-only chapter is not listed as something to study.
    await expect(canvas.queryByText('বীজগাণিতিক রাশির গুণ ও ভাগ')).toBeNull();
  },
};

/** A new student: nothing yet, each part says what to do first. */
export const Empty: Story = {
  parameters: { msw: { handlers: { progressReport: progressReportHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('এখনো কোনো কুইজ দাওনি')).toBeVisible();
    await expect(canvas.getByText(/গত ১৪ দিনে কোনো পড়ার সময় জমা হয়নি/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { progressReport: progressReportHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('লোড হচ্ছে...')).length).toBeGreaterThan(0);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { progressReport: progressReportHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।')).length).toBeGreaterThan(0);
  },
};

const recovering = failingFirst('get', paths.progressReport);

/** A retry after a failed load shows the report. */
export const Retry: Story = {
  parameters: { msw: { handlers: { progressReport: [recovering.handler, progressReportHandlers.filled] } } },
  beforeEach: () => recovering.reset(),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [retry] = await canvas.findAllByRole('button', { name: 'আবার চেষ্টা করো' });
    if (retry) await userEvent.click(retry);
    await expect(await canvas.findByRole('heading', { name: 'বিষয়ভিত্তিক অগ্রগতি' })).toBeVisible();
    await expect(await canvas.findByText('২ / ৩ অধ্যায় সম্পন্ন')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'বিষয়ভিত্তিক অগ্রগতি' })).toBeVisible();
  },
};
