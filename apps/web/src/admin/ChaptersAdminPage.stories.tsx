import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { filledAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory } from './AdminPageStory';
import { storyTimeout } from '../mocks/storyTimeout';
import { crudPageStories } from './crudPageStories';
import { expectToastThenClear } from './storyToasts';

const crud = crudPageStories({
  url: '/admin/chapters',
  plural: 'chapters',
  // Subjects to choose from, no chapters yet.
  empty: () => ({ ...filledAdminRecords(), chapters: [], topics: [], quizzes: [] }),
});

const meta = { title: 'Admin pages/ChaptersAdminPage', ...crud.meta } satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit পরিমাপ' }, storyTimeout);
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
    await canvas.findByRole('button', { name: 'Edit জীবের বৃদ্ধি ও বংশগতি' }, storyTimeout);
    await expect(within(canvas.getByRole('table', { name: 'Chapters' })).getAllByRole('row')).toHaveLength(2);
    // The filter's options come from the subjects list, which may answer after the chapters.
    await waitFor(() => expect(canvas.getByLabelText('Filter by subject')).toHaveValue('2'), storyTimeout);
  },
};

export const Loading: Story = crud.Loading;

export const Error: Story = crud.Error;

export const Empty: Story = crud.Empty;

/** With a subject chosen in the filter, a new chapter goes to it, after its chapters (order = count + 1). */
export const CreateFlow: Story = {
  args: { url: '/admin/chapters?subjectId=1' },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('button', { name: 'Edit পরিমাপ' }, storyTimeout);
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
