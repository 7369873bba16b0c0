import type { Meta, StoryObj } from '@storybook/react-vite';
import { bnMessages } from '@study/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import type { RegistrationValues } from '../validation';
import { RegistrationForm } from './RegistrationForm';

const meta = {
  title: 'Auth/RegistrationForm',
  component: RegistrationForm,
  args: {
    defaultValues: undefined,
    submitting: false,
    serverError: null,
    fieldErrors: undefined,
    onRegister: fn(),
    onValidationError: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, marginInline: 'auto' }}>{Story()}</div>],
} satisfies Meta<typeof RegistrationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const validValues: RegistrationValues = {
  name: 'তাসনিম রহমান',
  username: 'tasnim_08',
  password: 'porashona',
  phone: '+8801712345678',
  class: '8',
  school: '',
};

/** The submit button sits at the bottom of the long form; the screenshot should show the form from its top. */
function scrollToTop() {
  window.scrollTo(0, 0);
}

/**
 * Every field typed in: the payload is trimmed, the phone loses the spaces and dashes people
 * type between digit groups, and the school goes out because it was filled in.
 */
export const Filled: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(bn.authFullName), '  তাসনিম রহমান ');
    await userEvent.type(canvas.getByLabelText(bn.authUsername), 'tasnim_08');
    await userEvent.type(canvas.getByLabelText(bn.authPassword), 'porashona');
    const phone = canvas.getByLabelText(bn.authPhone);
    await expect(phone).toHaveValue('+880');
    await userEvent.type(phone, ' 1712-345678');
    await userEvent.selectOptions(canvas.getByLabelText(bn.authClass), 'নবম শ্রেণি');
    await userEvent.type(canvas.getByLabelText(new RegExp(bn.authSchool)), 'মতিঝিল সরকারি বালক উচ্চ বিদ্যালয় ');
    await userEvent.click(canvas.getByRole('button', { name: bn.authRegisterSubmit }));
    await expect(args.onValidationError).not.toHaveBeenCalled();
    await expect(args.onRegister).toHaveBeenCalledTimes(1);
    await expect(args.onRegister).toHaveBeenCalledWith({
      name: 'তাসনিম রহমান',
      username: 'tasnim_08',
      password: 'porashona',
      phone: '+8801712345678',
      class: '9',
      school: 'মতিঝিল সরকারি বালক উচ্চ বিদ্যালয়',
    });
    scrollToTop();
  },
};

/** Nothing filled in: every required field says so once, the school (optional) does not, and the name takes the focus. */
export const Required: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.authRegisterSubmit }));
    for (const label of [bn.authFullName, bn.authUsername, bn.authPassword, bn.authPhone, bn.authClass]) {
      const field = canvas.getByLabelText(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(bnMessages.requiredFields));
    }
    await expect(canvas.getByLabelText(new RegExp(bn.authSchool))).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByLabelText(bn.authFullName)).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith([bnMessages.requiredFields]);
    await expect(args.onRegister).not.toHaveBeenCalled();
    scrollToTop();
  },
};

/** Two format errors at once: both reported in form order, the first of them focused. */
export const FormatErrors: Story = {
  args: { defaultValues: { ...validValues, password: 'abc1234', phone: '+8801212345678' } },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.authRegisterSubmit }));
    const password = canvas.getByLabelText(bn.authPassword);
    await expect(password).toHaveAccessibleDescription(expect.stringContaining(bnMessages.passwordMin8));
    await expect(canvas.getByLabelText(bn.authPhone)).toHaveAccessibleDescription(
      expect.stringContaining(bnMessages.phoneInvalid),
    );
    await expect(password).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith([bnMessages.passwordMin8, bnMessages.phoneInvalid]);
    await expect(args.onRegister).not.toHaveBeenCalled();
    scrollToTop();
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultValues: validValues },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: bn.authRegistering });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    for (const label of [bn.authFullName, bn.authUsername, bn.authPassword, bn.authPhone, bn.authClass]) {
      await expect(canvas.getByLabelText(label)).toBeDisabled();
    }
    await userEvent.click(button);
    await expect(args.onRegister).not.toHaveBeenCalled();
  },
};

export const Phone360WithServerError: Story = {
  args: {
    defaultValues: {
      ...validValues,
      name: 'মোহাম্মদ আব্দুল্লাহ আল মামুন চৌধুরী',
      school: 'চট্টগ্রাম সরকারি উচ্চ বিদ্যালয় ও কলেজ, পাঁচলাইশ শাখা',
    },
    serverError: 'এই ইউজারনেমটি আগেই নেওয়া হয়েছে। অন্য একটি ইউজারনেম বেছে নাও।',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('এই ইউজারনেমটি আগেই নেওয়া হয়েছে।');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
