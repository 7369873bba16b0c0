import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../Button/Button';
import { SubjectForm } from '../SubjectForm/SubjectForm';
import { TopicForm } from '../TopicForm/TopicForm';
import { chapterOptions, desktop, phone, sampleSubjects, sampleTopic } from '../storyFixtures';
import type { AdminSubject, AdminSubjectInput } from '../types';
import { CrudDialog } from './CrudDialog';
import type { CrudDialogMode } from './CrudDialog';

const screen = within(document.body);
const onSave = fn();
const onCancel = fn();

/** What a list page does: a button opens the dialog, Save hands the input over, Cancel closes. */
function SubjectDialogDemo({
  mode,
  initial,
  saving = false,
  defaultOpen = false,
  serverErrors,
}: {
  mode: CrudDialogMode;
  initial?: AdminSubject;
  saving?: boolean;
  defaultOpen?: boolean;
  serverErrors?: Record<string, string>;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const formId = useId();
  return (
    <>
      <Button onClick={() => setOpen(true)}>{mode === 'add' ? 'Add Subject' : 'Edit গণিত'}</Button>
      <CrudDialog
        open={open}
        onClose={() => {
          onCancel();
          setOpen(false);
        }}
        entity="subject"
        mode={mode}
        formId={formId}
        saving={saving}
      >
        <SubjectForm
          id={formId}
          initial={initial}
          disabled={saving}
          serverErrors={serverErrors}
          onSubmit={(input: AdminSubjectInput) => {
            onSave(input);
            setOpen(false);
          }}
        />
      </CrudDialog>
    </>
  );
}

const meta = {
  title: 'Admin/CrudDialog',
  component: SubjectDialogDemo,
  parameters: { layout: 'padded' },
  args: { mode: 'add' },
  beforeEach: () => {
    onSave.mockClear();
    onCancel.mockClear();
  },
} satisfies Meta<typeof SubjectDialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AddOpen: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Subject' });
    await expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    await expect(within(dialog).getByLabelText('Active')).toBeChecked();
  },
};

/** Save with nothing filled in: the required messages show and nothing is saved. */
export const ValidationMessages: Story = {
  args: { defaultOpen: true },
  tags: ['interaction'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Subject' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('Name');
    await expect(name).toHaveAccessibleDescription('Subject name is required');
    await expect(name).toHaveFocus();
    await expect(within(dialog).getByLabelText('Grade level')).toHaveAccessibleDescription('Grade level is required');
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const OpenAndCancel: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Subject' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Physics');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onCancel).toHaveBeenCalledOnce();
    await expect(onSave).not.toHaveBeenCalled();
  },
};

export const OpenAndSave: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add Subject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Subject' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'পদার্থবিজ্ঞান');
    await userEvent.type(within(dialog).getByLabelText('Grade level'), '9');
    await userEvent.selectOptions(within(dialog).getByLabelText('Icon'), 'Science');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(onSave).toHaveBeenCalledWith({
      name: 'পদার্থবিজ্ঞান',
      description: null,
      gradeLevel: '9',
      iconType: 'science',
      isActive: true,
      imageUrl: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Escape closes it too. */
export const EscapeCloses: Story = {
  args: { defaultOpen: true },
  tags: ['interaction'],
  play: async () => {
    await screen.findByRole('dialog', { name: 'Add Subject' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(onCancel).toHaveBeenCalledOnce();
  },
};

export const EditWithServerErrors: Story = {
  args: {
    mode: 'edit',
    initial: sampleSubjects[0],
    defaultOpen: true,
    serverErrors: { name: 'A subject with this name already exists for grade 8' },
  },
  tags: ['interaction'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Subject' });
    const name = within(dialog).getByLabelText('Name');
    await expect(name).toHaveValue('গণিত');
    await expect(name).toHaveAccessibleDescription('A subject with this name already exists for grade 8');
    // The server's message goes once the field is edited.
    await userEvent.type(name, ' ১');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** While saving, Save shows 'Saving...', the fields are disabled and Escape does not close. */
export const Saving: Story = {
  args: { mode: 'edit', initial: sampleSubjects[0], defaultOpen: true, saving: true },
  tags: ['interaction'],
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Subject' });
    await expect(within(dialog).getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Name')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: 'Edit Subject' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: phone,
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Add Subject' });
    await expect(within(dialog).getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The wide dialog of a topic: Markdown and its preview side by side on a desktop. */
export const WideTopic: Story = {
  globals: desktop,
  render: () => (
    <CrudDialog open onClose={onCancel} entity="topic" mode="edit" formId="topic-form" size="lg">
      <TopicForm id="topic-form" initial={sampleTopic} chapters={chapterOptions} existingCount={2} onSubmit={onSave} />
    </CrudDialog>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Edit Topic' });
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
  },
};
