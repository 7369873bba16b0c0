import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { useStudyTimer } from '../useStudyTimer';
import { StudyTimerCard } from './StudyTimerCard';

const minute = 60_000;

const meta = {
  title: 'Timer/StudyTimerCard',
  component: StudyTimerCard,
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
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof StudyTimerCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer', { name: bn.studyTimerTimeLabel })).toHaveTextContent('০:০০');
    await expect(canvas.queryByText(bn.studyTip)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerStart }));
    await expect(args.onStart).toHaveBeenCalledTimes(1);
  },
};

export const Running: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 12 * minute + 5_000 },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('১২:০৫');
    await expect(canvas.getByText(bn.studyTip)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerPause }));
    await expect(args.onPause).toHaveBeenCalledTimes(1);
  },
};

/** After the first start, the start button reads 'আবার শুরু করো'. */
export const Paused: Story = {
  args: { status: 'paused', hasStarted: true, elapsedMs: 7 * minute + 42_000 },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerResume }));
    await expect(args.onResume).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerEnd }));
    await expect(args.onEnd).toHaveBeenCalledTimes(1);
  },
};

export const OverAnHour: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 60 * minute + 4 * minute + 9_000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('১:০৪:০৯');
  },
};

export const EncouragementUnder1Minute: Story = { args: { status: 'running', hasStarted: true, elapsedMs: 35_000 } };
export const EncouragementUnder5Minutes: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 3 * minute },
};
export const EncouragementUnder15Minutes: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 11 * minute },
};
export const EncouragementUnder30Minutes: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 26 * minute },
};
export const EncouragementUnder60Minutes: Story = {
  args: { status: 'paused', hasStarted: true, elapsedMs: 48 * minute },
};
export const EncouragementHourPlus: Story = { args: { status: 'running', hasStarted: true, elapsedMs: 95 * minute } };

export const Phone: Story = {
  args: { status: 'running', hasStarted: true, elapsedMs: 26 * minute + 30_000 },
  decorators: [(Story) => <div>{Story()}</div>],
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

// The interactive story's fake clock: the play function moves it by hand.
let fakeNow = 0;

/** The real hook over a fake clock: start, time passes, pause, resume, end. */
export const Interactive: Story = {
  beforeEach: () => {
    fakeNow = 1_700_000_000_000;
  },
  render: function Render() {
    const timer = useStudyTimer({ now: () => fakeNow });
    return <StudyTimerCard {...timer} />;
  },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByRole('timer');
    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerStart }));
    await expect(canvas.getByRole('button', { name: bn.studyTimerPause })).toBeVisible();

    fakeNow += 65_000;
    await waitFor(() => expect(time).toHaveTextContent('১:০৫'), { timeout: 2500 });
    await expect(canvas.getByText(bn.studyTip)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerPause }));
    fakeNow += 30_000;
    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerResume }));
    await expect(time).toHaveTextContent('১:০৫');

    await userEvent.click(canvas.getByRole('button', { name: bn.studyTimerEnd }));
    await expect(time).toHaveTextContent('০:০০');
    await expect(canvas.getByRole('button', { name: bn.studyTimerStart })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: bn.studyTimerEnd })).toBeNull();
  },
};
