import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import { storyWhyWrongExplanation } from '../storyWhyWrong';
import { WhyWrong } from './WhyWrong';

const meta = {
  title: 'Quiz/WhyWrong',
  component: WhyWrong,
  args: { state: { status: 'idle' }, onAsk: fn(), headingLevel: 4 },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof WhyWrong>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Under a wrong answer: the button asks the tutor. */
export const Offered: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.whyWrong }));
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
  },
};

/** The tutor is writing: the button says so and cannot be pressed again. */
export const Loading: Story = {
  tags: ['interaction'],
  args: { state: { status: 'loading' } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: bn.whyWrongLoading });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onAsk).not.toHaveBeenCalled();
  },
};

/** The explanation in place, naming the chosen and the right answer; no button any more. */
export const Explained: Story = {
  args: { state: { status: 'done', text: storyWhyWrongExplanation } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: bn.whyWrongTitle });
    await expect(panel).toHaveTextContent('ঠিক উত্তর «৩০০ বর্গমিটার»');
    await expect(canvas.getByRole('heading', { level: 4, name: bn.whyWrongTitle })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Today's questions are used up: the reason, and a way to try again. */
export const LimitReached: Story = {
  tags: ['interaction'],
  args: { state: { status: 'error', message: bn.whyWrongLimit } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(bn.whyWrongLimit);
    await userEvent.click(canvas.getByRole('button', { name: bn.whyWrongRetry }));
    await expect(args.onAsk).toHaveBeenCalledTimes(1);
  },
};

/** No network: the same, with the network's words. */
export const NetworkFailed: Story = {
  args: { state: { status: 'error', message: bn.whyWrongFailed } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(bn.whyWrongFailed);
  },
};

/** A 360 px phone: the explanation wraps inside the screen, the button spans it. */
export const Phone360: Story = {
  args: Explained.args,
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: bn.whyWrongTitle })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A 360 px phone before asking: the button is the screen's width. */
export const Phone360Offered: Story = {
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: bn.whyWrong });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth / 2);
  },
};
