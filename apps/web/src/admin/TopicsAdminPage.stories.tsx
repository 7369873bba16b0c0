import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { filledAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory } from './AdminPageStory';
import { storyTimeout } from '../mocks/storyTimeout';
import { crudPageStories } from './crudPageStories';
import { expectToastThenClear } from './storyToasts';

const crud = crudPageStories({
  url: '/admin/topics',
  plural: 'topics',
  empty: () => ({ ...filledAdminRecords(), topics: [] }),
});

const meta = { title: 'Admin pages/TopicsAdminPage', ...crud.meta } satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit বর্গের সূত্র' }, storyTimeout);
    const table = canvas.getByRole('table', { name: 'Topics' });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(await within(table).findAllByText('বীজগণিতীয় রাশি · গণিত (Class 8)')).toHaveLength(2);
  },
};

export const Loading: Story = crud.Loading;

export const Error: Story = crud.Error;

export const Empty: Story = crud.Empty;

/** A topic with maths: the preview renders it as students will see it, then Save adds the row. */
export const CreateWithMaths: Story = {
  args: { url: '/admin/topics?chapterId=12' },
  ...crud.emptyRecords,
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'No topics found' }, storyTimeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Topic' }));
    const dialogElement = await body.findByRole('dialog', { name: 'Add Topic' });
    const dialog = within(dialogElement);
    await expect(dialog.getByLabelText('Chapter')).toHaveValue('12');
    await expect(dialog.getByLabelText('Order')).toHaveValue(1);
    await userEvent.type(dialog.getByLabelText('Name'), 'ক্ষেত্রফল');
    // userEvent reads `{` and `[` as key names: the content goes in by paste.
    await userEvent.click(dialog.getByLabelText('Content'));
    await userEvent.paste('বর্গের ক্ষেত্রফল $a^2$।');
    await waitFor(() => expect(dialogElement.querySelector('.katex')).not.toBeNull(), storyTimeout);
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToastThenClear('Topic created successfully');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Edit ক্ষেত্রফল' })).toBeVisible();
  },
};
