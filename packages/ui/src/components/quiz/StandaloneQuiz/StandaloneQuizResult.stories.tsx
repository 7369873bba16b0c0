import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { StoryLink, storyNavigate } from '../../shell/storyLink';
import { createQuizState } from '../quizMachine';
import type { QuizAnswer, QuizState } from '../quizMachine';
import { sampleQuizQuestions } from '../sampleQuizQuestions';
import { waitForMath } from '../../math/storyHelpers';
import { storyWhyWrongExplanation } from '../storyWhyWrong';
import type { WhyWrongReply, WhyWrongRequest } from '../whyWrong';
import { StandaloneQuizResult } from './StandaloneQuizResult';
import * as styles from './StandaloneQuiz.css';

const start = Date.UTC(2026, 2, 10, 9, 0);

/** The sample quiz finished with these answers (right or wrong, seconds spent on each). */
function finished(answers: readonly [correct: boolean, seconds: number][]): QuizState {
  const state = createQuizState(sampleQuizQuestions, { now: start });
  let streak = 0;
  let highestStreak = 0;
  const given: QuizAnswer[] = answers.map(([correct, seconds], index) => {
    streak = correct ? streak + 1 : 0;
    highestStreak = Math.max(highestStreak, streak);
    const question = sampleQuizQuestions[index]!;
    const option = question.options.find((candidate) => candidate.isCorrect === correct)!;
    const right = question.options.find((candidate) => candidate.isCorrect)!;
    return {
      questionId: question.id,
      optionId: option.id,
      correct,
      expired: false,
      timeSpentMs: seconds * 1000,
      correctOptionId: right.id,
    };
  });
  const totalMs = given.reduce((sum, answer) => sum + answer.timeSpentMs, 0);
  return {
    ...state,
    index: sampleQuizQuestions.length - 1,
    answered: true,
    correctCount: given.filter((answer) => answer.correct).length,
    streak,
    highestStreak,
    answers: given,
    finishedAt: start + totalMs,
    completed: true,
  };
}

const meta = {
  title: 'Quiz/Standalone/StandaloneQuizResult',
  component: StandaloneQuizResult,
  args: {
    state: finished([
      [true, 12],
      [true, 18],
      [true, 9],
    ]),
    headingLevel: 2,
    // A callback ref: a ref object would hold the heading, and Storybook walks the args (a DOM
    // node leads through the whole document, deep enough with the review's maths to overflow the stack).
    headingRef: () => undefined,
    studyAgain: { href: '/subjects/1/101/learn', LinkComponent: StoryLink, onClick: undefined },
    onRestart: fn(),
  },
  argTypes: { headingRef: { control: false }, studyAgain: { control: false } },
  decorators: [
    (Story) => (
      <div className={styles.root} style={{ maxWidth: 600 }}>
        {Story()}
      </div>
    ),
  ],
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof StandaloneQuizResult>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All right: the trophy's message, the streak, and 'study again' as a link back to the chapter. */
export const AllCorrect: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: bn.quizResultTitle })).toBeVisible();
    await expect(canvas.getByText(bn.quizResultGreat)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: bn.quizScore })).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText(bn.quizHighestStreak).nextElementSibling).toHaveTextContent('৩');
    await expect(canvas.getByText(bn.quizAverageTime).nextElementSibling).toHaveTextContent('১৩ সেকেন্ড');
    await userEvent.click(canvas.getByRole('link', { name: bn.quizStudyAgain }));
    await expect(storyNavigate).toHaveBeenCalledWith('/subjects/1/101/learn');
    await expect(args.onRestart).not.toHaveBeenCalled();
  },
};

/**
 * One of three: the keep-going message, no streak row (a streak of one is no streak), and
 * 'study again' as a button for a host without a page to link to.
 */
export const KeepGoing: Story = {
  args: {
    state: finished([
      [false, 30],
      [true, 25],
      [false, 20],
    ]),
    studyAgain: { href: undefined, LinkComponent: undefined, onClick: fn() },
  },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizResultKeepGoing)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: bn.quizScore })).toHaveAttribute('aria-valuenow', '33');
    await expect(canvas.queryByText(bn.quizHighestStreak)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: bn.quizStudyAgain }));
    await expect(args.studyAgain.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizTryAgain }));
    await expect(args.onRestart).toHaveBeenCalledTimes(1);
  },
};

/** Without a link or a handler only 'try again' remains. */
export const TryAgainOnly: Story = {
  args: {
    state: finished([
      [true, 40],
      [true, 35],
      [false, 50],
    ]),
    studyAgain: { href: undefined, LinkComponent: undefined, onClick: undefined },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(bn.quizStudyAgain)).toBeNull();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.getByText(bn.quizAverageTime).nextElementSibling).toHaveTextContent('৪২ সেকেন্ড');
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: bn.quizTryAgain })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A chapter quiz with the admin's passing score of 60 %: two of three (67 %) passes. */
export const Passed: Story = {
  args: {
    state: finished([
      [true, 40],
      [false, 35],
      [true, 50],
    ]),
    passingScore: 60,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizPassed)).toBeVisible();
    await expect(canvas.getByText(bn.quizPassingScore).nextElementSibling).toHaveTextContent('৬০%');
  },
};

