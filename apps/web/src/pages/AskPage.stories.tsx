import { paths } from '@study/contract';
import type { ChatRequest, StreamRequest } from '@study/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { chapterFixture } from '../mocks/fixtures';
import { expectToast } from '../mocks/expectToast';
import { chapterHandlers, ok, studentApi } from '../mocks/handlers';
import { recordingQuizAttempts } from '../mocks/quizAttemptSpies';
import { PageStory } from '../mocks/PageStory';
import {
  tutorApi,
  tutorConversationFixture,
  tutorLimitReachedUsage,
  tutorQuizOfferFixture,
} from '../mocks/tutorHandlers';
import { clearChatHistory, saveChatHistory } from '../tutor/chatHistory';
import { AskPage } from './AskPage';
import { pageDocs } from '../mocks/pageDocs';
import { storyTimeout } from '../mocks/storyTimeout';

const topicId = chapterFixture.topics[0]!.id;

/** The questions the page asked the tutor (stream or chat call), in order. */
const asked = fn<(message: string) => void>().mockName('askTutor');
/** The quiz answers the page asked about ("কেন ভুল হলো?"). */
const askedAboutAnswer = fn<(answer: ChatRequest['quizAnswer']) => void>().mockName('askTutorAboutAnswer');
const recordQuestion = (path: string) =>
  http.post(path, async ({ request }) => {
    const body = (await request.clone().json()) as ChatRequest | StreamRequest;
    asked(body.message);
    if ('quizAnswer' in body) askedAboutAnswer(body.quizAnswer);
    return undefined; // answered by the mock tutor
  });
const quizAttempts = recordingQuizAttempts();

/** The mock tutor, with the page's questions recorded ahead of it (MSW tries the array in order). */
function tutor(options: Parameters<typeof tutorApi>[0] = {}) {
  const api = tutorApi(options);
  return {
    ...api,
    tutorChat: [recordQuestion(paths.tutorChat), api['tutorChat']!],
    tutorStream: [recordQuestion(paths.tutorStream), api['tutorStream']!],
  };
}

const meta = {
  title: 'Pages/AskPage',
  component: PageStory,
  args: { Component: AskPage, path: '/subjects/:subjectId/:chapterId/ask', url: '/subjects/1/11/ask', page: 'ask' },
  parameters: {
    layout: 'fullscreen',
    docs: pageDocs,
    msw: { handlers: { ...studentApi(), ...tutor({ questionsAsked: 2 }), quizAttempts: quizAttempts.handlers } },
  },
  beforeEach: () => {
    asked.mockClear();
    askedAboutAnswer.mockClear();
    quizAttempts.reset();
    // The tutor keeps its history in the browser's localStorage, which all stories share.
    saveChatHistory(topicId, tutorConversationFixture);
    return () => clearChatHistory(topicId);
  },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The conversation kept from before, the chapter's real name, the analysis and suggested questions. */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'প্যাটার্ন' })).toBeVisible();
    await expect(await canvas.findByText('বর্গসংখ্যা কাকে বলে?')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThan(0), storyTimeout);
    await expect(await canvas.findByText('মোটামুটি')).toBeVisible();
    await expect(canvas.getByText('সম্ভাব্য প্রশ্ন')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '«সংখ্যার প্যাটার্ন চেনা» সহজ করে বুঝিয়ে দাও' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'পড়া' })).toHaveAttribute('href', '/subjects/1/11/learn');
    await expect(document.title).toBe('প্যাটার্ন | পাঠশালা এআই');
  },
};

/** A suggested question goes to the tutor about the chapter's first topic; the reply streams in. */
export const AskSuggestion: Story = {
  tags: ['no-screenshot', 'interaction'], // the new messages carry the time they were sent
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const suggestion = '«সংখ্যার প্যাটার্ন চেনা» এর একটি উদাহরণ দাও';
    await userEvent.click(await canvas.findByRole('button', { name: suggestion }));
    await waitFor(() => expect(asked).toHaveBeenCalledWith(suggestion));
    // The analysis is read again once the reply is complete: three questions now.
    await waitFor(() => expect(canvas.getByText('৩')).toBeVisible(), { timeout: 5000 });
    await expect(canvas.getAllByText(/এর পরের পদটি কত হবে/)).toHaveLength(2);
    await expect(canvas.getAllByText(suggestion).length).toBeGreaterThan(0);
  },
};

