import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../mocks/PageStory';
import { LandingRoute } from './LandingPage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/LandingPage',
  component: PageStory,
  args: { Component: LandingRoute, path: '/', page: 'landing', shell: false, user: null },
  parameters: { layout: 'fullscreen', docs: pageDocs },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every call to action leads to /login; the page makes no API call. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    for (const link of canvas.getAllByRole('link', { name: /লগইন/ }))
      await expect(link).toHaveAttribute('href', '/login');
    // "Start free" and "register" open the registration tab.
    for (const link of canvas.getAllByRole('link', { name: /শুরু|নিবন্ধন/ })) {
      await expect(link).toHaveAttribute('href', '/login?tab=register');
    }
    await expect(document.title).toBe('বিনামূল্যের বাংলা এআই শিক্ষক | পাঠশালা এআই');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
