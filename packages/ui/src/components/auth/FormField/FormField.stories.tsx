import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField, SelectField, TextField } from './FormField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'পূর্ণ নাম' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('পূর্ণ নাম');
    await userEvent.type(input, 'তাসনিম রহমান');
    await expect(input).toHaveValue('তাসনিম রহমান');
  },
};

export const WithHint: Story = {
  args: { label: 'মোবাইল নম্বর', hint: '+880 এর পর ১০টি সংখ্যা, যেমন +8801712345678', defaultValue: '+880', type: 'tel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('মোবাইল নম্বর')).toHaveAccessibleDescription(
      '+880 এর পর ১০টি সংখ্যা, যেমন +8801712345678',
    );
  },
};

export const Optional: Story = {
  args: { label: 'স্কুলের নাম', optional: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('স্কুলের নাম (ঐচ্ছিক)')).toBeVisible();
  },
};

/** The error is read first, then the hint. */
export const WithError: Story = {
  args: {
    label: 'মোবাইল নম্বর',
    hint: '+880 এর পর ১০টি সংখ্যা, যেমন +8801712345678',
    error: 'সঠিক মোবাইল নম্বর দাও',
    defaultValue: '+88017',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('মোবাইল নম্বর');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('সঠিক মোবাইল নম্বর দাও +880 এর পর ১০টি সংখ্যা, যেমন +8801712345678');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'তাসনিম রহমান' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('পূর্ণ নাম')).toBeDisabled();
  },
};

/** A value that cannot be changed, with the reason as its hint. */
export const ReadOnly: Story = {
  args: { label: 'শ্রেণি', readOnly: true, defaultValue: 'অষ্টম শ্রেণি', hint: 'শ্রেণি পরিবর্তন করা যাবে না' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('শ্রেণি');
    await expect(input).toHaveAttribute('readonly');
    await expect(input).toHaveAccessibleDescription('শ্রেণি পরিবর্তন করা যাবে না');
  },
};

export const LongBengaliText: Story = {
  args: {
    label: 'তোমার স্কুল, মাদ্রাসা অথবা কলেজের পূর্ণ নাম এবং যে জেলায় প্রতিষ্ঠানটি অবস্থিত',
    hint: 'যেমন: শহীদ বুদ্ধিজীবী স্মৃতি সরকারি বালক ও বালিকা উচ্চ বিদ্যালয় এবং কলেজ, চট্টগ্রাম',
    error: 'অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো',
    defaultValue: 'শহীদ বুদ্ধিজীবী স্মৃতি সরকারি বালক ও বালিকা উচ্চ বিদ্যালয় এবং কলেজ, চট্টগ্রাম',
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

export const Password: Story = {
  render: () => <PasswordField label="পাসওয়ার্ড" hint="কমপক্ষে ৮ অক্ষর" defaultValue="porashona" />,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('পাসওয়ার্ড');
    const toggle = canvas.getByRole('button', { name: 'পাসওয়ার্ড দেখাও' });
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const PasswordDisabled: Story = {
  render: () => <PasswordField label="পাসওয়ার্ড" defaultValue="porashona" disabled />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'পাসওয়ার্ড দেখাও' })).toBeDisabled();
  },
};

export const Select: Story = {
  render: () => (
    <SelectField label="শ্রেণি" defaultValue="">
      <option value="" disabled>
        শ্রেণি বেছে নাও
      </option>
      <option value="8">অষ্টম শ্রেণি</option>
      <option value="9">নবম শ্রেণি</option>
    </SelectField>
  ),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText('শ্রেণি');
    await userEvent.selectOptions(select, 'নবম শ্রেণি');
    await expect(select).toHaveValue('9');
  },
};

export const SelectWithError: Story = {
  render: () => (
    <SelectField label="শ্রেণি" defaultValue="" error="অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো">
      <option value="" disabled>
        শ্রেণি বেছে নাও
      </option>
      <option value="8">অষ্টম শ্রেণি</option>
    </SelectField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('শ্রেণি')).toHaveAttribute('aria-invalid', 'true');
  },
};
