import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import { demoQuizQuestions } from '../demoQuizQuestions';
import { questionTimeLimit } from '../quizMachine';
import { useQuizMachine } from '../useQuizMachine';
import { QuizQuestionCard } from './QuizQuestionCard';

// The bus question: 120 seconds, medium, transport; the right answer is গ.
const question = demoQuizQuestions[1]!;

const meta = {
  title: 'Quiz/Demo/QuizQuestionCard',
  component: QuizQuestionCard,
  args: {
    question,
    questionNumber: 2,
    totalQuestions: 6,
    secondsLeft: 120,
    selectedOptionId: null,
    submitted: false,
    onSelect: fn(),
    onSubmit: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof QuizQuestionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: bn.quizSubmit })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '১২০ কিলোমিটার' }));
    await expect(args.onSelect).toHaveBeenCalledWith('গ');
  },
};

export const Selected: Story = {
  args: { selectedOptionId: 'গ', secondsLeft: 97 },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: bn.quizSubmit }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Yellow at half the limit (60 of 120 seconds). */
export const HalfTimeGone: Story = { args: { secondsLeft: 58 } };

/** Red at a quarter of the limit, and the 30-second warning. */
export const LowTime: Story = {
  args: { secondsLeft: 24, selectedOptionId: 'খ' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.quizLowTime)).toBeVisible();
  },
};

export const TimeOver: Story = {
  args: { secondsLeft: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent(bn.quizTimeOver);
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await expect(canvas.getByRole('button', { name: bn.quizSubmit })).toBeDisabled();
  },
};

/** A submitted answer locks the question. */
export const Submitted: Story = {
  args: { selectedOptionId: 'গ', secondsLeft: 80, submitted: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizSubmitted)).toBeVisible();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const HardQuestionWithMaths: Story = {
  args: {
    question: {
      ...demoQuizQuestions[3]!,
      options: [
        { id: 'ক', text: 'ক) $\\frac{১০২}{১২}$', isCorrect: true },
        { id: 'খ', text: 'খ) $\\frac{১৫০}{২০}$', isCorrect: false },
        { id: 'গ', text: 'গ) $\\frac{৪৮}{৮}$', isCorrect: false },
        { id: 'ঘ', text: 'ঘ) $\\frac{১০২}{২০}$', isCorrect: false },
      ],
    },
    questionNumber: 4,
    secondsLeft: 170,
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
};

/** Counted by the machine each second with a 2-second limit: time over, answering disabled. */
export const CountsDownToTimeOver: Story = {
  args: { question: { ...question, timeLimit: 2 } },
  render: function Render(args) {
    const { state, select, check } = useQuizMachine({ questions: [args.question] });
    return (
      <QuizQuestionCard
        {...args}
        secondsLeft={state.secondsLeft}
        timeLimit={questionTimeLimit(state)}
        selectedOptionId={state.selectedOptionId}
        submitted={state.answered && !state.expired}
        onSelect={select}
        onSubmit={check}
      />
    );
  },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '৮০ কিলোমিটার' }));
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent(bn.quizTimeOver), { timeout: 4000 });
    await expect(canvas.getByRole('radio', { name: '৮০ কিলোমিটার' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: bn.quizSubmit })).toBeDisabled();
  },
};

export const Phone: Story = {
  args: { secondsLeft: 24, selectedOptionId: 'গ' },
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
