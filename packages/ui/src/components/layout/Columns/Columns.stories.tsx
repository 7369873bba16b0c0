import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { collapsePoints, spaceSteps } from '../sprinkles.css';
import { Block } from '../storyBlocks';
import { Column, Columns } from './Columns';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: {
    space: 'lg',
    children: [
      <Column key="a">
        <Block>সমান ভাগ</Block>
      </Column>,
      <Column key="b">
        <Block>সমান ভাগ</Block>
      </Column>,
      <Column key="c" width="content">
        <Block>যতটুকু দরকার</Block>
      </Column>,
    ],
  },
  argTypes: {
    space: { control: 'select', options: spaceSteps },
    collapseBelow: { control: 'inline-radio', options: collapsePoints },
  },
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText('সমান ভাগ');
    await expect(a!.getBoundingClientRect().width).toBeCloseTo(b!.getBoundingClientRect().width, 0);
  },
};

export const OneThirdTwoThirds: Story = {
  args: {
    children: [
      <Column key="a" width="1/3">
        <Block>এক-তৃতীয়াংশ</Block>
      </Column>,
      <Column key="b">
        <Block>বাকিটা, এখানে লম্বা লেখা থাকলে তা কলামের ভেতরেই পরের লাইনে চলে যায়, পাশের কলামকে ঠেলে দেয় না</Block>
      </Column>,
    ],
  },
};

/** Collapsed below tablet: on a phone the columns stack. */
export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [a, b] = within(canvasElement).getAllByText('সমান ভাগ');
    await expect(b!.getBoundingClientRect().top).toBeGreaterThan(a!.getBoundingClientRect().bottom);
  },
};

export const NotCollapsedOnTablet: Story = {
  args: { collapseBelow: 'tablet' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
};
