import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FlameIcon, QuizIcon } from '../../../icons';
import { CardEmpty } from './CardEmpty';

/** A progress card's empty state: what is missing and what to do first. */
const meta = {
  title: 'Progress/Parts/CardEmpty',
  component: CardEmpty,
  args: {
    icon: <QuizIcon />,
    title: 'এখনো কোনো কুইজ দাওনি',
    text: 'একটি অধ্যায় পড়ে তার কুইজ দাও, এখানে তোমার নম্বর দেখা যাবে।',
    action: <a href="#subjects">বিষয়সমূহ দেখো</a>,
    headingLevel: 3,
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardEmpty>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithAction: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'এখনো কোনো কুইজ দাওনি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বিষয়সমূহ দেখো' })).toBeVisible();
  },
};

export const WithoutAction: Story = { args: { icon: <FlameIcon />, action: undefined, title: 'আজ থেকে ধারা শুরু করো' } };

/** A long title wraps beside its icon; the icon keeps its size. */
export const LongText: Story = {
  args: {
    title: 'বাংলাদেশ ও বিশ্বপরিচয় বিষয়ের কোনো অধ্যায়ের কুইজ এখনো দেওয়া হয়নি, তাই এখানে দেখানোর মতো কিছু নেই',
    text: 'প্রথমে যেকোনো একটি অধ্যায়ের সব টপিক মনোযোগ দিয়ে পড়ো, তারপর অধ্যায়ের শেষে কুইজ দাও। প্রতিটি চেষ্টার নম্বর, গড় আর সেরা নম্বর এখানে জমা হবে।',
  },
};

export const Phone: Story = {
  ...LongText,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
