import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { storyAnalysis, storyAnalysisTransition } from '../storyFixtures';
import { AskAnalysisCard } from './AskAnalysisCard';

const meta = {
  title: 'Ask/AskAnalysisCard',
  component: AskAnalysisCard,
  args: { analysis: storyAnalysis },
  decorators: [(Story) => <div style={{ maxWidth: 300 }}>{Story()}</div>],
} satisfies Meta<typeof AskAnalysisCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Engaged: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: bn.askAnalysisTitle })).toBeInTheDocument();
    await expect(canvas.getByText(bn.askEngagementEngaged)).toBeInTheDocument();
    await expect(canvas.getByText('৫')).toBeInTheDocument();
    await expect(canvas.queryByText(bn.askTransition)).toBeNull();
  },
};

/** Highly engaged, time to move on, with the tutor's encouraging word. */
export const TimeToTransition: Story = {
  args: { analysis: storyAnalysisTransition },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.askEngagementHigh)).toBeInTheDocument();
    await expect(canvas.getByText('১২')).toBeInTheDocument();
    await expect(canvas.getByText(bn.askTransition)).toBeInTheDocument();
    await expect(canvas.getByText(/সব জায়গাতেই বীজগণিত/)).toBeInTheDocument();
  },
};

export const Basic: Story = {
  args: { analysis: { ...storyAnalysis, engagementLevel: 'basic', questionsAskedCount: 2 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.askEngagementBasic)).toBeInTheDocument();
  },
};

/** Spec §3: any level the card does not know reads as low. */
export const UnknownLevelIsLow: Story = {
  args: { analysis: { ...storyAnalysis, engagementLevel: 'distracted', questionsAskedCount: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.askEngagementLow)).toBeInTheDocument();
    await expect(canvas.getByText('০')).toBeInTheDocument();
  },
};

export const NoAnalysisYet: Story = {
  args: { analysis: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.askAnalysisEmpty)).toBeInTheDocument();
  },
};

export const LongBengaliText: Story = {
  args: {
    analysis: {
      ...storyAnalysisTransition,
      questionsAskedCount: 1250,
      culturalMessaging:
        'তুমি আজ অনেকক্ষণ ধরে মন দিয়ে প্রশ্ন করছ, এটা খুবই ভালো অভ্যাস! মনে রেখো, পহেলা বৈশাখের মেলার কেনাকাটা থেকে শুরু করে ক্রিকেট ম্যাচের রান রেট পর্যন্ত, আমাদের প্রতিদিনের জীবনের অনেক হিসাবই আসলে বীজগণিতের রাশি আর সমীকরণ দিয়ে লেখা যায়।',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('১,২৫০')).toBeInTheDocument();
  },
};
