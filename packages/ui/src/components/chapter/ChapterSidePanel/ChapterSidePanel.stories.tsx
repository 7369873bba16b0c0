import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChapterSidePanel } from './ChapterSidePanel';

const meta = {
  title: 'Chapter/ChapterSidePanel',
  component: ChapterSidePanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChapterSidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Static reading time and key points; bookmark and note are focusable but unavailable. */
export const Default: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('৫-৭ মিনিট')).toBeVisible();
    const bookmark = canvas.getByRole('button', { name: 'বুকমার্ক করো শীঘ্রই আসছে' });
    await expect(bookmark).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(bookmark).toHaveFocus();
  },
};

export const CustomKeyPoints: Story = {
  args: {
    keyPoints: [
      'সূত্রগুলো খাতায় লিখে রাখো এবং প্রতিটি সূত্রের একটি করে উদাহরণ নিজে তৈরি করো।',
      'অনুশীলনীর প্রশ্নগুলো উত্তর না দেখে আগে নিজে চেষ্টা করো।',
    ],
  },
};
