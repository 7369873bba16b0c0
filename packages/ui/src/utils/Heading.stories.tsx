import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels } from './Heading';

const meta = {
  title: 'Primitives/Heading',
  component: Heading,
  args: { level: 2, children: 'বীজগাণিতিক রাশির গুণ ও ভাগ' },
  argTypes: { level: { control: 'inline-radio', options: headingLevels } },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unstyled: the level only sets the outline; a component styles it through `className`. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toHaveTextContent(
      'বীজগাণিতিক রাশির গুণ ও ভাগ',
    );
  },
};

export const AllLevels: Story = {
  render: (args) => (
    <div>
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>
          h{level}: {args.children}
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const level of headingLevels) {
      await expect(canvas.getByRole('heading', { level })).toHaveTextContent(`h${level}:`);
    }
  },
};
