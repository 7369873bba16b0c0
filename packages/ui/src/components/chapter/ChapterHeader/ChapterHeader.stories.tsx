import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { longChapter, sampleChapter } from '../storyFixtures';
import { ChapterHeader } from './ChapterHeader';

const meta = {
  title: 'Chapter/ChapterHeader',
  component: ChapterHeader,
  args: {
    name: sampleChapter.name,
    number: sampleChapter.number,
    description: sampleChapter.description,
    topicCount: 7,
    currentIndex: 1,
  },
} satisfies Meta<typeof ChapterHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: sampleChapter.name })).toBeVisible();
    await expect(canvas.getByText('অধ্যায় ৩')).toBeVisible();
    await expect(canvas.getByText('৭টি টপিক')).toBeVisible();
    await expect(canvas.getByText('টপিক ২/৭')).toBeVisible();
  },
};

export const WithoutDescription: Story = { args: { description: null, number: undefined } };

export const LongBengaliText: Story = {
  args: { name: longChapter.name, description: longChapter.description, number: 12, topicCount: 14, currentIndex: 11 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { name: longChapter.name, description: longChapter.description },
};
