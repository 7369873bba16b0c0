import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { QuizConsentCard } from './QuizConsentCard';

const meta = {
  title: 'Quiz/Demo/QuizConsentCard',
  component: QuizConsentCard,
  args: {
    message: 'এতক্ষণ তুমি লাভ-ক্ষতি নিয়ে দারুণ সব প্রশ্ন করেছ! শেখাটা কতটা পাকা হলো, ছোট্ট একটা কুইজে যাচাই করে নেবে?',
    topic: 'লাভ ও ক্ষতি',
    expectedMinutes: 12,
    questionCount: 6,
    onAccept: fn(),
    onDecline: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof QuizConsentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unanswered: Story = {};

/** Yes: the buttons give way to a spinner until the host starts the quiz. */
export const Accepting: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentAccept }));
    await expect(args.onAccept).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.quizConsentPreparing);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Declining: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentDecline }));
    await expect(args.onDecline).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toHaveTextContent(bn.quizConsentDeclining);
  },
};

/** The host can hold the answer itself. */
export const AnsweredByHost: Story = { args: { response: 'accepted' } };

export const WithoutMessage: Story = { args: { message: undefined } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  decorators: [(Story) => <div>{Story()}</div>],
};
