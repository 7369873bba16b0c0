import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, within } from 'storybook/test';
import * as iconModule from '.';
import { HomeIcon, type IconProps } from '.';

// Every icon the barrel exports, in alphabetical order, so a new icon appears here by itself.
const icons = Object.entries(iconModule)
  .filter(([name]) => name.endsWith('Icon') && name !== 'Icon')
  .sort(([a], [b]) => a.localeCompare(b)) as [string, ComponentType<IconProps>][];

const meta = {
  title: 'Primitives/Icons',
  component: HomeIcon,
  args: { size: 32 },
  argTypes: { size: { control: 'text' }, strokeWidth: { control: { type: 'range', min: 1, max: 3, step: 0.1 } } },
} satisfies Meta<typeof HomeIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole set at 32 px, each with the name a component imports it by. */
export const AllIcons: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
        gap: '1rem 0.5rem',
        listStyle: 'none',
        margin: 0,
        padding: 0,
      }}
    >
      {icons.map(([name, IconComponent]) => (
        <li
          key={name}
          data-testid={name}
          style={{ display: 'grid', justifyItems: 'center', gap: '0.375rem', fontSize: '0.75rem' }}
        >
          <IconComponent {...args} />
          {name.replace(/Icon$/, '')}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(icons.length);
    // Decorative and out of the tab order: the label beside an icon says the same.
    await expect(canvas.queryByRole('img')).toBeNull();
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg).toHaveAttribute('focusable', 'false');
    }
  },
};

/** Without a size an icon follows the font size of its text, and it draws in the text colour. */
export const FollowsFontSizeAndColour: Story = {
  args: { size: undefined },
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 48, color: 'rgb(13, 110, 77)', margin: 0 }}>
      <HomeIcon {...args} />
      হোম
    </p>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    if (!icon) throw new Error('no icon rendered');
    const box = icon.getBoundingClientRect();
    await expect(box.width).toBe(48);
    await expect(box.height).toBe(48);
    await expect(getComputedStyle(icon).stroke).toBe('rgb(13, 110, 77)');
    await expect(icon).toHaveAttribute('stroke-width', '2');
  },
};

/** A size and a stroke width given as props, as the tutor's 16 px buttons and the quiz's bold marks use. */
export const SizeAndStroke: Story = {
  args: { size: 16, strokeWidth: 2.5 },
  render: (args) => (
    <span style={{ fontSize: 48 }}>
      <HomeIcon {...args} />
    </span>
  ),
  play: async ({ canvasElement }) => {
    const icon = canvasElement.querySelector('svg');
    if (!icon) throw new Error('no icon rendered');
    await expect(icon.getBoundingClientRect().width).toBe(16);
    await expect(icon).toHaveAttribute('stroke-width', '2.5');
  },
};
