import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../Button/Button';
import { longName, phone } from '../storyFixtures';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import type { ConfirmDeleteDialogProps } from './ConfirmDeleteDialog';

const screen = within(document.body);

const meta = {
  title: 'Admin/ConfirmDeleteDialog',
  component: ConfirmDeleteDialog,
  parameters: { layout: 'padded' },
  args: { open: true, onClose: fn(), onConfirm: fn(), entity: 'subject', itemName: 'Algebra' },
} satisfies Meta<typeof ConfirmDeleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoChildren: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Subject' });
    await expect(dialog).toHaveAccessibleDescription('Delete “Algebra”? This action cannot be undone...');
    // Cancel has the focus: Enter alone never deletes.
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** decisions.md: deleting a parent says what goes with it. */
export const WithChildren: Story = {
  args: { itemName: 'গণিত', childCounts: { chapters: 11, topics: 48, quizzes: 1 } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Subject' });
    await expect(dialog).toHaveTextContent('This will also remove 11 chapters, 48 topics and 1 quiz.');
    await expect(dialog).toHaveTextContent('This action cannot be undone...');
  },
};

export const Cancel: Story = {
  tags: ['interaction'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Subject' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: {
    entity: 'chapter',
    itemName: 'বীজগাণিতিক রাশি',
    childCounts: { chapters: 0, topics: 6, quizzes: 1 },
    deleting: true,
  },
  tags: ['interaction'],
  play: async ({ args }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Chapter' });
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** Opened from a row's delete button and closed again, as on a list page. */
function DeleteFlow(props: Omit<ConfirmDeleteDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete Algebra
      </Button>
      <ConfirmDeleteDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

export const OpenFromRow: Story = {
  render: (args) => <DeleteFlow {...args} />,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete Algebra' });
    await userEvent.click(trigger);
    await screen.findByRole('alertdialog', { name: 'Delete Subject' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const LongNamePhone: Story = {
  globals: phone,
  args: { entity: 'topic', itemName: longName, childCounts: { chapters: 0, topics: 0, quizzes: 0 } },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Topic' });
    await expect(dialog).not.toHaveTextContent('This will also remove');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
