import { paths } from '@study/contract';
import type { QuizAttemptRequest } from '@study/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { quizAttemptResultFixture } from '../mocks/fixtures';
import { chapterQuizHandlers, ok, studentApi } from '../mocks/handlers';
import { expectToast } from '../mocks/expectToast';
import { PageStory } from '../mocks/PageStory';
import { ChapterQuizPage } from './ChapterQuizPage';

const saved = fn<(quizId: string, attempt: QuizAttemptRequest) => void>().mockName('saveAttempt');
const attempts = http.post(paths.quizAttempts(':quizId'), async ({ params, request }) => {
  saved(String(params['quizId']), (await request.json()) as QuizAttemptRequest);
  return ok(quizAttemptResultFixture);
});

const meta = {
  title: 'Pages/ChapterQuizPage',
  component: PageStory,
  args: { Component: ChapterQuizPage, path: '/subjects/:subjectId/:chapterId/quiz', url: '/subjects/1/11/quiz', page: 'chapterQuiz' },
  parameters: { layout: 'fullscreen', msw: { handlers: { ...studentApi(), quizAttempts: attempts } } },
  beforeEach: () => {
    saved.mockClear();
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The countdown runs on the real clock, so the question screens have no stable pixels.
const liveClock = ['no-screenshot'];

export const Filled: Story = {
  tags: liveClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('১, ৪, ৯, ১৬, ... প্যাটার্নের পরের পদটি কত?')).toBeVisible();
    await expect(document.title).toBe('প্যাটার্ন: অধ্যায়ভিত্তিক কুইজ | পাঠশালা এআই');
  },
};

/** Answering shows the spec's toasts; finishing saves the attempt and offers to study again. */
export const TakeQuiz: Story = {
  tags: liveClock,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Options by position: some are maths, whose accessible names are KaTeX's.
    const answer = async (option: number, next: string) => {
      await userEvent.click((await canvas.findAllByRole('radio'))[option]!);
      await userEvent.click(canvas.getByRole('button', { name: 'উত্তর যাচাই করুন' }));
      await userEvent.click(canvas.getByRole('button', { name: next }));
    };
    await answer(1, 'পরবর্তী প্রশ্ন'); // ২৫, right
    await expectToast('সঠিক উত্তর!');
    await answer(1, 'পরবর্তী প্রশ্ন'); // 5n, wrong
    await expectToast('ভুল উত্তর!');
    await answer(2, 'কুইজ শেষ করুন'); // ৩১, right
    await expect(await canvas.findByRole('heading', { name: 'কুইজ সম্পন্ন!' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'আবার পড়ুন' })).toHaveAttribute('href', '/subjects/1/11/learn');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
    const [quizId, attempt] = saved.mock.calls[0]!;
    await expect(quizId).toBe('21');
    await expect(attempt.answers.map((a) => a.optionId)).toEqual([2112, 2122, 2133]);
  },
};

/** decisions.md: a chapter without a quiz runs the three built-in sample questions. */
export const NoQuizSample: Story = {
  tags: liveClock,
  parameters: { msw: { handlers: { chapterQuiz: chapterQuizHandlers.none } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('একটি কলম ৫০ টাকায় কিনে ৬০ টাকায় বিক্রি করলে শতকরা কত লাভ হবে?'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { chapterQuiz: chapterQuizHandlers.loading } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('কুইজ লোড হচ্ছে...')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { chapterQuiz: chapterQuizHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('কুইজ লোড করতে সমস্যা হয়েছে')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'অধ্যায়ে ফিরে যান' })).toHaveAttribute('href', '/subjects/1/11/learn');
  },
};

export const Phone: Story = {
  tags: liveClock,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('১, ৪, ৯, ১৬, ... প্যাটার্নের পরের পদটি কত?');
  },
};
