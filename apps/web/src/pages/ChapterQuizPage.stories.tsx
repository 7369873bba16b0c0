import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@study/contract';
import type { ChatRequest } from '@study/contract';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chapterQuizFixture } from '../mocks/fixtures';
import { chapterHandlers, chapterQuizHandlers, quizAttemptHandlers, studentApi } from '../mocks/handlers';
import { expectToast } from '../mocks/expectToast';
import { PageStory } from '../mocks/PageStory';
import { recordingQuizAttempts } from '../mocks/quizAttemptSpies';
import { tutorApi, tutorLimitReachedUsage } from '../mocks/tutorHandlers';
import { ChapterQuizPage } from './ChapterQuizPage';
import { quizProgressKey } from './quizProgress';
import { pageDocs } from '../mocks/pageDocs';

const quizAttempts = recordingQuizAttempts();

/** What the page asked the tutor: "কেন ভুল হলো?" and the quiz answer. */
const askedTutor = fn<(request: ChatRequest) => void>().mockName('askTutor');
/** The mock tutor's chat call, with the page's requests recorded ahead of it (MSW tries the array in order). */
function tutorChat(options: Parameters<typeof tutorApi>[0] = {}) {
  const record = http.post(paths.tutorChat, async ({ request }) => {
    askedTutor((await request.clone().json()) as ChatRequest);
    return undefined;
  });
  return { tutorChat: [record, tutorApi(options)['tutorChat']!] };
}
// The demo student (id 1) on chapter 11: the place a reload would resume.
const placeKey = quizProgressKey(1, 11);

const meta = {
  title: 'Pages/ChapterQuizPage',
  component: PageStory,
  args: {
    Component: ChapterQuizPage,
    path: '/subjects/:subjectId/:chapterId/quiz',
    url: '/subjects/1/11/quiz',
    page: 'chapterQuiz',
  },
  parameters: {
    layout: 'fullscreen',
    docs: pageDocs,
    msw: { handlers: { ...studentApi(), quizAttempts: quizAttempts.handlers } },
  },
  beforeEach: () => {
    quizAttempts.reset();
    askedTutor.mockClear();
    localStorage.removeItem(placeKey);
    return () => localStorage.removeItem(placeKey);
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the clock runs: the quiz's title, the chapter's name, a way back and the start button. */
export const Intro: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: chapterQuizFixture.title })).toBeVisible();
    await expect(canvas.getByText('প্যাটার্ন', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /অধ্যায়ে ফিরে যাও/ })).toHaveAttribute('href', '/subjects/1/11/learn');
    await expect(canvas.getByRole('button', { name: 'কুইজ শুরু করো' })).toBeVisible();
    await expect(document.title).toBe('প্যাটার্ন: অধ্যায়ভিত্তিক কুইজ | পাঠশালা এআই');
    // Nothing is asked, and no attempt started, before the student starts.
    await expect(canvas.queryByRole('radio')).toBeNull();
    await expect(quizAttempts.started).not.toHaveBeenCalled();
  },
};

/**
 * Started: one clock for the whole quiz; each answer graded by the server with its key and
 * explanation; the result against the passing score; the attempt finished on the server.
 */
export const TakeQuiz: Story = {
  // Once started, the quiz's one clock runs on the real clock: no stable pixels. Storybook's indexer
  // reads tags only as literal strings.
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finishWithOneWrong(canvas);
    // 2 of 3 (67 %) against the passing score of 70 %.
    await expect(canvas.getByText('এবার পাস হয়নি')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'আবার পড়ো' })).toHaveAttribute('href', '/subjects/1/11/learn');
    await waitFor(() => expect(quizAttempts.finished).toHaveBeenCalledWith('301'));
    await expect(quizAttempts.answered.mock.calls.map(([, sent]) => sent.optionId)).toEqual([2112, 2122, 2133]);
    await expect(localStorage.getItem(placeKey)).toBeNull();
  },
};

