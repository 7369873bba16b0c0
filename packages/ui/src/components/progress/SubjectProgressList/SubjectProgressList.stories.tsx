import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { cardStatuses } from '../shared/types';
import { longChapterName, longSubjectName } from '../storyFixtures';
import { SubjectProgressList } from './SubjectProgressList';
import type { SubjectProgress } from './SubjectProgressList';

const maths: SubjectProgress = {
  subjectId: 1,
  subjectName: 'গণিত',
  completedChapters: 2,
  writtenChapters: 5,
  completedTopics: 14,
  totalTopics: 24,
  chapters: [
    { chapterId: 101, number: 1, chapterName: 'মূলদ ও অমূলদ সংখ্যা', status: 'completed', bestScore: 100 },
    { chapterId: 102, number: 2, chapterName: 'সরল সমীকরণ', status: 'completed', bestScore: 80 },
    { chapterId: 103, number: 3, chapterName: 'বীজগাণিতিক রাশির গুণ ও ভাগ', status: 'in-progress', bestScore: 40 },
    { chapterId: 104, number: 4, chapterName: 'জ্যামিতি: ত্রিভুজ', status: 'not-started', bestScore: null },
    { chapterId: 105, number: 5, chapterName: 'পরিসংখ্যান', status: 'not-started', bestScore: null },
  ],
};

const science: SubjectProgress = {
  subjectId: 2,
  subjectName: 'বিজ্ঞান',
  completedChapters: 4,
  writtenChapters: 4,
  completedTopics: 18,
  totalTopics: 18,
  chapters: [
    { chapterId: 201, number: 1, chapterName: 'পদার্থের গঠন', status: 'completed', bestScore: 90 },
    { chapterId: 202, number: 2, chapterName: 'কোষ ও টিস্যু', status: 'completed', bestScore: 70 },
  ],
};

const english: SubjectProgress = {
  subjectId: 4,
  subjectName: 'ইংরেজি',
  completedChapters: 0,
  writtenChapters: 0,
  completedTopics: 0,
  totalTopics: 0,
  chapters: [],
};

const meta = {
  title: 'Progress/SubjectProgressList',
  component: SubjectProgressList,
  args: { status: 'ready', subjects: [maths, science, english] },
  argTypes: { status: { control: 'inline-radio', options: cardStatuses }, LinkComponent: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '44rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubjectProgressList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Partial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'গণিত: লেখা অধ্যায়ের মধ্যে সম্পন্ন' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByText('২ / ৫ অধ্যায় সম্পন্ন')).toBeVisible();
    await expect(canvas.getByText('১৪ / ২৪ টপিক পড়া')).toBeVisible();
    await expect(canvas.getByText('এই বিষয়ের অধ্যায়গুলো এখনো লেখা হচ্ছে।')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: /সরল সমীকরণ/ })).toBeNull();
  },
};

/** Maths' chapters open: status and best score per chapter. */
export const ChaptersOpen: Story = {
  args: { defaultOpenSubjectIds: [1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: '৩. বীজগাণিতিক রাশির গুণ ও ভাগ' })).toHaveAttribute(
      'href',
      '/subjects/1/103',
    );
    await expect(canvas.getByText('সেরা নম্বর: ৪০%')).toBeVisible();
    await expect(canvas.getAllByText('কুইজ দেওয়া হয়নি')).toHaveLength(2);
  },
};

export const Full: Story = {
  args: { subjects: [{ ...maths, completedChapters: 5, completedTopics: 24 }, science], defaultOpenSubjectIds: [2] },
};

export const Empty: Story = {
  args: { subjects: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'এখনো কোনো বিষয় নেই' })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    subjects: [
      {
        ...maths,
        subjectName: longSubjectName,
        chapters: maths.chapters.map((chapter) => ({ ...chapter, chapterName: longChapterName })),
      },
    ],
    defaultOpenSubjectIds: [1],
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Phone: Story = {
  args: { defaultOpenSubjectIds: [1] },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const OpenAndCloseChapters: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [showMaths] = canvas.getAllByRole('button', { name: 'অধ্যায়গুলো দেখো' });
    await userEvent.click(showMaths!);
    await expect(showMaths).toHaveAttribute('aria-expanded', 'true');
    await expect(showMaths).toHaveAccessibleName('অধ্যায়গুলো লুকাও');
    await expect(canvas.getByRole('link', { name: '১. মূলদ ও অমূলদ সংখ্যা' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('link', { name: '১. মূলদ ও অমূলদ সংখ্যা' })).toBeNull();
  },
};
