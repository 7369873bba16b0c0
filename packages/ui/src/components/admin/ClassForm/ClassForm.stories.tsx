import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormHarness, sampleClasses } from '../storyFixtures';
import { ClassForm } from './ClassForm';
import type { ClassFormProps } from './ClassForm';

function Harness(props: Omit<ClassFormProps, 'id'>) {
  return <FormHarness>{(id) => <ClassForm {...props} id={id} />}</FormHarness>;
}

const meta = {
  title: 'Admin/ClassForm',
  component: Harness,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new class holds 30 students unless told otherwise (spec §3). */
export const NewWithDefaults: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Capacity')).toHaveValue(30);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Class name is required');
    await userEvent.type(canvas.getByLabelText('Name'), 'Class Six B');
    await userEvent.type(canvas.getByLabelText('Grade level'), '6');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    // Number inputs are sent as numbers (spec §5).
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Class Six B',
      gradeLevel: 6,
      description: null,
      isActive: true,
      capacity: 30,
    });
  },
};

export const OutOfRange: Story = {
  args: { initial: sampleClasses[0] },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const capacity = canvas.getByLabelText('Capacity');
    await userEvent.clear(capacity);
    await userEvent.type(capacity, '0');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(capacity).toHaveAccessibleDescription('Capacity must be at least 1');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
