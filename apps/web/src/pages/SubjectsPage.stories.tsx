import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failingFirst, subjectsHandlers, studentApi } from '../mocks/handlers';
import { paths } from '@study/contract';
import { PageStory } from '../mocks/PageStory';
import { SubjectsPage } from './SubjectsPage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/SubjectsPage',
  component: PageStory,
  args: { Component: SubjectsPage, path: '/subjects', page: 'subjects' },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'বিষয়সমূহ' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'গণিত' })).toHaveAttribute('href', '/subjects/1');
    await expect(canvas.getByText('অষ্টম শ্রেণির সব বিষয়')).toBeVisible();
  },
};

/** Typing filters by name; the clear button shows everything again. */
export const Search: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'গণিত' });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'বিষয় খোঁজো' }), 'বাংলা');
    await waitFor(() => expect(canvas.getAllByRole('link', { name: /বাংলা/ })).toHaveLength(2));
    await expect(canvas.queryByRole('link', { name: 'গণিত' })).toBeNull();
    await expect(canvas.getByText('২টি বিষয় পাওয়া গেছে')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { subjects: subjectsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('বিষয়সমূহ লোড হচ্ছে...')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { subjects: subjectsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'এখনো কোনো বিষয় যোগ করা হয়নি' }),
    ).toBeVisible();
  },
};

const recovering = failingFirst('get', paths.subjects);

/** The reload button asks again; here the server has recovered. */
export const ErrorThenRetry: Story = {
  parameters: { msw: { handlers: { subjects: [recovering.handler, subjectsHandlers.filled] } } },
  beforeEach: () => recovering.reset(),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('ত্রুটি: বিষয়সমূহ লোড করতে সমস্যা হয়েছে')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'আবার লোড করো' }));
    await expect(await canvas.findByRole('link', { name: 'গণিত' })).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { subjects: subjectsHandlers.error } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('ত্রুটি: বিষয়সমূহ লোড করতে সমস্যা হয়েছে')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('link', { name: 'গণিত' });
  },
};
