import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminMessages } from '@study/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminText } from '../../../i18n/adminMessages';
import { longName, phone } from '../storyFixtures';
import { CheckboxField, TextAreaField } from './AdminFields';

const meta = {
  title: 'Admin/Fields/AdminFields',
  component: TextAreaField,
  args: { label: adminText.contentSummary, onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three rows by default; what is typed reaches the change handler. */
export const TextArea: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const textarea = within(canvasElement).getByLabelText(adminText.contentSummary);
    await expect(textarea).toHaveAttribute('rows', '3');
    await userEvent.type(textarea, 'সূত্র');
    await expect(textarea).toHaveValue('সূত্র');
    await expect(args.onChange).toHaveBeenCalledTimes('সূত্র'.length);
  },
};

/** The error is read first, then the hint. */
export const TextAreaWithHintAndError: Story = {
  args: {
    label: adminText.content,
    hint: adminText.contentHint,
    error: adminMessages.required(adminText.content),
    defaultValue: '',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByLabelText(adminText.content);
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAccessibleDescription(`Content is required ${adminText.contentHint}`);
  },
};

export const TextAreaDisabled: Story = {
  args: { disabled: true, defaultValue: 'সূত্র ও উৎপাদক' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(adminText.contentSummary)).toBeDisabled();
  },
};

/** Long Bengali text on a phone wraps inside the box. */
export const TextAreaLongTextPhone: Story = {
  globals: phone,
  args: { rows: 5, defaultValue: `${longName} ${longName}` },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(adminText.contentSummary)).toHaveValue(`${longName} ${longName}`);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The label beside the box and the hint under it; a click on the label toggles it. */
export const Checkbox: Story = {
  render: ({ onChange }) => (
    <CheckboxField label={adminText.isActive} hint={adminText.isActiveHint} defaultChecked onChange={onChange} />
  ),
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: adminText.isActive });
    await expect(checkbox).toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription(adminText.isActiveHint);
    await userEvent.click(canvas.getByText(adminText.isActive));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const CheckboxWithErrorDisabled: Story = {
  render: () => (
    <CheckboxField
      label={adminText.isActive}
      hint={adminText.isActiveHint}
      error={adminMessages.required(adminText.isActive)}
      disabled
    />
  ),
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: adminText.isActive });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription(`Active is required ${adminText.isActiveHint}`);
  },
};
