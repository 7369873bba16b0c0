import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import type { QuizId, QuizQuestion } from '../quizMachine';
import { sampleQuizQuestions } from '../sampleQuizQuestions';
import { QuizOptions } from './QuizOptions';
import type { QuizOptionsProps } from './QuizOptions';

// The profit question (plain text, right answer 'c') and the square question (maths, right answer 'b').
const [profit, square] = sampleQuizQuestions as [QuizQuestion, QuizQuestion];

const longQuestion: QuizQuestion = {
  id: 'long-rickshaw',
  question:
    'রহিম চাচা সকালে রিকশা নিয়ে বের হয়ে প্রথম দুই ঘণ্টায় ১৮০ টাকা এবং পরের তিন ঘণ্টায় ২৭০ টাকা আয় করলেন। তাঁর ঘণ্টাপ্রতি গড় আয় কত টাকা?',
  options: [
    { id: 'a', text: 'ক) ঘণ্টাপ্রতি ৯০ টাকা, কারণ মোট আয়কে মোট সময় দিয়ে ভাগ করতে হয়', isCorrect: true },
    { id: 'b', text: 'খ) ঘণ্টাপ্রতি ৪৫০ টাকা, কারণ দুই সময়ের আয় যোগ করলেই গড় পাওয়া যায়', isCorrect: false },
    { id: 'c', text: 'গ) ঘণ্টাপ্রতি ৯৫ টাকা', isCorrect: false },
  ],
};

/** Holds the choice as the quiz cards do, so arrow keys and clicks move it. */
function SelectableOptions({ onSelect, selectedId, ...props }: QuizOptionsProps) {
  const [selected, setSelected] = useState<QuizId | null>(selectedId);
  return (
    <QuizOptions
      {...props}
      selectedId={selected}
      onSelect={(id) => {
        setSelected(id);
        onSelect(id);
      }}
    />
  );
}

const meta = {
  title: 'Quiz/QuizOptions',
  component: QuizOptions,
  args: {
    question: profit.question,
    headingLevel: 2,
    options: profit.options,
    selectedId: null,
    onSelect: fn(),
    locked: false,
    reveal: false,
  },
  render: (args) => <SelectableOptions {...args} />,
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
} satisfies Meta<typeof QuizOptions>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group named by the question; a click chooses an option and reports its id. */
export const Choosing: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: profit.question });
    await expect(within(group).getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('radio', { name: '২০%' }));
    await expect(args.onSelect).toHaveBeenCalledTimes(1);
    await expect(args.onSelect).toHaveBeenCalledWith('c');
    await expect(canvas.getByRole('radio', { name: '২০%' })).toBeChecked();
  },
};

/** Native radios: the arrow keys move the choice. Maths options are named by their TeX. */
export const KeyboardWithMaths: Story = {
  args: { question: square.question, options: square.options },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'a^2 + b^2' }));
    await userEvent.keyboard('{ArrowDown}');
    const right = canvas.getByRole('radio', { name: 'a^2 + 2ab + b^2' });
    await expect(right).toBeChecked();
    await expect(right).toHaveFocus();
    await expect(args.onSelect).toHaveBeenLastCalledWith('b');
  },
};

/** Answered wrong: the right option and the submitted one are marked, and nothing can change. */
export const RevealedWrongAnswer: Story = {
  args: {
    question: square.question,
    options: square.options,
    selectedId: 'a',
    answeredId: 'a',
    locked: true,
    reveal: true,
  },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByRole('radio', { name: `a^2 + 2ab + b^2 ${bn.quizCorrectAnswers}` })).toBeDisabled();
    await expect(canvas.getByRole('radio', { name: `a^2 + b^2 ${bn.quizYourAnswer}` })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: '2a + 2b' }), { pointerEventsCheck: 0 });
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Time ran out before an answer: only the right option is marked. */
export const RevealedTimeOut: Story = {
  args: { selectedId: 'b', answeredId: null, locked: true, reveal: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizCorrectAnswers)).toBeInTheDocument();
    await expect(canvas.queryByText(bn.quizYourAnswer)).toBeNull();
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

/** Long Bengali question and options at 360 px, lettered options keeping their own letters, with chips above. */
export const Phone360LongText: Story = {
  args: {
    question: longQuestion.question,
    options: longQuestion.options,
    children: <p style={{ margin: 0 }}>সহজ · গড় নির্ণয়</p>,
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('সহজ · গড় নির্ণয়')).toBeVisible();
    await userEvent.click(canvas.getByText(/ঘণ্টাপ্রতি ৯০ টাকা/));
    await expect(args.onSelect).toHaveBeenCalledWith('a');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
