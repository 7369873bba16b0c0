import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { achievementsHandlers, studentApi } from '../mocks/handlers';
import { pageDocs } from '../mocks/pageDocs';
import { PageStory } from '../mocks/PageStory';
import { AchievementsPage } from './AchievementsPage';

const meta = {
  title: 'Pages/AchievementsPage',
  component: PageStory,
  args: { Component: AchievementsPage, path: '/achievements', page: 'achievements' },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five badges earned, four locked with how to earn them, and one certificate. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'অর্জন' })).toBeVisible();
    await expect(await canvas.findByText('৯টির মধ্যে ৫টি ব্যাজ পেয়েছ')).toBeVisible();
    await expect(canvas.getByText('প্রথম সনদ')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'প্যাটার্ন (গণিত)' })).toHaveAttribute(
      'href',
      '/certificates/Qm9vay1jZXJ0LWlkLTAwMDAx',
    );
  },
};

/** Nothing earned yet: every badge locked, and how to earn a certificate. */
export const Empty: Story = {
  parameters: { msw: { handlers: { achievements: achievementsHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('৯টির মধ্যে ০টি ব্যাজ পেয়েছ')).toBeVisible();
    await expect(canvas.getByText('একটি অধ্যায়ের সব টপিক শেষ করে তার কুইজে পাস করলে সনদ পাবে।')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { achievements: achievementsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText('লোড হচ্ছে...')).length).toBeGreaterThan(0);
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { achievements: achievementsHandlers.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।')).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('৯টির মধ্যে ৫টি ব্যাজ পেয়েছ')).toBeVisible();
  },
};