/** Right, wrong (5n), right: to the result. */
async function finishWithOneWrong(canvas: ReturnType<typeof within>) {
  await userEvent.click(await canvas.findByRole('button', { name: 'কুইজ শুরু করো' }));
  await expect(await canvas.findByRole('timer', { name: 'পুরো কুইজের বাকি সময়' })).toHaveTextContent(/১০:০০|৯:৫\d/);
  // Options by position: some are maths, whose accessible names are KaTeX's.
  const answer = async (option: number, next: string) => {
    await userEvent.click((await canvas.findAllByRole('radio'))[option]);
    await userEvent.click(canvas.getByRole('button', { name: 'উত্তর যাচাই করো' }));
    await userEvent.click(await canvas.findByRole('button', { name: next }));
  };
  await answer(1, 'পরবর্তী প্রশ্ন'); // ২৫, right
  await expectToast('সঠিক উত্তর!');
  await userEvent.click((await canvas.findAllByRole('radio'))[1]);
  await userEvent.click(canvas.getByRole('button', { name: 'উত্তর যাচাই করো' }));
  // 5n is wrong: the server's key and explanation are shown, and no "কেন ভুল হলো?" while the clock runs.
  await expect(await canvas.findByText(/প্রথম পদ/)).toBeVisible();
  await expect(canvas.queryByRole('button', { name: 'কেন ভুল হলো?' })).toBeNull();
  await userEvent.click(canvas.getByRole('button', { name: 'পরবর্তী প্রশ্ন' }));
  await answer(2, 'কুইজ শেষ করো'); // ৩১, right
  await expect(await canvas.findByRole('heading', { name: 'কুইজ সম্পন্ন!' })).toBeVisible();
}

/** "কেন ভুল হলো?" on the result's wrong answer: the tutor is asked about the chapter with that answer, and explains it in place. */
export const WhyWrongExplained: Story = {
  tags: ['no-screenshot', 'interaction'], // the quiz's clock runs on the real clock
  parameters: { msw: { handlers: tutorChat({ wordDelayMs: 0 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finishWithOneWrong(canvas);
    const review = canvas.getByRole('region', { name: 'যেগুলো ভুল হয়েছে' });
    await expect(within(review).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(within(review).getByRole('button', { name: 'কেন ভুল হলো?' }));
    await expect(await within(review).findByRole('region', { name: 'এআই শিক্ষকের ব্যাখ্যা' })).toHaveTextContent(
      'বর্গসংখ্যা',
    );
    await expect(askedTutor).toHaveBeenCalledWith({
      chapterId: 11,
      message: 'কেন ভুল হলো?',
      language: 'bn',
      quizAnswer: { questionId: 212, optionId: 2122 },
    });
  },
};

/** Today's questions are used up: the review says so in place, in তুমি. */
export const WhyWrongLimitReached: Story = {
  tags: ['no-screenshot', 'interaction'], // the quiz's clock runs on the real clock
  parameters: { msw: { handlers: tutorChat({ wordDelayMs: 0, usage: tutorLimitReachedUsage }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finishWithOneWrong(canvas);
    const review = canvas.getByRole('region', { name: 'যেগুলো ভুল হয়েছে' });
    await userEvent.click(within(review).getByRole('button', { name: 'কেন ভুল হলো?' }));
    await expect(await within(review).findByRole('alert')).toHaveTextContent(
      'আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ। কাল আবার জিজ্ঞেস করো।',
    );
    await expect(within(review).getByRole('button', { name: 'আবার চেষ্টা করো' })).toBeVisible();
  },
};

/** The server could not grade an answer: a toast, and the answer can be sent again. */
export const AnswerNotChecked: Story = {
  tags: ['no-screenshot', 'interaction'], // the quiz's clock runs on the real clock
  parameters: { msw: { handlers: { quizAttempts: quizAttemptHandlers.answerError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'কুইজ শুরু করো' }));
    await userEvent.click((await canvas.findAllByRole('radio'))[1]!);
    await userEvent.click(canvas.getByRole('button', { name: 'উত্তর যাচাই করো' }));
    await expectToast('উত্তর যাচাই করা যায়নি');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'উত্তর যাচাই করো' })).toBeEnabled());
  },
};

/** A chapter without a quiz says so, with a way back; no sample questions here. */
export const NoQuiz: Story = {
  parameters: { msw: { handlers: { chapterQuiz: chapterQuizHandlers.none } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'এই অধ্যায়ের কুইজ এখনো তৈরি হয়নি' })).toBeVisible();
    await expect(canvas.getAllByRole('link', { name: /অধ্যায়ে ফিরে যাও/ })[0]).toHaveAttribute(
      'href',
      '/subjects/1/11/learn',
    );
    await expect(canvas.queryByRole('radio')).toBeNull();
  },
};

/** An unknown chapter: the page's error state, not a network error, and a way back to the subject. */
export const UnknownChapter: Story = {
  parameters: { msw: { handlers: { chapter: chapterHandlers.notFound, chapterQuiz: chapterQuizHandlers.none } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'অধ্যায়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.queryByText(/ইন্টারনেট/)).toBeNull();
    await expect(canvas.getByRole('link', { name: /বিষয়ে ফিরে যাও/ })).toHaveAttribute('href', '/subjects/1');
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
    await expect(canvas.getByRole('button', { name: 'আবার লোড করো' })).toBeVisible();
  },
};

export const PhoneIntro: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'কুইজ শুরু করো' })).toBeVisible();
  },
};
