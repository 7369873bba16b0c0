import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { StudyTimerButton } from './StudyTimerButton';

const minute = 60_000;

const meta = {
  title: 'Timer/StudyTimerButton',
  component: StudyTimerButton,
  args: {
    status: 'idle',
    hasStarted: false,
    elapsedMs: 0,
    onStart: fn(),
    onPause: fn(),
    onResume: fn(),
    onEnd: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'running', 'paused'] },
  },
  // Room under the button for the open card in the screenshot.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start', minHeight: 420 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof StudyTimerButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not started: the button names the timer; it opens the card, where the student starts it. */
export const Idle: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: bn.studyTimerTitle });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const card = await body.findByRole('dialog', { name: bn.studyTimerTitle });
    await userEvent.click(within(card).getByRole('button', { name: bn.studyTimerStart }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
  },
};

/** Running: the time shows in the header (with a pulsing dot), so the student sees it on every page. */
export const Running: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 12 * minute + 5_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: `${bn.studyTimerTitle} ১২:০৫` })).toBeVisible();
  },
};

export const Paused: Story = {
  args: { status: 'paused', hasStarted: true, elapsedMs: 7 * minute + 42_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `${bn.studyTimerTitle} ৭:৪২` })).toBeVisible();
  },
};

export const OverAnHour: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 64 * minute + 9_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `${bn.studyTimerTitle} ১:০৪:০৯` })).toBeVisible();
  },
};

/** Open: the full timer card (spec §2: start/pause/resume/end, encouragement, the 25/5 tip). */
export const Open: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 26 * minute + 30_000, defaultOpen: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const card = await body.findByRole('dialog', { name: bn.studyTimerTitle });
    await expect(within(card).getByRole('timer')).toHaveTextContent('২৬:৩০');
    await expect(within(card).getByText(bn.studyTip)).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: bn.studyTimerPause }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};

/** A 360 px phone: the idle button is an icon (its name stays for screen readers). */
export const PhoneIdle: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: bn.studyTimerTitle })).toBeVisible();
  },
};

export const PhoneOpen: Story = {
  args: { status: 'paused', hasStarted: true, elapsedMs: 48 * minute, defaultOpen: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const card = await body.findByRole('dialog', { name: bn.studyTimerTitle });
    await expect(within(card).getByRole('button', { name: bn.studyTimerResume })).toBeVisible();
  },
};
