import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longChapter, sampleChapter } from '../storyFixtures';
import { TopicList } from './TopicList';

const meta = {
  title: 'Chapter/TopicList',
  component: TopicList,
  args: { topics: sampleChapter.topics, selectedTopicId: 1033, onSelectTopic: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopicList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Done, in progress and pending topics; the open one is marked. */
export const AllStatuses: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /বহুপদী রাশির গুণ/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getAllByText('সম্পন্ন')).toHaveLength(2);
    await expect(canvas.getByText('চলমান')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'শুরু হয়নি' })).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /অনুশীলনী ৩/ }));
    await expect(args.onSelectTopic).toHaveBeenCalledWith(1037);
  },
};

export const LongNames: Story = {
  args: { topics: longChapter.topics, selectedTopicId: 5012 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
