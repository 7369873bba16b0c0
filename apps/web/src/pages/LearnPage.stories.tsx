import { paths } from '@study/contract';
import type { RecordProgressRequest } from '@study/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chapterFixture } from '../mocks/fixtures';
import { chapterHandlers, ok, studentApi } from '../mocks/handlers';
import { PageStory } from '../mocks/PageStory';
import { tutorApi } from '../mocks/tutorHandlers';
import { LearnPage } from './LearnPage';
import { pageDocs } from '../mocks/pageDocs';

const screen = within(document.body);

/** Every progress record the page sends, in order. */
const recorded = fn<(request: RecordProgressRequest) => void>().mockName('recordProgress');
const progress = http.post(paths.progress, async ({ request }) => {
  const body = (await request.json()) as RecordProgressRequest;
  recorded(body);
  return ok({
    ...body,
    topicStatus: body.status,
    chapterId: chapterFixture.id,
    chapterStatus: 'in-progress',
    chapterProgress: 40,
  });
});

const meta = {
  title: 'Pages/LearnPage',
  component: PageStory,
  args: {
    Component: LearnPage,
    path: '/subjects/:subjectId/:chapterId/learn',
    url: '/subjects/1/11/learn',
    page: 'learn',
  },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: { ...studentApi(), ...tutorApi(), progress } } },
  beforeEach: () => {
    recorded.mockClear();
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first topic opens by itself, with its maths rendered, and is recorded as started. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'সংখ্যার প্যাটার্ন চেনা' })).toBeVisible();
    // KaTeX arrives in its own chunk on first use.
    await waitFor(() => expect(canvasElement.querySelector('.katex-display')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(recorded).toHaveBeenCalledWith({ topicId: 101, status: 'in-progress' }));
    await expect(canvas.getByRole('button', { name: 'আগের টপিক' })).toBeDisabled();
    await expect(document.title).toBe('প্যাটার্ন | পাঠশালা এআই');
  },
};

/** Next completes the topic left behind, opens the next one and keeps it in the URL. */
export const NextTopic: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'সংখ্যার প্যাটার্ন চেনা' });
    await waitFor(() => expect(recorded).toHaveBeenCalledTimes(1));
    await userEvent.click(canvas.getByRole('button', { name: 'পরের টপিক' }));
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'প্যাটার্নের বীজগণিতীয় রাশি (সাধারণ পদ)' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(recorded.mock.calls.map(([request]) => request)).toEqual([
        { topicId: 101, status: 'in-progress' },
        { topicId: 101, status: 'completed' },
        { topicId: 102, status: 'in-progress' },
      ]),
    );
  },
};

/** ?topic= opens that topic (a reload keeps it); on the last one the student finishes the chapter. */
export const LastTopicFromUrl: Story = {
  args: { url: '/subjects/1/11/learn?topic=103' },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'জ্যামিতিক প্যাটার্ন: ম্যাচের কাঠির খেলা' }),
    ).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'জ্যামিতিক প্যাটার্ন: ম্যাচের কাঠির খেলা' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'পরের টপিক' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'পড়া শেষ, এবার কুইজ দাও' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent('/subjects/1/11/quiz');
    await expect(recorded).toHaveBeenLastCalledWith({ topicId: 103, status: 'completed' });
  },
};

/** The tutor action opens the chat panel in a dialog. */
export const TutorDialogOpen: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /এআই শিক্ষককে প্রশ্ন করো/ }));
    const dialog = await screen.findByRole('dialog', { name: 'এআই শিক্ষক' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByText('সংখ্যার প্যাটার্ন চেনা')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const EmptyChapter: Story = {
  parameters: { msw: { handlers: { chapter: chapterHandlers.empty } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'কোনো টপিক পাওয়া যায়নি' })).toBeVisible();
    await expect(recorded).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chapter: chapterHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('অধ্যায় লোড হচ্ছে, একটু অপেক্ষা করো...')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { chapter: chapterHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('অধ্যায়ের তথ্য লোড করতে সমস্যা হয়েছে')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বিষয়ে ফিরে যাও' })).toHaveAttribute('href', '/subjects/1');
  },
};

/** A non-numeric chapter id: not found (issue 16), never a crash. */
export const MalformedId: Story = {
  args: { url: '/subjects/1/x1/learn' },
  play: async ({ canvasElement }) => {
    // Not a network problem: the chapter is not found.
    await expect(await within(canvasElement).findByRole('heading', { name: 'অধ্যায়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 2, name: 'সংখ্যার প্যাটার্ন চেনা' });
    // KaTeX arrives in its own chunk on first use.
    await waitFor(() => expect(canvasElement.querySelector('.katex-display')).not.toBeNull(), { timeout: 5000 });
  },
};
