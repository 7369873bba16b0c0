import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import type { FormEvent } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminText } from '../../i18n/adminMessages';
import { TextField } from '../auth/FormField/FormField';
import * as formStyles from './adminForm.css';
import { EntityForm } from './EntityForm';
import { ActiveField, DescriptionField } from './fields/EntityFields';
import { desktop, FormHarness, longName, phone } from './storyFixtures';

interface HarnessProps {
  disabled?: boolean;
  /** What the form held when submitted, read from the form itself. */
  onSubmit: (values: Record<string, FormDataEntryValue>) => void;
}

/** A small form in the frame, submitted by the Save button outside it, as in the dialog. */
function Harness({ disabled, onSubmit }: HarnessProps) {
  const formRef = useRef<HTMLFormElement>(null);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit(Object.fromEntries(new FormData(event.currentTarget)));
  }
  return (
    <FormHarness>
      {(id) => (
        <EntityForm id={id} disabled={disabled} form={{ onSubmit: submit, formRef }}>
          <TextField className={formStyles.wide} name="name" label={adminText.name} required />
          <TextField name="gradeLevel" label={adminText.gradeLevel} type="number" defaultValue="8" />
          <TextField name="capacity" label={adminText.capacity} type="number" defaultValue="30" />
          <DescriptionField name="description" />
          <ActiveField name="isActive" defaultChecked />
        </EntityForm>
      )}
    </FormHarness>
  );
}

const meta = {
  title: 'Admin/EntityForm',
  component: Harness,
  args: { onSubmit: fn() },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Save button outside the form submits it by id, with what the fields hold. */
export const Default: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(adminText.name), 'Class Six B');
    await userEvent.type(canvas.getByLabelText(adminText.description), 'Day shift');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Class Six B',
      gradeLevel: '8',
      capacity: '30',
      description: 'Day shift',
      isActive: 'on',
    });
  },
};

/** The browser's own checks are off: an empty required field still reaches the form's rules. */
export const BrowserValidationOff: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A form without a name has no role to find it by.
    await expect(canvasElement.querySelector('form')).toHaveAttribute('novalidate');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: '' }));
  },
};

/** While a save runs the fieldset disables every field at once. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of [
      adminText.name,
      adminText.gradeLevel,
      adminText.capacity,
      adminText.description,
      adminText.isActive,
    ]) {
      await expect(canvas.getByLabelText(label)).toBeDisabled();
    }
  },
};

/** From a tablet up the fields sit two to a row; wide ones take the whole row. */
export const TwoColumns: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grade = canvas.getByLabelText(adminText.gradeLevel).getBoundingClientRect();
    const capacity = canvas.getByLabelText(adminText.capacity).getBoundingClientRect();
    const name = canvas.getByLabelText(adminText.name).getBoundingClientRect();
    await expect(capacity.top).toBe(grade.top);
    await expect(capacity.left).toBeGreaterThan(grade.right);
    await expect(name.width).toBeGreaterThan(capacity.right - grade.left - 1);
  },
};

/** On a phone one field to a row, a long name wrapping inside the screen. */
export const Phone360: Story = {
  globals: phone,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText(adminText.description));
    await userEvent.paste(longName);
    const grade = canvas.getByLabelText(adminText.gradeLevel).getBoundingClientRect();
    const capacity = canvas.getByLabelText(adminText.capacity).getBoundingClientRect();
    await expect(capacity.top).toBeGreaterThan(grade.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
