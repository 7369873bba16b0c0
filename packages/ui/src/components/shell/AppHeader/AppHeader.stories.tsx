import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StudyTimerButton } from '../../timer/StudyTimerButton/StudyTimerButton';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'Shell/AppHeader',
  component: AppHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'বিষয়সমূহ', user: { name: 'রাফি আহমেদ', classLevel: '9' }, onMenuClick: fn() },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On a desktop the menu button is hidden: the sidebar is always there. */
export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'বিষয়সমূহ' })).toBeVisible();
    await expect(canvas.getByText('নবম শ্রেণি')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'মেনু খোলো' })).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'মেনু খোলো' }));
    await expect(args.onMenuClick).toHaveBeenCalledTimes(1);
  },
};

export const LongBengaliText: Story = {
  args: {
    title: 'বাংলাদেশ ও বিশ্বপরিচয়: মুক্তিযুদ্ধের ইতিহাস ও আমাদের সংস্কৃতি',
    user: { name: 'মোহাম্মদ আব্দুল্লাহ আল-মামুন চৌধুরী সিদ্দিকী', classLevel: '7' },
  },
};

/** A page shown before the app knows who is signed in (pre-rendered for any student): placeholders, no default class. */
export const StudentNotKnownYet: Story = {
  args: { user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'বিষয়সমূহ' })).toBeVisible();
    await expect(canvas.queryByText(/শ্রেণি/)).not.toBeInTheDocument();
  },
};

const runningTimer = (
  <StudyTimerButton
    status="running"
    hasStarted
    elapsedMs={12 * 60_000 + 5_000}
    onStart={fn()}
    onPause={fn()}
    onResume={fn()}
    onEnd={fn()}
  />
);

/** The study timer in the header of every signed-in page, running. */
export const WithStudyTimer: Story = {
  args: { actions: runningTimer },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'পড়ার টাইমার ১২:০৫' })).toBeVisible();
  },
};

/** At 360 px the timer fits between the title and the avatar. */
export const PhoneWithStudyTimer: Story = {
  args: { title: 'অধ্যায় পড়া', actions: runningTimer },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'পড়ার টাইমার ১২:০৫' })).toBeVisible();
  },
};
