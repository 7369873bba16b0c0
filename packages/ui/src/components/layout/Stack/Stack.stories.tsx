import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { spaceSteps } from '../sprinkles.css';
import { Block } from '../storyBlocks';
import { Stack, stackAligns } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    space: 'md',
    children: [<Block key="1">প্রথম সারি</Block>, <Block key="2">দ্বিতীয় সারি</Block>, <Block key="3">তৃতীয় সারি</Block>],
  },
  argTypes: {
    space: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: stackAligns },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('দ্বিতীয় সারি')).toBeVisible();
    const [first, second] = within(canvasElement).getAllByText(/সারি/);
    // The space step md is 0.75rem: 12 px between the rows.
    await expect(second!.getBoundingClientRect().top - first!.getBoundingClientRect().bottom).toBe(12);
  },
};

export const LargeSpace: Story = { args: { space: 'xxl' } };

/** Items keep their own width, centred. */
export const AlignCenter: Story = { args: { align: 'center' } };

/** A list: `as="ul"` keeps its list role. */
export const AsList: Story = {
  args: {
    as: 'ul',
    'aria-label': 'তালিকা',
    children: [
      <li key="1">
        <Block>এক</Block>
      </li>,
      <li key="2">
        <Block>দুই</Block>
      </li>,
    ],
  } as never,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'তালিকা' }).children).toHaveLength(2);
  },
};
