import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LineIcon } from './LineIcon';

// A house, as the shell's home icon draws it.
const house = (
  <>
    <path d="M3.5 10.5 12 3.5l8.5 7" />
    <path d="M5.5 9v11h13V9" />
    <path d="M10 20v-6h4v6" />
  </>
);

const meta = {
  title: 'Primitives/LineIcon',
  component: LineIcon,
  args: { children: house },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof LineIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

function getIcon(canvasElement: HTMLElement) {
  const icon = canvasElement.querySelector('svg');
  if (!icon) throw new Error('no icon rendered');
  return icon;
}

/** Decorative and out of the tab order: the text beside it says the same. */
export const BesideText: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 20, margin: 0 }}>
      <LineIcon {...args} />
      হোম
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icon = getIcon(canvasElement);
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(icon).toHaveAttribute('stroke-width', '1.8');
  },
};

/** Sized by the font size and drawn in the text colour. */
export const FollowsFontSizeAndColour: Story = {
  render: (args) => (
    <span style={{ fontSize: 48, color: 'rgb(13, 110, 77)' }}>
      <LineIcon {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const icon = getIcon(canvasElement);
    const box = icon.getBoundingClientRect();
    await expect(box.width).toBe(48);
    await expect(box.height).toBe(48);
    await expect(getComputedStyle(icon).stroke).toBe('rgb(13, 110, 77)');
  },
};

/** A heavier stroke, as the shell's navigation icons use. */
export const ThickStroke: Story = {
  args: { strokeWidth: 2.5 },
  render: (args) => (
    <span style={{ fontSize: 48 }}>
      <LineIcon {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    await expect(getIcon(canvasElement)).toHaveAttribute('stroke-width', '2.5');
  },
};
