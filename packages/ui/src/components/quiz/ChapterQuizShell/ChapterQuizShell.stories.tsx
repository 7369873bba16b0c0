import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { LinkButton } from '../../../utils/link';
import { StoryLink, storyNavigate } from '../../shell/storyLink';
import { QuizIntro } from '../QuizIntro/QuizIntro';
import { ChapterQuizShell } from './ChapterQuizShell';

/** The chapter quiz page's frame around each of its states. */
const meta = {
  title: 'Quiz/ChapterQuizShell',
  component: ChapterQuizShell,
  args: {
    title: 'প্যাটার্ন: অধ্যায়ভিত্তিক কুইজ',
    chapterName: 'প্যাটার্ন',
    backHref: '/subjects/1/11/learn',
    backLabel: 'অধ্যায়ে ফিরে যাও',
    LinkComponent: StoryLink,
    children: <QuizIntro questionCount={10} timeLimit={600} passingScore={70} onStart={fn()} />,
  },
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof ChapterQuizShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the clock runs: title, chapter, a way back and the start screen. */
export const Intro: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'প্যাটার্ন: অধ্যায়ভিত্তিক কুইজ' })).toBeVisible();
    await expect(canvas.getByText('প্যাটার্ন')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /অধ্যায়ে ফিরে যাও/ }));
    await expect(storyNavigate).toHaveBeenCalledWith('/subjects/1/11/learn');
  },
};

/** A chapter whose quiz is not written yet says so, with a way back. */
export const NoQuiz: Story = {
  args: {
    title: 'অধ্যায়ের কুইজ',
    chapterName: 'মাতৃভাষা ও রাষ্ট্রভাষা',
    children: (
      <EmptyState
        title="এই অধ্যায়ের কুইজ এখনো তৈরি হয়নি"
        headingLevel={2}
        description="ততক্ষণ অধ্যায়টি পড়ো, বা এআই শিক্ষককে প্রশ্ন করো।"
        action={
          <LinkButton href="/subjects/1/11/learn" LinkComponent={StoryLink} variant="outline">
            অধ্যায়ে ফিরে যাও
          </LinkButton>
        }
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'এই অধ্যায়ের কুইজ এখনো তৈরি হয়নি' })).toBeVisible();
  },
};

/** An unknown chapter: the page's error state, not a network error (no retry), back to the subject. */
export const UnknownChapter: Story = {
  args: {
    title: 'অধ্যায়ের কুইজ',
    chapterName: null,
    backHref: '/subjects/1',
    backLabel: 'বিষয়ে ফিরে যাও',
    children: (
      <ErrorState
        title="অধ্যায়টি খুঁজে পাওয়া যায়নি"
        message="অধ্যায়টি সরিয়ে ফেলা হয়েছে, বা ঠিকানাটি ভুল। বিষয়ের তালিকা থেকে অধ্যায়টি খোলো।"
        headingLevel={2}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'অধ্যায়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A long title and chapter name at 360 px. */
export const PhoneLongText: Story = {
  args: {
    title: 'বাংলাদেশের স্বাধীনতা সংগ্রাম ও মুক্তিযুদ্ধের ইতিহাস: অধ্যায়ভিত্তিক পুনরালোচনা কুইজ',
    chapterName: 'বাংলাদেশের স্বাধীনতা সংগ্রাম ও মুক্তিযুদ্ধ এবং তার পটভূমি',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
  },
};
