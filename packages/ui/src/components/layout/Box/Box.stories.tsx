import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../../theme/contract.css';
import { Block } from '../storyBlocks';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { padding: 'lg', children: <Block>বাক্সের ভেতরের লেখা</Block> },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Padding from the space scale; other props (here a test id and a style) reach the element. */
export const Padding: Story = {
  args: { 'data-testid': 'box', style: { backgroundColor: vars.color.background } } as never,
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    await expect(getComputedStyle(box).paddingTop).toBe('16px');
    await expect(getComputedStyle(box).paddingInlineStart).toBe('16px');
  },
};

/** `as` picks the element; responsive values change at the theme's breakpoints (row from tablet up). */
export const ResponsiveFlex: Story = {
  args: {
    as: 'section',
    'aria-label': 'উদাহরণ',
    display: 'flex',
    flexDirection: { mobile: 'column', tablet: 'row' },
    gap: 'md',
    children: [<Block key="1">প্রথম</Block>, <Block key="2">দ্বিতীয়</Block>, <Block key="3">তৃতীয়</Block>],
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'উদাহরণ' });
    await expect(getComputedStyle(section).flexDirection).toBe('row');
    await expect(getComputedStyle(section).columnGap).toBe('12px');
  },
};

export const Phone: Story = {
  ...ResponsiveFlex,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region', { name: 'উদাহরণ' });
    await expect(getComputedStyle(section).flexDirection).toBe('column');
  },
};