/** The same two of three against a passing score of 70 %: not passed. */
export const NotPassed: Story = {
  args: { ...Passed.args, passingScore: 70 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizNotPassed)).toBeVisible();
    await expect(canvas.queryByText(bn.quizPassed)).toBeNull();
    await expect(canvas.getByText(bn.quizPassingScore).nextElementSibling).toHaveTextContent('৭০%');
  },
};

/** The sample quiz with the first and the last answer wrong. */
const twoWrong = finished([
  [false, 30],
  [true, 25],
  [false, 20],
]);
const explainArea = fn((_request: WhyWrongRequest): Promise<WhyWrongReply> =>
  Promise.resolve({ text: storyWhyWrongExplanation }),
);

/**
 * "কেন ভুল হলো?" (a chapter quiz, once it is over): the answers that were not right, each with
 * the chosen and the right answer; the button brings the tutor's explanation under that answer.
 */
export const ReviewExplained: Story = {
  tags: ['interaction'],
  args: { state: twoWrong, passingScore: 60, explainAnswer: explainArea },
  beforeEach: () => {
    explainArea.mockClear();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: bn.quizReviewTitle })).toBeVisible();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const area = within(items[1]!);
    await expect(items[1]).toHaveTextContent(`${bn.quizReviewYourAnswer} ৭০ বর্গমিটার`);
    await expect(items[1]).toHaveTextContent(`${bn.quizCorrectAnswerIs} ৩০০ বর্গমিটার`);
    await userEvent.click(area.getByRole('button', { name: bn.whyWrong }));
    await expect(explainArea).toHaveBeenCalledWith({ questionId: 'sample-area', optionId: 'a' });
    await expect(await area.findByRole('region', { name: bn.whyWrongTitle })).toHaveTextContent(
      'ঠিক উত্তর «৩০০ বর্গমিটার»',
    );
    // The other answer's button is still there; this one's is gone (asked once, one daily question).
    await expect(area.queryByRole('button', { name: bn.whyWrong })).toBeNull();
    await expect(within(items[0]!).getByRole('button', { name: bn.whyWrong })).toBeVisible();
    await waitForMath(canvasElement);
  },
};

const neverAnswers = fn((_request: WhyWrongRequest): Promise<WhyWrongReply> => new Promise(() => undefined));

/** While the tutor writes, the pressed button says so. */
export const ReviewLoading: Story = {
  tags: ['interaction'],
  args: { state: twoWrong, explainAnswer: neverAnswers },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: bn.whyWrong }));
    await expect(within(first!).getByRole('button', { name: bn.whyWrongLoading })).toHaveAttribute('aria-busy', 'true');
    await waitForMath(canvasElement);
  },
};

const limitReached = fn((_request: WhyWrongRequest): Promise<WhyWrongReply> =>
  Promise.resolve({ error: bn.whyWrongLimit }),
);
const networkDown = fn((_request: WhyWrongRequest): Promise<WhyWrongReply> =>
  Promise.reject(new TypeError('Failed to fetch')),
);

/** Today's questions used up: the app's reason, and a way to try again. */
export const ReviewLimitReached: Story = {
  tags: ['interaction'],
  args: { state: twoWrong, explainAnswer: limitReached },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: bn.whyWrong }));
    await expect(await within(first!).findByRole('alert')).toHaveTextContent(bn.whyWrongLimit);
    await expect(within(first!).getByRole('button', { name: bn.whyWrongRetry })).toBeVisible();
    await waitForMath(canvasElement);
  },
};

/** A call that fails without a reason reads as the network's failure. */
export const ReviewNetworkFailed: Story = {
  tags: ['interaction'],
  args: { state: twoWrong, explainAnswer: networkDown },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: bn.whyWrong }));
    await expect(await within(first!).findByRole('alert')).toHaveTextContent(bn.whyWrongFailed);
    await waitForMath(canvasElement);
  },
};

/** All right: nothing to review. Without `explainAnswer` (the sample quiz) there is no review either. */
export const ReviewNothingWrong: Story = {
  args: { ...AllCorrect.args, explainAnswer: explainArea },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: bn.quizReviewTitle })).toBeNull();
    await waitFor(() => expect(canvas.queryByRole('button', { name: bn.whyWrong })).toBeNull());
  },
};

/** A 360 px phone: the review and the explanation fit the screen's width. */
export const ReviewPhone360: Story = {
  tags: ['interaction'],
  args: { state: twoWrong, passingScore: 60, explainAnswer: explainArea },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await userEvent.click(within(items[1]!).getByRole('button', { name: bn.whyWrong }));
    await expect(await within(items[1]!).findByRole('region', { name: bn.whyWrongTitle })).toBeVisible();
    await waitForMath(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
