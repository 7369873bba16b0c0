import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { collapsePoints, spaceSteps } from '../sprinkles.css';
import { Block } from '../storyBlocks';
import { Inline, inlineAligns, inlineAlignYs } from './Inline';

const words = [
  'গণিত',
  'বিজ্ঞান',
  'বাংলা',
  'ইংরেজি',
  'বাংলাদেশ ও বিশ্বপরিচয়',
  'ইসলাম ও নৈতিক শিক্ষা',
  'তথ্য ও যোগাযোগ প্রযুক্তি',
];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: { space: 'sm', children: words.map((word) => <Block key={word}>{word}</Block>) },
  argTypes: {
    space: { control: 'select', options: spaceSteps },
    align: { control: 'inline-radio', options: inlineAligns },
    alignY: { control: 'inline-radio', options: inlineAlignYs },
    collapseBelow: { control: 'inline-radio', options: collapsePoints },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** On a 360 px phone the items wrap onto more lines, with the same gap between lines. */
export const PhoneWraps: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('গণিত');
    const last = within(canvasElement).getByText('তথ্য ও যোগাযোগ প্রযুক্তি');
    await expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);
  },
};

export const AlignBetween: Story = {
  args: {
    align: 'between',
    alignY: 'center',
    children: [
      <Block key="a">বাঁয়ে</Block>,
      <Block key="b" height="3rem">
        ডানে
      </Block>,
    ],
  },
};

/** `collapseBelow="tablet"`: a column on phones, a row from tablets up. */
export const CollapseBelowTabletOnPhone: Story = {
  args: {
    collapseBelow: 'tablet',
    space: 'md',
    children: [<Block key="a">প্রথম</Block>, <Block key="b">দ্বিতীয়</Block>],
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = within(canvasElement).getByText('প্রথম');
    await expect(getComputedStyle(first.parentElement!).flexDirection).toBe('column');
  },
};