/** After six questions the server offers the chapter quiz on the latest reply. */
export const QuizOffer: Story = {
  parameters: { msw: { handlers: tutor({ questionsAsked: 6 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(tutorQuizOfferFixture.message)).toBeVisible();
    await expect(canvas.getByText('পরের ধাপে যাওয়ার সময় হয়েছে')).toBeVisible();
    // Spec §2: no suggested questions while a quiz is under way.
    await expect(canvas.queryByText('সম্ভাব্য প্রশ্ন')).toBeNull();
  },
};

/** Yes to the offer runs the chapter quiz in the chat, graded by the server; the finished attempt is saved. */
export const TakeOfferedQuiz: Story = {
  tags: ['no-screenshot', 'interaction'], // the result card counts up
  parameters: { msw: { handlers: tutor({ questionsAsked: 6 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(tutorQuizOfferFixture.message);
    await userEvent.click(canvas.getByRole('button', { name: 'হ্যাঁ, শুরু করি' }));
    for (const option of [1, 0, 2]) {
      await userEvent.click((await canvas.findAllByRole('radio'))[option]!);
      await userEvent.click(canvas.getByRole('button', { name: 'উত্তর জমা দাও' }));
      await userEvent.click(await canvas.findByRole('button', { name: /পরবর্তী প্রশ্ন|ফলাফল দেখো/ }));
    }
    // Graded by the server one answer at a time, then finished (scored and saved) there.
    await waitFor(() => expect(quizAttempts.finished).toHaveBeenCalledTimes(1));
    await expect(quizAttempts.started).toHaveBeenCalledWith(String(tutorQuizOfferFixture.quizId));
    await expect(quizAttempts.answered.mock.calls.map(([, answer]) => answer.optionId)).toEqual([2112, 2121, 2133]);
  },
};

/**
 * "কেন ভুল হলো?" under a wrong answer in the chat's quiz: the catalogue's words are the student's
 * turn, asked through the chat call with the answer, and the reply joins the conversation.
 */
export const WhyWrongInChat: Story = {
  tags: ['no-screenshot', 'interaction'], // the turns carry the time they were sent
  parameters: { msw: { handlers: tutor({ questionsAsked: 6 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(tutorQuizOfferFixture.message);
    await userEvent.click(canvas.getByRole('button', { name: 'হ্যাঁ, শুরু করি' }));
    await userEvent.click((await canvas.findAllByRole('radio'))[0]!); // ২০, wrong
    await userEvent.click(canvas.getByRole('button', { name: 'উত্তর জমা দাও' }));
    const log = canvas.getByRole('log');
    // The mock tutor's reply ends with this question; count it before and after.
    const replies = () => within(log).queryAllByText(/এবার বলো তো/).length;
    const before = replies();
    await userEvent.click(await canvas.findByRole('button', { name: 'কেন ভুল হলো?' }));
    await waitFor(() => expect(askedAboutAnswer).toHaveBeenCalledWith({ questionId: 211, optionId: 2111 }));
    await expect(asked).toHaveBeenLastCalledWith('কেন ভুল হলো?');
    await expect(within(log).getByText('কেন ভুল হলো?')).toBeVisible();
    await waitFor(() => expect(replies()).toBe(before + 1));
    await expect(canvas.queryByRole('button', { name: 'কেন ভুল হলো?' })).toBeNull();
  },
};

/** Today's questions are used up: the chat says so and sends nothing. */
export const LimitReached: Story = {
  parameters: { msw: { handlers: tutor({ usage: tutorLimitReachedUsage, questionsAsked: 2 }) } },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ, আগামীকাল চেষ্টা করো')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '«সংখ্যার প্যাটার্ন চেনা» সহজ করে বুঝিয়ে দাও' }));
    await expect(asked).not.toHaveBeenCalled();
  },
};

/** The server refuses a question at the limit: the limit toast, and no retry through the chat call. */
export const LimitToast: Story = {
  tags: ['no-screenshot', 'interaction'], // the question carries the time it was sent
  parameters: {
    msw: {
      handlers: {
        ...tutor({ usage: tutorLimitReachedUsage, questionsAsked: 2 }),
        tutorUsage: http.get(paths.tutorUsage, () => ok({ remaining_today: 1, daily_limit: 50, can_call: true })),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: '«সংখ্যার প্যাটার্ন চেনা» সহজ করে বুঝিয়ে দাও' }));
    await expectToast('দৈনিক সীমা শেষ');
    await expect(asked).toHaveBeenCalledTimes(1);
  },
};

/** A broken stream: the same question goes through the chat call, with the spec's toast. */
export const StreamFallback: Story = {
  tags: ['no-screenshot', 'interaction'], // the new messages carry the time they were sent
  parameters: { msw: { handlers: tutor({ streamEnding: 'error', wordsBeforeEnding: 3, questionsAsked: 2 }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const question = '«সংখ্যার প্যাটার্ন চেনা» বাস্তবে কোথায় কাজে লাগে?';
    await userEvent.click(await canvas.findByRole('button', { name: question }));
    await expectToast('স্ট্রিমিং ত্রুটি');
    await waitFor(() => expect(asked.mock.calls).toEqual([[question], [question]]));
    // The stream's first words are gone: one new reply, the chat call's, whole.
    await waitFor(() => expect(canvas.getAllByText(/এর পরের পদটি কত হবে/)).toHaveLength(2));
  },
};

export const NoTopics: Story = {
  parameters: { msw: { handlers: { chapter: chapterHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('এই অধ্যায়ে এখনো কোনো পাঠ যোগ করা হয়নি, তাই এখানে প্রশ্ন করা যাচ্ছে না।'),
    ).toBeVisible();
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
    await expect(await canvas.findByText('কথোপকথন লোড করতে সমস্যা হয়েছে')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'অধ্যায় তালিকায় ফিরে যাও' })).toHaveAttribute('href', '/subjects/1');
  },
};

/** A malformed chapter id: the chapter is not found (issue 16), under the generic title. */
export const MalformedId: Story = {
  args: { url: '/subjects/1/abc/ask' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not a network problem: the chapter is not found, with the way back to its subject.
    await expect(await canvas.findByRole('heading', { name: 'অধ্যায়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.queryByText('কথোপকথন লোড করতে সমস্যা হয়েছে')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 1, name: 'অধ্যায়' })).toBeVisible();
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('বর্গসংখ্যা কাকে বলে?')).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelectorAll('.katex').length).toBeGreaterThan(0), storyTimeout);
    // Spec §2: the analysis panel is hidden on small screens.
    await expect(canvas.queryByText('তোমার শেখার চিত্র')).not.toBeVisible();
  },
};
