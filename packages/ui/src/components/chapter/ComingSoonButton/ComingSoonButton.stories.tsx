import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BookmarkIcon, PencilIcon } from '../../../icons';
import { ComingSoonButton, comingSoonButtonLayouts } from './ComingSoonButton';

const meta = {
  title: 'Chapter/ComingSoonButton',
  component: ComingSoonButton,
  args: { children: 'বুকমার্ক করো', icon: <BookmarkIcon /> },
  argTypes: {
    layout: { control: 'inline-radio', options: comingSoonButtonLayouts },
    icon: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComingSoonButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reachable with Tab and announced as unavailable; pressing it does nothing. */
export const Row: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'বুকমার্ক করো শীঘ্রই আসছে' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Tile: Story = { args: { layout: 'tile', children: 'অনুশীলন করো', icon: <PencilIcon /> } };

export const LongLabel: Story = { args: { children: 'এই টপিকের জন্য নিজের নোট লিখে সংরক্ষণ করো' } };
