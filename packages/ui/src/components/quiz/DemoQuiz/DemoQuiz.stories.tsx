import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { demoQuizQuestions } from '../demoQuizQuestions';
import { DemoQuiz } from './DemoQuiz';

/**
 * The ask page's demo quiz. The app shows the spec's toasts from `onAnswer` ('সঠিক উত্তর!' /
 * 'ভুল উত্তর!') and `onExpire` ('সময় শেষ!').
 */
const meta = {
  title: 'Quiz/Demo/DemoQuiz',
  component: DemoQuiz,
  args: {
    topic: 'দৈনন্দিন জীবনে গণিত',
    offerMessage: 'তুমি ছয়টি প্রশ্ন করেছ, দারুণ! এবার ছোট্ট একটা কুইজে নিজেকে যাচাই করে নেবে?',
    onAccept: fn(),
    onDecline: fn(),
    onAnswer: fn(),
    onExpire: fn(),
    onComplete: fn(),
    onContinueLearning: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof DemoQuiz>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Offer: Story = {};

// The play-through's clock: the play function moves it, so the time taken is always the same.
let fakeNow = 0;

/**
 * Consent, then two questions: one answered right (feedback, then the next question after the
 * pause), one left to run out; the results come straight after the last.
 */
export const PlayThrough: Story = {
  args: {
    questions: [demoQuizQuestions[0]!, demoQuizQuestions[4]!],
    feedbackMs: 300,
    now: () => fakeNow,
  },
  beforeEach: () => {
    fakeNow = Date.UTC(2025, 0, 15, 10, 0, 0);
  },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentAccept }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);

    fakeNow += 35_000;
    await userEvent.click(canvas.getByRole('radio', { name: '৭০ টাকা' }));
    await userEvent.click(canvas.getByRole('button', { name: bn.quizSubmit }));
    await expect(args.onAnswer).toHaveBeenCalledWith(true);
    const verdict = await canvas.findByRole('heading', { name: bn.quizCorrect });
    await waitFor(() => expect(verdict).toHaveFocus());

    await waitFor(() => expect(canvas.getByText('প্রশ্ন ২ / ২')).toBeVisible());
    // The pond question's 80 seconds pass.
    fakeNow += 80_000;
    await waitFor(() => expect(args.onExpire).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(args.onComplete).toHaveBeenCalledWith(
        expect.objectContaining({ total: 2, correct: 1, score: 50, totalTimeMs: 115_000 }),
      ),
    );
    await waitFor(() => expect(canvas.getByRole('heading', { name: bn.quizResultsHeading })).toHaveFocus());
    await expect(canvas.getByText(bn.quizInsightBeatTheClock)).toBeVisible();
  },
};

export const Declined: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.quizConsentDecline }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
  },
};

/** Retake without a host handler starts the quiz over from the first question. */
export const Retake: Story = {
  args: { questions: [{ ...demoQuizQuestions[0]!, timeLimit: 90 }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentAccept }));
    await userEvent.click(canvas.getByRole('radio', { name: '৬০ টাকা' }));
    await userEvent.click(canvas.getByRole('button', { name: bn.quizSubmit }));
    await userEvent.click(await canvas.findByRole('button', { name: bn.quizRetake }));
    await expect(canvas.getByText('প্রশ্ন ১ / ১')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '৬০ টাকা' })).not.toBeChecked();
  },
  // The restarted question's countdown runs on the real clock.
  tags: ['no-screenshot', 'interaction'],
};
