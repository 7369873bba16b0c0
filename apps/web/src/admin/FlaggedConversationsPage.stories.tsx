import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { adminErrorHandlers, adminLoadingHandlers, emptyAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory, adminApiStory } from './AdminPageStory';
import { expectToastThenClear } from './storyToasts';
import { pageDocs } from '../mocks/pageDocs';

const api = adminApiStory();
const empty = adminApiStory(emptyAdminRecords);

const meta = {
  title: 'Admin pages/FlaggedConversationsPage',
  component: AdminPageStory,
  args: { url: '/admin/flags' },
  parameters: { layout: 'fullscreen', docs: pageDocs, ...api.parameters },
  beforeEach: api.beforeEach,
} satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue from the API, high severity on top; the admin opens one, marks it seen, then resolves it. */
export const Filled: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Flagged conversations' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Flagged conversations' })).toHaveAttribute('aria-current', 'page');
    const list = within(await canvas.findByRole('region', { name: 'Flags' }));
    const [first] = await list.findAllByRole('button', {}, { timeout: 10_000 });
    await expect(first).toHaveTextContent('HighSelf-harmNew');
    await userEvent.click(first as HTMLElement);
    const detail = within(canvas.getByRole('region', { name: 'Flag detail' }));
    await expect(
      await detail.findByText('আমার মরে যেতে ইচ্ছা করে', { selector: 'span' }, { timeout: 10_000 }),
    ).toBeVisible();
    await userEvent.click(detail.getByRole('button', { name: 'Mark as seen' }));
    await expect(await list.findByText('Seen', {}, { timeout: 10_000 })).toBeVisible();
    await userEvent.type(detail.getByLabelText('Note'), 'Called the parents');
    await userEvent.click(detail.getByRole('button', { name: 'Resolve' }));
    await expect(await list.findByText('Resolved', {}, { timeout: 10_000 })).toBeVisible();
    await expectToastThenClear('Flag resolved');
    // Resolving scrolled the page; the reference image shows it from the top, header in place.
    window.scrollTo(0, 0);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminLoadingHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading flagged conversations…', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminErrorHandlers } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Failed to fetch flagged conversations', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};

export const Empty: Story = {
  parameters: empty.parameters,
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No flagged conversations', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('আমার মরে যেতে ইচ্ছা করে', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};
