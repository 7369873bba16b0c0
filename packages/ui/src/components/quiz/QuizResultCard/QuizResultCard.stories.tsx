import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { QuizResultCard } from './QuizResultCard';

const meta = {
  title: 'Quiz/Demo/QuizResultCard',
  component: QuizResultCard,
  args: {
    score: 83,
    correctCount: 5,
    totalCount: 6,
    accuracy: 83,
    timeTakenMs: 7 * 60_000 + 24_000,
    strengths: [bn.quizInsightHardRight, bn.quizInsightInTime],
    improvementAreas: [bn.quizInsightReviewWrong],
    recommendations: [bn.quizInsightMoveOn],
    onContinue: fn(),
    onRetake: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof QuizResultCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 70 or more: the celebration. With reduced motion (as in these tests) the score shows at once. */
export const Celebration: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(bn.quizCelebration);
    await expect(canvas.getByText(`${bn.quizGrade}: ${bn.quizGradeVeryGood}`)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.quizContinueLearning }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizRetake }));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
  },
};

export const GradeExcellent: Story = { args: { score: 100, correctCount: 6, accuracy: 100, improvementAreas: [] } };
export const GradeGood: Story = { args: { score: 70, correctCount: 7, totalCount: 10, accuracy: 78 } };
export const GradeFair: Story = {
  args: {
    score: 67,
    correctCount: 4,
    accuracy: 80,
    strengths: [bn.quizInsightEasyAllRight],
    improvementAreas: [bn.quizInsightBeatTheClock],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).not.toHaveTextContent(bn.quizCelebration);
    await expect(canvas.getByText(`${bn.quizGrade}: ${bn.quizGradeFair}`)).toBeVisible();
  },
};
export const NeedsPractice: Story = {
  args: {
    score: 33,
    correctCount: 2,
    accuracy: 50,
    strengths: [],
    improvementAreas: [bn.quizInsightReviewWrong, bn.quizInsightBeatTheClock],
    recommendations: [bn.quizInsightRevise, bn.quizInsightAskTutor],
  },
};

/** The count-up over 2 seconds; the test browser asks for reduced motion, so it is not compared. */
export const CountUp: Story = { tags: ['no-screenshot'], args: { animate: true } };

export const Phone: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
