import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { headingLevels } from '../../../utils/Heading';
import { StoryLink, storyNavigate } from '../../shell/storyLink';
import { sampleChapters } from '../storyFixtures';
import type { ChapterSummary } from '../types';
import { ChapterRow } from './ChapterRow';
import * as styles from './SubjectDetail.css';

const [completedChapter, , inProgressChapter, notStartedChapter] = sampleChapters as [
  ChapterSummary,
  ChapterSummary,
  ChapterSummary,
  ChapterSummary,
];

const longChapter: ChapterSummary = {
  id: 501,
  number: 12,
  name: 'বাংলাদেশের স্বাধীনতা সংগ্রামের পটভূমি ও মহান মুক্তিযুদ্ধের বিভিন্ন পর্যায়ের বিস্তারিত ইতিহাস',
  description:
    'ভাষা আন্দোলন থেকে শুরু করে ছয় দফা, গণঅভ্যুত্থান, সত্তরের নির্বাচন এবং একাত্তরের মুক্তিযুদ্ধে সাধারণ মানুষের অংশগ্রহণ ও আত্মত্যাগের কথা।',
  status: 'in-progress',
};

const meta = {
  title: 'Subjects/ChapterRow',
  component: ChapterRow,
  args: { chapter: inProgressChapter, href: '/subjects/1/103/learn', LinkComponent: StoryLink },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: headingLevels },
    LinkComponent: { control: false },
  },
  // A row is a list item: it sits in the subject page's list.
  decorators: [
    (Story) => (
      <ul className={styles.list}>
        <Story />
      </ul>
    ),
  ],
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof ChapterRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The name is the link, read as 'অধ্যায় ৩: …', inside the row's heading. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'অধ্যায় ৩: বীজগাণিতিক রাশির গুণ ও ভাগ' });
    await expect(link).toHaveAttribute('href', '/subjects/1/103/learn');
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(link);
    await expect(canvas.getByRole('listitem')).toHaveTextContent('চলমান');
  },
};

/** The link's ::after is stretched over the row: a tap anywhere on it, the badge too, opens the chapter. */
export const WholeRowIsTheLink: Story = {
  // Clicking leaves the link focused: that look is the Focused story's.
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link');
    const badge = canvas.getByText('চলমান').getBoundingClientRect();
    await expect(document.elementFromPoint(badge.x + badge.width / 2, badge.y + badge.height / 2)).toBe(link);
    await userEvent.click(link);
    await expect(storyNavigate).toHaveBeenCalledWith('/subjects/1/103/learn');
  },
};

/** Keyboard focus on the link rings the whole row. */
export const Focused: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const Completed: Story = {
  args: { chapter: completedChapter, href: '/subjects/1/101/learn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'অধ্যায় ১: মূলদ ও অমূলদ সংখ্যা' })).toBeVisible();
    await expect(canvas.getByText('সম্পন্ন')).toBeVisible();
  },
};

/** No badge: the icon alone says 'শুরু হয়নি'. */
export const NotStarted: Story = {
  args: { chapter: notStartedChapter, href: '/subjects/1/104/learn' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'শুরু হয়নি' })).toBeVisible();
  },
};

/** No status from the API counts as not started; without a description the name stands alone. */
export const NoStatusNoDescription: Story = {
  args: { chapter: { id: 107, number: 7, name: 'ত্রিভুজ' }, href: '/subjects/1/107/learn', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'অধ্যায় ৭: ত্রিভুজ' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'শুরু হয়নি' })).toBeVisible();
  },
};

export const LongBengaliTitle: Story = {
  args: { chapter: longChapter, href: '/subjects/5/501/learn' },
};

export const Phone360LongTitle: Story = {
  args: { chapter: longChapter, href: '/subjects/5/501/learn' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
