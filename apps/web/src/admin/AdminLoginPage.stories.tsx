import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminEmailFixture } from '../mocks/adminFixtures';
import { adminPasswordFixture } from '../mocks/adminHandlers';
import { AdminPageStory, adminApiStory } from './AdminPageStory';
import { expectToastThenClear } from './storyToasts';
import { pageDocs } from '../mocks/pageDocs';

const api = adminApiStory();

const meta = {
  title: 'Admin pages/AdminLoginPage',
  component: AdminPageStory,
  args: { url: '/admin/login', session: 'signed-out' },
  parameters: { layout: 'fullscreen', docs: pageDocs, ...api.parameters },
  beforeEach: api.beforeEach,
} satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(canvas.getByText('Admin access only')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Admin login | Study Admin'));
  },
};

/** Spec §5: both fields are required. */
export const MissingFields: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await expectToastThenClear('Please enter both email and password');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(/Please enter both email and password/);
  },
};

export const WrongPassword: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), adminEmailFixture);
    await userEvent.type(canvas.getByLabelText('Password'), 'not-the-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToastThenClear('Login failed. Please check your credentials.');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Login failed. Please check your credentials.');
  },
};

/** A correct login stores the token and opens the dashboard with its real numbers. */
export const SignsIn: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Email'), adminEmailFixture);
    await userEvent.type(canvas.getByLabelText('Password'), adminPasswordFixture);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expectToastThenClear('Login successful');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Admin dashboard' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findByText('128')).toBeVisible();
  },
};

/** The server refused the stored token: the login page says why. */
export const SessionExpired: Story = {
  args: { session: 'expired' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Your admin session has expired. Please sign in again.',
    );
  },
};

/** Without a token every admin page leads here. */
export const GuardRedirect: Story = {
  args: { url: '/admin/quizzes' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Sign In' });
  },
};
