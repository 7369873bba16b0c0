import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { StoryLink, storyNavigate } from '../../shell/storyLink';
import { DemoQuizScreen } from './DemoQuizScreen';

// A frozen clock: the first question's countdown shows its full time.
const T0 = Date.UTC(2025, 0, 15, 10, 0, 0);

/** /demo/quiz: the spec's demo quiz for a visitor, before signing up. */
const meta = {
  title: 'Quiz/Demo/DemoQuizScreen',
  component: DemoQuizScreen,
  args: {
    LinkComponent: StoryLink,
    signUpHref: '/login',
    now: () => T0,
    onAnswer: fn(),
    onExpire: fn(),
    onContinueLearning: fn(),
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof DemoQuizScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The offer: six questions, the time they take, yes or not now; a way to sign up and to log in. */
export const Offer: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: bn.demoQuizTitle })).toBeVisible();
    await expect(canvas.getByRole('button', { name: bn.quizConsentAccept })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: bn.landingStartFree }));
    await expect(storyNavigate).toHaveBeenCalledWith('/login');
  },
};

/** Started: the first of six questions with its own timer. */
export const FirstQuestion: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentAccept }));
    await expect(await canvas.findByText(/মা বাজার থেকে/)).toBeVisible();
    await expect(canvas.getAllByRole('radio')).toHaveLength(4);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: bn.quizConsentAccept })).toBeVisible();
  },
};
