import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminErrorHandlers, adminLoadingHandlers, filledAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory, adminApiStory } from './AdminPageStory';
import { expectToastThenClear } from './storyToasts';

const api = adminApiStory();
// Subjects to choose from, no chapters yet.
const noChapters = adminApiStory(() => ({ ...filledAdminRecords(), chapters: [], topics: [], quizzes: [] }));
const timeout = { timeout: 10_000 };

const meta = {
  title: 'Admin pages/ChaptersAdminPage',
  component: AdminPageStory,
  args: { url: '/admin/chapters' },
  parameters: { layout: 'fullscreen', ...api.parameters },
  beforeEach: api.beforeEach,
} satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit পরিমাপ' }, timeout);
    const table = canvas.getByRole('table', { name: 'Chapters' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(await within(table).findAllByText('গণিত (Class 8)')).toHaveLength(2);
  },
};

/** `?subjectId=` keeps one subject's chapters, and the filter shows which. */
export const FilteredBySubject: Story = {
  args: { url: '/admin/chapters?subjectId=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit জীবের বৃদ্ধি ও বংশগতি' }, timeout);
    await expect(within(canvas.getByRole('table', { name: 'Chapters' })).getAllByRole('row')).toHaveLength(2);
    await expect(canvas.getByLabelText('Filter by subject')).toHaveValue('2');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: adminLoadingHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading chapters...', {}, timeout)).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: { msw: { handlers: { admin: adminErrorHandlers } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Failed to fetch chapters', {}, timeout)).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: noChapters.parameters,
  beforeEach: noChapters.beforeEach,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'No chapters found' }, timeout)).toBeVisible();
  },
};

/** With a subject chosen in the filter, a new chapter goes to it, after its chapters (order = count + 1). */
export const CreateFlow: Story = {
  args: { url: '/admin/chapters?subjectId=1' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('button', { name: 'Edit পরিমাপ' }, timeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Chapter' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add Chapter' }));
    await expect(dialog.getByLabelText('Subject')).toHaveValue('1');
    await expect(dialog.getByLabelText('Order')).toHaveValue(3);
    await userEvent.type(dialog.getByLabelText('Name'), 'সমীকরণ');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToastThenClear('Chapter created successfully');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Edit সমীকরণ' })).toBeVisible();
  },
};
