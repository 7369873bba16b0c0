import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminErrorHandlers, adminLoadingHandlers, emptyAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory, adminApiStory } from './AdminPageStory';
import { expectToastThenClear } from './storyToasts';

const api = adminApiStory();
const empty = adminApiStory(emptyAdminRecords);
const timeout = { timeout: 10_000 };

const meta = {
  title: 'Admin pages/ClassesAdminPage',
  component: AdminPageStory,
  args: { url: '/admin/classes' },
  parameters: { layout: 'fullscreen', ...api.parameters },
  beforeEach: api.beforeEach,
} satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit Class 10' }, timeout);
    await expect(within(canvas.getByRole('table', { name: 'Classes' })).getAllByRole('row')).toHaveLength(6);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminLoadingHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading classes...', {}, timeout)).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminErrorHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch classes', {}, timeout)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: empty.parameters,
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No classes found' }, timeout)).toBeVisible();
  },
};

/** A new class starts with the spec's capacity of 30. */
export const CreateFlow: Story = {
  parameters: empty.parameters,
  beforeEach: empty.beforeEach,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Class' }, timeout));
    const dialog = within(await body.findByRole('dialog', { name: 'Add Class' }));
    await expect(dialog.getByLabelText('Capacity')).toHaveValue(30);
    await userEvent.type(dialog.getByLabelText('Name'), 'Class 11');
    await userEvent.type(dialog.getByLabelText('Grade level'), '11');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToastThenClear('Class created successfully');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Edit Class 11' })).toBeVisible();
  },
};
