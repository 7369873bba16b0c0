import type { Meta, StoryObj } from '@storybook/react-vite';
import { bnMessages } from '@study/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../Card/Card';
import { longProfile, newStudentProfile, sampleProfile } from '../profileFixtures';
import { PersonalInfoForm } from './PersonalInfoForm';

const meta = {
  title: 'Profile/PersonalInfoForm',
  component: PersonalInfoForm,
  args: { profile: sampleProfile, onSave: fn(), onEditingChange: fn() },
  decorators: [(Story) => <Card elevation="raised">{Story()}</Card>],
} satisfies Meta<typeof PersonalInfoForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const View: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('মতিঝিল সরকারি বালিকা উচ্চ বিদ্যালয়')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'সম্পাদনা' })).toBeVisible();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

export const MissingValues: Story = {
  args: { profile: newStudentProfile },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('দেওয়া হয়নি')).toHaveLength(2);
  },
};

/** Edit, change the name, cancel: the saved values come back and the focus returns. */
export const EditThenCancel: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'সম্পাদনা' }));
    const name = canvas.getByRole('textbox', { name: 'নাম' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(args.onEditingChange).toHaveBeenCalledWith(true);
    await userEvent.clear(name);
    await userEvent.type(name, 'তাসনিম আক্তার');
    await userEvent.click(canvas.getByRole('button', { name: 'বাতিল' }));
    await expect(canvas.getByText('তাসনিম রহমান')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'সম্পাদনা' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'সম্পাদনা' }));
    await expect(canvas.getByRole('textbox', { name: 'নাম' })).toHaveValue('তাসনিম রহমান');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** The edit mode: class and email read-only with their notes, phone with its placeholder. */
export const Editing: Story = {
  args: { defaultEditing: true, profile: newStudentProfile },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const classField = canvas.getByRole('textbox', { name: 'শ্রেণি' });
    await expect(classField).toHaveAttribute('readonly');
    await expect(classField).toHaveAccessibleDescription('শ্রেণি পরিবর্তন করা যাবে না');
    await expect(canvas.getByRole('textbox', { name: 'ইমেইল' })).toHaveAccessibleDescription(
      'ইমেইল পরিবর্তন করা যাবে না',
    );
    const phone = canvas.getByRole('textbox', { name: 'মোবাইল নম্বর' });
    await userEvent.clear(phone);
    await expect(phone).toHaveAttribute('placeholder', 'মোবাইল নম্বর লেখো');
  },
};

/** Saving: the parent's promise resolves, the form returns to the view. */
export const Save: Story = {
  args: { onSave: fn(() => Promise.resolve()) },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'সম্পাদনা' }));
    const school = canvas.getByRole('textbox', { name: 'স্কুল' });
    await userEvent.clear(school);
    await userEvent.type(school, '  আইডিয়াল স্কুল অ্যান্ড কলেজ  ');
    await userEvent.click(canvas.getByRole('button', { name: 'সংরক্ষণ' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      name: 'তাসনিম রহমান',
      phone: '+8801712345678',
      school: 'আইডিয়াল স্কুল অ্যান্ড কলেজ',
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'সম্পাদনা' })).toHaveFocus());
  },
};

/**
 * The server's rules before sending: an emptied name and a mistyped number show their messages at
 * their fields, the first takes the focus, nothing is saved; typing clears a field's message.
 */
export const InvalidSave: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'সম্পাদনা' }));
    const name = canvas.getByRole('textbox', { name: 'নাম' });
    const phone = canvas.getByRole('textbox', { name: 'মোবাইল নম্বর' });
    await userEvent.clear(name);
    await userEvent.clear(phone);
    await userEvent.type(phone, '01712345678');
    await userEvent.click(canvas.getByRole('button', { name: 'সংরক্ষণ' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(bnMessages.requiredFields);
    await expect(phone).toHaveAccessibleDescription(bnMessages.phonePrefix);
    await expect(name).toHaveFocus();
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(name, 'তাসনিম');
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A failed save keeps the editor open with what was typed. */
export const SaveFails: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('network'))) },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'সম্পাদনা' }));
    const name = canvas.getByRole('textbox', { name: 'নাম' });
    await userEvent.type(name, ' খান');
    await userEvent.click(canvas.getByRole('button', { name: 'সংরক্ষণ' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'সংরক্ষণ' })).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByRole('textbox', { name: 'নাম' })).toHaveValue('তাসনিম রহমান খান');
  },
};

export const Saving: Story = {
  args: { defaultEditing: true, saving: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'সংরক্ষণ হচ্ছে...' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'বাতিল' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'নাম' })).toBeDisabled();
  },
};

export const LongBengaliText: Story = { args: { profile: longProfile } };

export const LongBengaliTextEditing: Story = { args: { profile: longProfile, defaultEditing: true } };

export const NarrowScreen: Story = {
  args: { defaultEditing: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
