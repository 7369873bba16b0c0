import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormHarness, phone, sampleSubjects } from '../storyFixtures';
import { SubjectForm } from './SubjectForm';
import type { SubjectFormProps } from './SubjectForm';

function Harness(props: Omit<SubjectFormProps, 'id'>) {
  return <FormHarness>{(id) => <SubjectForm {...props} id={id} />}</FormHarness>;
}

const meta = {
  title: 'Admin/SubjectForm',
  component: Harness,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Subject name is required');
    await expect(canvas.getByLabelText('Grade level')).toHaveAccessibleDescription('Grade level is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec §5: the grade level goes as typed text; a bad image URL is refused as the server would. */
export const GradeLevelAsText: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'English');
    await userEvent.type(canvas.getByLabelText('Grade level'), '7');
    await userEvent.type(canvas.getByLabelText('Image URL'), 'ftp://x');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const url = canvas.getByLabelText('Image URL');
    await expect(url).toHaveFocus();
    await expect(url).toHaveAccessibleDescription(
      'Image URL must be an https:// URL or a /path An https:// address or a /path on this site.',
    );
    await userEvent.clear(url);
    await userEvent.click(canvas.getByLabelText('Active'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'English',
      description: null,
      gradeLevel: '7',
      iconType: 'default',
      isActive: false,
      imageUrl: null,
    });
  },
};

export const Edit: Story = {
  args: { initial: sampleSubjects[2] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('Algebra');
    await expect(canvas.getByLabelText('Icon')).toHaveValue('math');
    await expect(canvas.getByLabelText('Active')).not.toBeChecked();
  },
};

export const ServerErrors: Story = {
  args: {
    initial: sampleSubjects[0],
    serverErrors: { gradeLevel: 'Grade level must be at most 12', imageUrl: 'Image URL is too long' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Grade level')).toHaveAccessibleDescription('Grade level must be at most 12');
    await expect(canvas.getByLabelText('Image URL')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { initial: sampleSubjects[0], disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Name')).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: phone,
  args: { initial: sampleSubjects[1] },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
