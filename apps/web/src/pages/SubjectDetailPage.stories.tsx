import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { studentApi, subjectHandlers } from '../mocks/handlers';
import { PageStory } from '../mocks/PageStory';
import { SubjectDetailPage } from './SubjectDetailPage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/SubjectDetailPage',
  component: PageStory,
  args: { Component: SubjectDetailPage, path: '/subjects/:subjectId', url: '/subjects/1', page: 'subject' },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: /^অধ্যায় ১: প্যাটার্ন/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/subjects/1/11/learn',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: /গণিত/ })).toBeVisible();
    await expect(canvas.getByText('চলমান')).toBeVisible();
    await expect(canvas.getByText('সম্পন্ন')).toBeVisible();
    await expect(document.title).toBe('গণিত | পাঠশালা এআই');
  },
};

export const NoChapters: Story = {
  parameters: { msw: { handlers: { subject: subjectHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('কোনো অধ্যায় পাওয়া যায়নি')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { subject: subjectHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('বিষয়ের তথ্য লোড হচ্ছে...')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { subject: subjectHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ত্রুটি: বিষয়ের তথ্য লোড করতে সমস্যা হয়েছে')).toBeVisible();
    // The back link above, and the error's own way out.
    for (const link of canvas.getAllByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' })) {
      await expect(link).toHaveAttribute('href', '/subjects');
    }
  },
};

/** A non-numeric id: not found (issue 16; no request is made). */
export const MalformedId: Story = {
  args: { url: '/subjects/abc' },
  play: async ({ canvasElement }) => {
    // Not a network problem: the subject is not found.
    await expect(await within(canvasElement).findByRole('heading', { name: 'বিষয়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: /^অধ্যায় ১: প্যাটার্ন/ });
  },
};
