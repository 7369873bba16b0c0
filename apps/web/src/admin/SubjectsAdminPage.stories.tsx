import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory } from './AdminPageStory';
import { storyTimeout } from '../mocks/storyTimeout';
import { crudPageStories } from './crudPageStories';
import { expectToastThenClear } from './storyToasts';

const crud = crudPageStories({ url: '/admin/subjects', plural: 'subjects', empty: emptyAdminRecords });

const meta = { title: 'Admin pages/SubjectsAdminPage', ...crud.meta } satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Edit গণিত' }, storyTimeout)).toBeVisible();
    await expect(within(canvas.getByRole('table', { name: 'Subjects' })).getAllByRole('row')).toHaveLength(4);
  },
};

export const Loading: Story = crud.Loading;

export const Error: Story = crud.Error;

export const Empty: Story = crud.Empty;

/** Add Subject → the form → Save: the toast, and the list read again with the new row. */
export const CreateFlow: Story = {
  ...crud.emptyRecords,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Subject' }, storyTimeout));
    const dialog = within(await body.findByRole('dialog', { name: 'Add Subject' }));
    // Required fields first: the form says what is missing and sends nothing.
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(await dialog.findByText('Subject name is required')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Name'), 'ইংরেজি');
    await userEvent.type(dialog.getByLabelText('Grade level'), '8');
    await userEvent.selectOptions(dialog.getByLabelText('Icon'), 'english');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToastThenClear('Subject created successfully');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Edit ইংরেজি' })).toBeVisible();
  },
};

/** Edit keeps the record's values; the server's answer replaces the row. */
export const EditFlow: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit বাংলা' }, storyTimeout));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit Subject' }));
    await expect(dialog.getByLabelText('Grade level')).toHaveValue('9');
    await userEvent.clear(dialog.getByLabelText('Name'));
    await userEvent.type(dialog.getByLabelText('Name'), 'বাংলা ১ম পত্র');
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToastThenClear('Subject updated successfully');
    await expect(await canvas.findByRole('button', { name: 'Edit বাংলা ১ম পত্র' })).toBeVisible();
  },
};

/** Deleting a subject names its chapters in the confirmation, then removes it with them. */
export const DeleteWithChapters: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete গণিত' }, storyTimeout));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete Subject' }));
    await expect(dialog.getByText('This will also remove 2 chapters.')).toBeVisible();
    await expect(dialog.getByText('This action cannot be undone...')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expectToastThenClear('Subject deleted successfully');
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Delete গণিত' })).toBeNull());
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'Edit গণিত' }, storyTimeout);
  },
};
