import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { emptyAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory } from './AdminPageStory';
import { storyTimeout } from '../mocks/storyTimeout';
import { crudPageStories } from './crudPageStories';
import { expectToastThenClear } from './storyToasts';

const crud = crudPageStories({ url: '/admin/classes', plural: 'classes', empty: emptyAdminRecords });

const meta = { title: 'Admin pages/ClassesAdminPage', ...crud.meta } satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit Class 10' }, storyTimeout);
    await expect(within(canvas.getByRole('table', { name: 'Classes' })).getAllByRole('row')).toHaveLength(6);
  },
};

export const Loading: Story = crud.Loading;

export const Error: Story = crud.Error;

export const Empty: Story = crud.Empty;

/** A new class starts with the spec's capacity of 30. */
export const CreateFlow: Story = {
  ...crud.emptyRecords,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add Class' }, storyTimeout));
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
