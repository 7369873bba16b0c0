import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { filledAdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory } from './AdminPageStory';
import { storyTimeout } from '../mocks/storyTimeout';
import { crudPageStories } from './crudPageStories';
import { expectToastThenClear } from './storyToasts';

const crud = crudPageStories({
  url: '/admin/quizzes',
  plural: 'quizzes',
  empty: () => ({ ...filledAdminRecords(), quizzes: [] }),
});

const meta = { title: 'Admin pages/QuizzesAdminPage', ...crud.meta } satisfies Meta<typeof AdminPageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Edit বীজগণিতীয় রাশি: অনুশীলন' }, storyTimeout);
    const table = canvas.getByRole('table', { name: 'Quizzes' });
    await expect(within(table).getByText('1 question')).toBeVisible();
    await expect(await within(table).findByText('বীজগণিতীয় রাশি · গণিত (Class 8)')).toBeVisible();
  },
};

export const Loading: Story = crud.Loading;

export const Error: Story = crud.Error;

export const Empty: Story = crud.Empty;

/** A quiz with one question: the defaults (10 minutes, 70%), options, the correct one marked. */
export const CreateFlow: Story = {
  args: { url: '/admin/quizzes?chapterId=11' },
  ...crud.emptyRecords,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Dialogs open in a portal, outside the story's root.
    const body = within(canvasElement.ownerDocument.body);
    await canvas.findByRole('heading', { name: 'No quizzes found' }, storyTimeout);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Quiz' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add Quiz' }));
    await expect(dialog.getByLabelText('Chapter')).toHaveValue('11');
    await expect(dialog.getByLabelText('Time limit (minutes)')).toHaveValue(10);
    await expect(dialog.getByLabelText('Passing score (%)')).toHaveValue(70);
    await userEvent.type(dialog.getByLabelText('Title'), 'বর্গের সূত্র যাচাই');
    await userEvent.click(dialog.getByRole('button', { name: 'Add question' }));
    await userEvent.type(dialog.getByLabelText('Question 1 text'), '৩ এর বর্গ কত?');
    await userEvent.type(dialog.getByLabelText('Question 1, option 1'), '৬');
    await userEvent.type(dialog.getByLabelText('Question 1, option 2'), '৯');
    await userEvent.click(dialog.getByLabelText('Question 1: option 2 is correct'));
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expectToastThenClear('Quiz created successfully');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(await canvas.findByRole('button', { name: 'Edit বর্গের সূত্র যাচাই' })).toBeVisible();
  },
};
