import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryLink, storyNavigate } from '../../shell/storyLink';
import { desktop, phone } from '../storyFixtures';
import { AdminShell } from './AdminShell';

const meta = {
  title: 'Admin/AdminShell',
  component: AdminShell,
  parameters: { layout: 'fullscreen' },
  globals: desktop,
  args: {
    title: 'Subjects',
    activeHref: '/admin/subjects',
    adminEmail: 'admin@example.com',
    onLogout: fn(),
    onSidebarOpenChange: fn(),
    LinkComponent: StoryLink,
    children: <p>The subject list goes here.</p>,
  },
  argTypes: { children: { control: false }, LinkComponent: { control: false } },
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof AdminShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Subjects' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Admin menu' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Classes',
      'Subjects',
      'Chapters',
      'Topics',
      'Quizzes',
      'Flagged conversations',
      'Password',
    ]);
    await expect(within(nav).getByRole('link', { name: 'Subjects' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin/dashboard');
    // Schools has no route (spec §2): shown, with a note, but not a link.
    await expect(within(nav).getByText('Schools')).toBeVisible();
    await expect(within(nav).getByText('Not available yet')).toBeVisible();
    await expect(within(nav).queryByRole('link', { name: /Schools/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Toggle sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(nav).getByRole('link', { name: 'Quizzes' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/admin/quizzes');
  },
};

export const SidebarToggled: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    await expect(args.onSidebarOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const Logout: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Logout' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

/** A nested route marks its section current. */
export const Dashboard: Story = {
  args: { title: 'Dashboard', activeHref: '/admin/dashboard/' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Admin menu' });
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Subjects' })).not.toHaveAttribute('aria-current');
  },
};

/** On a phone the sidebar starts closed, opens over the page, and closes after a link. */
export const Phone360: Story = {
  globals: phone,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Admin menu' })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(toggle);
    const nav = canvas.getByRole('navigation', { name: 'Admin menu' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Chapters' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/admin/chapters');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Phone360Open: Story = {
  globals: phone,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toggle sidebar' });
    await userEvent.click(toggle);
    await expect(canvas.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
    // Escape closes the overlay and gives the focus back to the toggle.
    await userEvent.tab();
    await userEvent.tab();
    await expect(
      within(canvas.getByRole('navigation', { name: 'Admin menu' })).getByRole('link', { name: 'Dashboard' }),
    ).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await userEvent.click(toggle);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongTitle: Story = {
  globals: phone,
  args: {
    title: 'Topics of “বাংলাদেশ ও বিশ্বপরিচয়: মুক্তিযুদ্ধের ইতিহাস, সংবিধান ও নাগরিক অধিকার”',
    adminEmail: 'a.very.long.admin.address.for.the.content.team@example.com',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
