import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CloseIcon } from '../../icons';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'বন্ধ করো' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Names an icon-only control: nothing shows, yet the button is called 'বন্ধ করো'. */
export const NamesAnIconButton: Story = {
  render: (args) => (
    <button type="button">
      <CloseIcon size="1.25em" />
      <VisuallyHidden {...args} />
    </button>
  ),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'বন্ধ করো' });
    const label = within(button).getByText('বন্ধ করো');
    // In the accessibility tree but one pixel square and clipped, so not visible on screen.
    await expect(label.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(getComputedStyle(label).position).toBe('absolute');
  },
};
