import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { QuizIntro } from './QuizIntro';

/** A chapter quiz before its clock runs: the app starts the attempt on the server from `onStart`. */
const meta = {
  title: 'Quiz/QuizIntro',
  component: QuizIntro,
  args: {
    description: 'সংখ্যা ও জ্যামিতিক প্যাটার্ন থেকে ১০টি প্রশ্ন।',
    questionCount: 10,
    timeLimit: 600,
    passingScore: 70,
    onStart: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof QuizIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Questions, time for the whole quiz, passing score, the rules; start. */
export const Ready: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizIntroQuestions).nextElementSibling).toHaveTextContent('১০');
    await expect(canvas.getByText(bn.quizIntroTime).nextElementSibling).toHaveTextContent('১০:০০ মিনিট');
    await expect(canvas.getByText(bn.quizPassingScore).nextElementSibling).toHaveTextContent('৭০%');
    await userEvent.click(canvas.getByRole('button', { name: bn.quizStart }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

/** The attempt is being started on the server: the button waits and ignores presses. */
export const Starting: Story = {
  args: { starting: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: bn.quizStarting });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** At 360 px without a description; a limit under a minute reads in seconds. */
export const PhoneShortLimit: Story = {
  args: { description: null, questionCount: 12, timeLimit: 45, passingScore: 60 },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.quizIntroTime).nextElementSibling).toHaveTextContent('৪৫ সেকেন্ড');
    await expect(canvas.getByRole('button', { name: bn.quizStart })).toBeVisible();
  },
};
