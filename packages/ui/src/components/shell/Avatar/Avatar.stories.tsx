import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar';

const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#cce8db"/><circle cx="40" cy="31" r="15" fill="#0b6b4b"/><path d="M12 80a28 28 0 0 1 56 0Z" fill="#0b6b4b"/></svg>',
)}`;

const meta = {
  title: 'Shell/Avatar',
  component: Avatar,
  args: { name: 'তাসনিম রহমান', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Photo: Story = {
  args: { src: portrait },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'তাসনিম রহমান' })).toBeVisible();
  },
};

export const Initial: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'তাসনিম রহমান' })).toHaveTextContent('ত');
  },
};

/** A photo that fails to load (slow data, a removed file) falls back to the initial. */
export const BrokenPhoto: Story = {
  args: { src: '/no-such-photo.png' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'তাসনিম রহমান' })).toHaveTextContent('ত'),
    );
  },
};

export const NoName: Story = {
  args: { name: '', decorative: true },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`photo-${size}`} {...args} src={portrait} name="Nafisa Islam" size={size} />
      ))}
    </div>
  ),
};
