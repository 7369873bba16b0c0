import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminErrorHandlers, adminLoadingHandlers, emptyAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory, adminApiStory } from './AdminPageStory';
import { pageDocs } from '../mocks/pageDocs';

const api = adminApiStory();
const empty = adminApiStory(emptyAdminRecords);

const meta = {
  title: 'Admin pages/AdminDashboardPage',
  component: AdminPageStory,
  args: { url: '/admin/dashboard' },
  parameters: { layout: 'fullscreen', docs: pageDocs, ...api.parameters },
  beforeEach: api.beforeEach,
} satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Real counts from the API and the latest admin changes. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admin dashboard' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('128')).toBeVisible();
    await expect(canvas.getByText('Created quiz "বীজগণিতীয় রাশি: অনুশীলন"')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminLoadingHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Admin dashboard' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminErrorHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Failed to fetch dashboard', {}, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

/** A new installation: no records, no activity yet. */
export const Empty: Story = {
  parameters: empty.parameters,
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No recent activity yet', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** Logout forgets the token and shows the login page. */
export const Logout: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    (await canvas.findByRole('button', { name: 'Logout' }, { timeout: 10_000 })).click();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('128', {}, { timeout: 10_000 })).toBeVisible();
  },
};
