import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StoryLink, storyNavigate } from '../shell/storyLink';
import { NotFound } from './NotFound';

const meta = {
  title: 'Pages/NotFound',
  component: NotFound,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'হোমে ফিরে যাও' })).toHaveAttribute('href', '/');
  },
};

export const WithRouterLink: Story = {
  args: { homeHref: '/dashboard', LinkComponent: StoryLink },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    storyNavigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'হোমে ফিরে যাও' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/dashboard');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
