import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, within } from 'storybook/test';
import { NotFoundPage } from './NotFoundPage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/NotFoundPage',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', docs: pageDocs },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/no/such/page']}>
        <Story />
      </MemoryRouter>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'হোমে ফিরে যাও' })).toHaveAttribute('href', '/');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
