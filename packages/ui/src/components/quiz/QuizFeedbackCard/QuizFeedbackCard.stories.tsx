import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import { demoQuizQuestions } from '../demoQuizQuestions';
import { QuizFeedbackCard } from './QuizFeedbackCard';

const question = demoQuizQuestions[2]!;

const meta = {
  title: 'Quiz/Demo/QuizFeedbackCard',
  component: QuizFeedbackCard,
  args: {
    isCorrect: true,
    feedback: 'একদম ঠিক! শতকরা ছাড়ের হিসাবটা তুমি ভালোভাবে বুঝেছ।',
    explanation: question.explanation,
    correctAnswer: 'খ) ৯০ টাকা',
    culturalContext: question.culturalNote,
  },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
} satisfies Meta<typeof QuizFeedbackCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Correct: Story = {
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: bn.quizCorrect })).toBeVisible();
    await expect(canvas.queryByText(bn.quizCorrectAnswerIs)).toBeNull();
  },
};

export const Wrong: Story = {
  args: { isCorrect: false, feedback: 'প্রায় হয়েছিল! ছাড়ের টাকা দাম থেকে বাদ দিতে হয়, যোগ নয়।' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByText(bn.quizCorrectAnswerIs)).toBeVisible();
  },
};

export const TimeRanOut: Story = { args: { isCorrect: false, expired: true, feedback: undefined } };

/** Between questions: the host moves on after 2 seconds. */
export const NextQuestionComing: Story = { args: { nextComing: true } };

export const Phone: Story = {
  args: { isCorrect: false },
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
