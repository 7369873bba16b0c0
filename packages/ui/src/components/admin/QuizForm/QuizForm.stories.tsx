import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormHarness, chapterOptions, phone, sampleQuiz } from '../storyFixtures';
import { QuizForm } from './QuizForm';
import type { QuizFormProps } from './QuizForm';

function Harness(props: Omit<QuizFormProps, 'id'>) {
  return <FormHarness>{(id) => <QuizForm {...props} id={id} />}</FormHarness>;
}

const meta = {
  title: 'Admin/QuizForm',
  component: Harness,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), chapters: chapterOptions },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §9: 600 s shown as 10 minutes, passing score 70%. */
export const NewWithDefaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Time limit (minutes)')).toHaveValue(10);
    await expect(canvas.getByLabelText('Passing score (%)')).toHaveValue(70);
    await expect(canvas.getByLabelText('Active')).toBeChecked();
  },
};

export const Required: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add question' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const title = canvas.getByLabelText('Title');
    await expect(title).toHaveAccessibleDescription('Quiz title is required');
    await expect(title).toHaveFocus();
    await expect(canvas.getByLabelText('Chapter')).toHaveAccessibleDescription('Chapter is required');
    await expect(canvas.getByLabelText('Question 1 text')).toHaveAccessibleDescription('Question is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The minutes typed become seconds; the questions go with exactly one correct option each. */
export const CreateWithQuestion: Story = {
  args: { defaultChapterId: 11 },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Title'), 'মূলদ সংখ্যা যাচাই');
    const minutes = canvas.getByLabelText('Time limit (minutes)');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '2.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Add question' }));
    await userEvent.type(canvas.getByLabelText('Question 1 text'), '০.৫ কোন ধরনের সংখ্যা?');
    await userEvent.type(canvas.getByLabelText('Question 1, option 1'), 'মূলদ');
    await userEvent.type(canvas.getByLabelText('Question 1, option 2'), 'অমূলদ');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('group', { name: 'Options of question 1' })).toHaveAccessibleDescription(
      'Exactly one option must be correct Mark the correct answer with the round button.',
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Question 1: option 1 is correct' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'মূলদ সংখ্যা যাচাই',
      description: null,
      chapterId: 11,
      timeLimit: 150,
      passingScore: 70,
      isActive: true,
      questions: [
        {
          question: '০.৫ কোন ধরনের সংখ্যা?',
          explanation: null,
          options: [
            { text: 'মূলদ', isCorrect: true },
            { text: 'অমূলদ', isCorrect: false },
          ],
        },
      ],
    });
  },
};

export const Edit: Story = {
  args: { initial: sampleQuiz },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Title')).toHaveValue('বীজগাণিতিক রাশি: অনুশীলনী');
    await expect(canvas.getByLabelText('Chapter')).toHaveValue('12');
    await expect(canvas.getByRole('radio', { name: 'Question 1: option 2 is correct' })).toBeChecked();
  },
};

export const ServerErrors: Story = {
  args: {
    initial: sampleQuiz,
    serverErrors: {
      timeLimitMinutes: 'Time limit must be at least 10',
      'questions.0.options': 'Exactly one option must be correct',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Time limit (minutes)')).toHaveAccessibleDescription(
      'Time limit must be at least 10',
    );
    await expect(canvas.getByText('Exactly one option must be correct')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  args: { initial: sampleQuiz },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
