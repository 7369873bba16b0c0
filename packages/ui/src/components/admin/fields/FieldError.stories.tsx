import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminMessages } from '@study/contract';
import { expect, within } from 'storybook/test';
import { adminText } from '../../../i18n/adminMessages';
import { longName, phone } from '../storyFixtures';
import { FieldError } from './FieldError';

// A server's message can quote a record's name, which may be long and Bengali.
const longMessage = `A chapter named “${longName}” already exists in this subject`;

const meta = {
  title: 'Admin/Fields/FieldError',
  component: FieldError,
  args: { id: 'name-error', children: adminMessages.required('Chapter name') },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof FieldError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The message with its icon, which is decoration only. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const message = within(canvasElement).getByText(adminMessages.required('Chapter name'));
    await expect(message).toHaveAttribute('id', 'name-error');
    await expect(message.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Its id ties it to a control, which reads it as its description. */
export const DescribesAControl: Story = {
  render: (args) => (
    <>
      <label htmlFor="name">{adminText.name}</label>
      <input id="name" aria-invalid aria-describedby={args.id} />
      <FieldError {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(adminText.name)).toHaveAccessibleDescription(
      adminMessages.required('Chapter name'),
    );
  },
};

/** A long message wraps on a phone, the icon staying at its first line. */
export const LongMessagePhone: Story = {
  globals: phone,
  args: { children: longMessage },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(longMessage)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
