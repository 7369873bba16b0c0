import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { draftsFromQuestions } from '../quizDraft';
import type { QuizQuestionDraft } from '../quizDraft';
import { longName, phone, sampleQuiz } from '../storyFixtures';
import { validateQuestions } from '../validation';
import { QuizQuestionsEditor } from './QuizQuestionsEditor';

const onChange = fn();

/** Holds the questions, as the quiz form does; `showErrors` runs the rules as a Save would. */
function Controlled({
  initial,
  showErrors = false,
  disabled = false,
}: {
  initial: QuizQuestionDraft[];
  showErrors?: boolean;
  disabled?: boolean;
}) {
  const [questions, setQuestions] = useState(initial);
  const errors = showErrors ? validateQuestions(questions) : {};
  return (
    <QuizQuestionsEditor
      questions={questions}
      disabled={disabled}
      errorAt={(path) => errors[path]}
      onChange={(next, path) => {
        onChange(path);
        setQuestions(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/QuizQuestionsEditor',
  component: Controlled,
  parameters: { layout: 'padded' },
  args: { initial: draftsFromQuestions(sampleQuiz.questions) },
  beforeEach: () => {
    onChange.mockClear();
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Questions' })).toBeVisible();
    await expect(canvas.getByText('1 question')).toBeVisible();
    const group = canvas.getByRole('group', { name: 'Options of question 1' });
    const radios = within(group).getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    await expect(within(group).getByRole('radio', { name: 'Question 1: option 2 is correct' })).toBeChecked();
  },
};

/** Radio buttons: marking another option unmarks the first, so exactly one is ever correct. */
export const ExactlyOneCorrect: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Question 1: option 3 is correct' }));
    await expect(canvas.getByRole('radio', { name: 'Question 1: option 3 is correct' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Question 1: option 2 is correct' })).not.toBeChecked();
    await expect(onChange).toHaveBeenLastCalledWith('questions.0.options');
  },
};

/** Options can be added up to eight and removed down to two. */
export const AddAndRemoveOptions: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Add option (Question 1)' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(add);
    await expect(canvas.getAllByRole('radio')).toHaveLength(8);
    await expect(add).toBeDisabled();
    for (let n = 8; n > 2; n -= 1)
      await userEvent.click(canvas.getByRole('button', { name: `Remove option ${n} of question 1` }));
    await expect(canvas.getAllByRole('radio')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'Remove option 1 of question 1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Remove option 2 of question 1' })).toBeDisabled();
  },
};

export const AddAndRemoveQuestions: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add question' }));
    await expect(canvas.getByText('2 questions')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Question 2 text'), 'দুটি সংখ্যার গুণফল?');
    await userEvent.type(canvas.getByLabelText('Question 2, option 1'), '১২');
    await expect(onChange).toHaveBeenLastCalledWith('questions.1.options.0.text');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove question 1' }));
    await expect(canvas.getByText('1 question')).toBeVisible();
    await expect(canvas.getByLabelText('Question 1 text')).toHaveValue('দুটি সংখ্যার গুণফল?');
  },
};

export const Empty: Story = {
  args: { initial: [] },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/No questions yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add question' }));
    await expect(canvas.getByLabelText('Question 1 text')).toHaveValue('');
  },
};

/** A Save with a blank question: each problem shows at its place. */
export const ValidationMessages: Story = {
  args: {
    showErrors: true,
    initial: [
      {
        key: 'q-blank',
        question: '',
        explanation: '',
        options: [
          { key: 'a', text: 'হ্যাঁ' },
          { key: 'b', text: '' },
        ],
        correctKey: null,
      },
    ],
  },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Question 1 text')).toHaveAccessibleDescription('Question is required');
    await expect(canvas.getByLabelText('Question 1, option 2')).toHaveAccessibleDescription('Option text is required');
    await expect(canvas.getByRole('group', { name: 'Options of question 1' })).toHaveAccessibleDescription(
      'Exactly one option must be correct Mark the correct answer with the round button.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Question 1: option 1 is correct' }));
    await expect(canvas.queryByText('Exactly one option must be correct')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Add question' })).toBeDisabled();
    await expect(canvas.getByLabelText('Question 1 text')).toBeDisabled();
  },
};

export const LongTextPhone: Story = {
  globals: phone,
  args: {
    initial: [
      {
        key: 'q-long',
        question: longName,
        explanation: longName,
        options: [
          { key: 'a', text: longName },
          { key: 'b', text: 'ছোট উত্তর' },
        ],
        correctKey: 'a',
      },
    ],
  },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
