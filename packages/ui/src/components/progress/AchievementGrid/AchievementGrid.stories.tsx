import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { cardStatuses } from '../shared/types';
import { achievementCodes } from './achievementCatalog';
import { AchievementGrid } from './AchievementGrid';
import type { Achievement } from './AchievementGrid';

const earnedDates: Partial<Record<(typeof achievementCodes)[number], string>> = {
  firstTopic: '2026-11-09T18:20:00+06:00',
  firstChapter: '2026-11-12T20:05:00+06:00',
  firstQuiz80: '2026-11-12T20:30:00+06:00',
  streak3: '2026-11-14T19:00:00+06:00',
};

const partial: Achievement[] = achievementCodes.map((code) => ({ code, earnedAt: earnedDates[code] ?? null }));
const none: Achievement[] = achievementCodes.map((code) => ({ code, earnedAt: null }));
const all: Achievement[] = achievementCodes.map((code) => ({ code, earnedAt: '2026-11-22T10:00:00+06:00' }));

const meta = {
  title: 'Progress/AchievementGrid',
  component: AchievementGrid,
  args: { status: 'ready', achievements: partial },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses } },
} satisfies Meta<typeof AchievementGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('৮টির মধ্যে ৪টি ব্যাজ পেয়েছ')).toBeVisible();
    const badges = canvas.getAllByRole('listitem');
    await expect(badges).toHaveLength(8);
    await expect(badges[1]).toHaveTextContent('প্রথম অধ্যায়');
    await expect(badges[1]).toHaveTextContent('পেয়েছ: ১২ নভেম্বর, ২০২৬');
    await expect(badges[4]).toHaveTextContent('এখনো পাওনি');
    await expect(badges[4]).toHaveTextContent('কীভাবে পাবে: টানা ৭ দিন প্রতিদিন একটি টপিক বা কুইজ শেষ করো।');
  },
};

/** Nothing earned yet: every badge locked, and which one comes first. */
export const Empty: Story = {
  args: { achievements: none },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('প্রথম টপিকটি শেষ করলেই প্রথম ব্যাজটি পাবে!')).toBeVisible();
  },
};

export const Full: Story = { args: { achievements: all } };

/** A badge this version does not know, named by the app; and long titles. */
export const LongNames: Story = {
  args: {
    achievements: [
      ...partial.slice(0, 3),
      {
        code: 'subjectComplete',
        earnedAt: '2026-11-20T10:00:00+06:00',
        title: 'বাংলাদেশ ও বিশ্বপরিচয়ের সব লেখা অধ্যায় সম্পন্ন করার বিশেষ সম্মাননা',
      },
      {
        code: 'weekendReader',
        earnedAt: null,
        title: 'ছুটির দিনের নিয়মিত পাঠক',
        rule: 'পরপর চারটি শুক্রবারে অন্তত একটি টপিক শেষ করো।',
      },
    ],
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Phone: Story = { globals: { viewport: { value: 'phone360', isRotated: false } } };
