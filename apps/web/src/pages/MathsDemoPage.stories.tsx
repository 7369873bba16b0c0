import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { PageStory } from '../mocks/PageStory';
import { MathsDemoPage } from './MathsDemoPage';
import { pageDocs } from '../mocks/pageDocs';
import { storyTimeout } from '../mocks/storyTimeout';

const meta = {
  title: 'Pages/MathsDemoPage',
  component: PageStory,
  args: { Component: MathsDemoPage, path: '/demo/latex', page: 'mathsDemo', shell: false, user: null },
  parameters: { layout: 'fullscreen', docs: pageDocs },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull(), storyTimeout);
    await expect(document.title).toBe('গণিত প্রদর্শনী | পাঠশালা এআই');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull(), storyTimeout);
  },
};
