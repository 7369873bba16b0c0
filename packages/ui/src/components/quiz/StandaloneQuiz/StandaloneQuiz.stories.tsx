import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import { createQuizState, quizReducer } from '../quizMachine';
import type { QuizEvent } from '../quizMachine';
import { sampleQuizQuestions } from '../sampleQuizQuestions';
import { StandaloneQuiz } from './StandaloneQuiz';

// A fixed moment and a frozen clock: the countdown shows exactly the time the story sets.
const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);
const frozenAt = (offsetMs: number) => () => T0 + offsetMs;
const stateAfter = (...events: QuizEvent[]) =>
  events.reduce(quizReducer, createQuizState(sampleQuizQuestions, { now: T0 }));
// Correct options of the sample questions: c, b, c.
const answer = (optionId: string, now: number): QuizEvent[] => [
  { type: 'select', optionId },
  { type: 'check', now },
];

/**
 * The standalone quiz. The app shows the spec's toasts from the callbacks: `onAnswer(true)`
 * 'সঠিক উত্তর!', `onAnswer(false)` 'ভুল উত্তর!', `onExpire()` 'সময় শেষ!'; `onComplete(result)`
 * saves the attempt.
 */
const meta = {
  title: 'Quiz/StandaloneQuiz',
  component: StandaloneQuiz,
  args: {
    questions: sampleQuizQuestions,
    now: frozenAt(0),
    studyAgainHref: '/subjects/1/3/learn',
    onAnswer: fn(),
    onExpire: fn(),
    onComplete: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
} satisfies Meta<typeof StandaloneQuiz>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText('প্রশ্ন ১ / ৩')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: bn.quizTimeLeft })).toHaveTextContent('৩০ সেকেন্ড');
    await expect(canvas.getByRole('button', { name: bn.quizCheck })).toBeDisabled();
  },
};

export const Selected: Story = {
  args: { now: frozenAt(8_000), initialState: stateAfter({ type: 'select', optionId: 'b' }) },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '১৫%' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: bn.quizCheck })).toBeEnabled();
  },
};

/** Yellow from 15 seconds. */
export const TimeRunningOut: Story = { args: { now: frozenAt(20_000) } };

/** Red at 5 seconds or less. */
export const LowTime: Story = {
  args: { now: frozenAt(26_000), initialState: stateAfter({ type: 'select', optionId: 'c' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('৪ সেকেন্ড');
  },
};

export const AnsweredCorrect: Story = {
  args: { now: frozenAt(9_000), initialState: stateAfter(...answer('c', T0 + 9_000)) },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizCorrect)).toBeVisible();
    await expect(canvas.getByRole('button', { name: bn.quizNext })).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const AnsweredWrong: Story = {
  args: { now: frozenAt(12_000), initialState: stateAfter(...answer('a', T0 + 12_000)) },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizWrong)).toBeVisible();
    await expect(canvas.getByText(bn.quizCorrectAnswerIs)).toBeVisible();
  },
};

export const Expired: Story = {
  args: { now: frozenAt(30_000), initialState: stateAfter({ type: 'expire', now: T0 + 30_000 }) },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByText(bn.quizTimeUp)).toBeVisible();
  },
};

/** Two right in a row: the streak badge with its flame. */
export const Streak: Story = {
  args: {
    now: frozenAt(20_000),
    initialState: stateAfter(
      ...answer('c', T0 + 5_000),
      { type: 'next', now: T0 + 6_000 },
      ...answer('b', T0 + 12_000),
      { type: 'next', now: T0 + 13_000 },
    ),
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${bn.quizStreak}: ২`)).toBeVisible();
    await expect(canvas.getByText(`${bn.quizCorrectCount}: ২`)).toBeVisible();
  },
};

export const LastQuestionAnswered: Story = {
  args: {
    now: frozenAt(30_000),
    initialState: stateAfter(
      ...answer('c', T0 + 5_000),
      { type: 'next', now: T0 + 6_000 },
      ...answer('b', T0 + 12_000),
      { type: 'next', now: T0 + 13_000 },
      ...answer('c', T0 + 30_000),
    ),
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: bn.quizFinish })).toBeVisible();
  },
};

const finished = (...picks: string[]) =>
  stateAfter(
    ...picks.flatMap((pick, index) => [
      ...answer(pick, T0 + (index + 1) * 14_000),
      { type: 'next', now: T0 + (index + 1) * 14_000 } as const,
    ]),
  );

export const CompletedWithTrophy: Story = {
  args: { initialState: finished('c', 'b', 'c') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: bn.quizResultTitle })).toBeVisible();
    await expect(canvas.getByText(bn.quizHighestStreak)).toBeVisible();
    await expect(canvas.getByRole('link', { name: bn.quizStudyAgain })).toHaveAttribute('href', '/subjects/1/3/learn');
  },
};

/** 2 of 3 is 67 %: no trophy, a yellow bar, and no highest-streak line (it is 1). */
export const CompletedWithoutTrophy: Story = {
  args: { initialState: finished('c', 'a', 'c') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(bn.quizHighestStreak)).toBeNull();
  },
};

export const CompletedLowScore: Story = { args: { initialState: finished('a', 'a', 'a') } };

/** Select, check, next, through to the result; then try again. */
export const AnswerEveryQuestion: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    const check = () => userEvent.click(canvas.getByRole('button', { name: bn.quizCheck }));

    await userEvent.click(canvas.getByRole('radio', { name: '২০%' }));
    await check();
    await expect(args.onAnswer).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizNext }));
    await expect(canvas.getByText('প্রশ্ন ২ / ৩')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveFocus();

    await waitForMath(canvasElement);
    await userEvent.click(canvas.getAllByRole('radio')[0]!);
    await check();
    await expect(args.onAnswer).toHaveBeenLastCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizNext }));

    await userEvent.click(canvas.getByRole('radio', { name: '৩০০ বর্গমিটার' }));
    await check();
    await userEvent.click(canvas.getByRole('button', { name: bn.quizFinish }));

    await expect(canvas.getByRole('heading', { name: bn.quizResultTitle })).toHaveFocus();
    await expect(args.onComplete).toHaveBeenCalledWith(expect.objectContaining({ total: 3, correct: 2, score: 67 }));

    await userEvent.click(canvas.getByRole('button', { name: bn.quizTryAgain }));
    await expect(canvas.getByText('প্রশ্ন ১ / ৩')).toBeVisible();
    await expect(canvas.getByText(`${bn.quizCorrectCount}: ০`)).toBeVisible();
  },
};

/** With a 2-second limit and the real clock: the question expires and reports it once. */
export const ExpiresOnTime: Story = {
  args: { now: undefined, timeLimit: 2 },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '১০%' }));
    await waitFor(() => expect(canvas.getByText(bn.quizTimeUp)).toBeVisible(), { timeout: 4000 });
    await expect(args.onExpire).toHaveBeenCalledTimes(1);
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: '১০%' })).toBeDisabled();
    await waitForMath(canvasElement);
  },
};

/** Arrow keys move between options, Tab reaches the check button. */
export const KeyboardOnly: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '১০%' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '২০%' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: bn.quizCheck })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
  },
};

export const NoQuestions: Story = { args: { questions: [] } };

export const Phone: Story = {
  args: {
    now: frozenAt(12_000),
    initialState: stateAfter(
      ...answer('c', T0 + 5_000),
      { type: 'next', now: T0 + 6_000 },
      ...answer('b', T0 + 12_000),
    ),
  },
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const ResultOnPhone: Story = {
  args: { initialState: finished('c', 'b', 'c') },
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
