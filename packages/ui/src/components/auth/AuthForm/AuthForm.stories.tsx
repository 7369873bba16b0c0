import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RegistrationValues } from '../validation';
import { AuthForm } from './AuthForm';

const meta = {
  title: 'Auth/AuthForm',
  component: AuthForm,
  args: {
    onLogin: fn(),
    onRegister: fn(),
    onValidationError: fn(),
    onTabChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 480, marginInline: 'auto' }}>{Story()}</div>],
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const validRegistration: RegistrationValues = {
  name: 'তাসনিম রহমান',
  username: 'tasnim_08',
  password: 'porashona',
  phone: '+8801712345678',
  class: '8',
  school: '',
};

const required = 'অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো';

/** Queries inside the open tab: the other tab's form stays mounted, hidden. */
function openPanel(canvasElement: HTMLElement) {
  return within(within(canvasElement).getByRole('tabpanel'));
}

/**
 * Pressing the submit button at the bottom of the long registration form scrolls the page;
 * the screenshot after the play function should show the form from its top.
 */
function scrollToTop() {
  window.scrollTo(0, 0);
}

/** The text of the messages that describe a field. */
function describedBy(field: HTMLElement) {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

async function expectFieldError(field: HTMLElement, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(describedBy(field)).toContain(message);
}

export const Login: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = openPanel(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'পাঠশালা এআই' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'লগইন' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByLabelText('ইউজারনেম')).toBeVisible();
  },
};

export const ValidLogin: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const panel = openPanel(canvasElement);
    await userEvent.type(panel.getByLabelText('ইউজারনেম'), ' tasnim_08 ');
    await userEvent.type(panel.getByLabelText('পাসওয়ার্ড'), 'porashona');
    await userEvent.click(panel.getByRole('button', { name: 'লগইন করো' }));
    await expect(args.onLogin).toHaveBeenCalledWith({ username: 'tasnim_08', password: 'porashona' });
    await expect(args.onValidationError).not.toHaveBeenCalled();
  },
};

/** Spec §5: both fields are required. The first invalid field gets the focus. */
export const LoginRequired: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const panel = openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'লগইন করো' }));
    const message = 'অনুগ্রহ করে ইউজারনেম এবং পাসওয়ার্ড দাও';
    const username = panel.getByLabelText('ইউজারনেম');
    await expectFieldError(username, message);
    await expectFieldError(panel.getByLabelText('পাসওয়ার্ড'), message);
    await expect(username).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith([message]);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

/** Typing in a field clears that field's error and no other. */
export const ErrorClearsOnEdit: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const panel = openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'লগইন করো' }));
    const username = panel.getByLabelText('ইউজারনেম');
    await userEvent.type(username, 'tasnim');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(panel.getAllByText('অনুগ্রহ করে ইউজারনেম এবং পাসওয়ার্ড দাও')).toHaveLength(1);
    await expect(panel.getByLabelText('পাসওয়ার্ড')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A toggle button: its name stays, aria-pressed and the input's type change. */
export const ShowHidePassword: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const panel = openPanel(canvasElement);
    const password = panel.getByLabelText('পাসওয়ার্ড');
    await userEvent.type(password, 'porashona');
    const toggle = panel.getByRole('button', { name: 'পাসওয়ার্ড দেখাও' });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveValue('porashona');
  },
};

export const Submitting: Story = {
  args: { submitting: true, defaultLoginValues: { username: 'tasnim_08', password: 'porashona' } },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const panel = openPanel(canvasElement);
    const button = panel.getByRole('button', { name: 'লগইন হচ্ছে...' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(panel.getByLabelText('ইউজারনেম')).toBeDisabled();
    await expect(panel.getByLabelText('পাসওয়ার্ড')).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onLogin).not.toHaveBeenCalled();
  },
};

export const ServerError: Story = {
  args: {
    serverError: 'ভুল ইউজারনেম বা পাসওয়ার্ড',
    defaultLoginValues: { username: 'tasnim_08', password: 'porashona' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('ভুল ইউজারনেম বা পাসওয়ার্ড');
  },
};

export const Registration: Story = {
  args: { defaultTab: 'register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = openPanel(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'নিবন্ধন' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByLabelText('মোবাইল নম্বর')).toHaveValue('+880');
    const classSelect = panel.getByLabelText('শ্রেণি');
    for (const name of ['ষষ্ঠ শ্রেণি', 'সপ্তম শ্রেণি', 'অষ্টম শ্রেণি', 'নবম শ্রেণি', 'দশম শ্রেণি']) {
      await expect(within(classSelect).getByRole('option', { name })).toBeInTheDocument();
    }
  },
};

/** Arrow keys move between the tabs; the switch is reported to the app. */
export const KeyboardTabSwitch: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'লগইন' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const register = canvas.getByRole('tab', { name: 'নিবন্ধন' });
    await expect(register).toHaveFocus();
    await expect(register).toHaveAttribute('aria-selected', 'true');
    await expect(args.onTabChange).toHaveBeenCalledWith('register');
    await waitFor(() => expect(openPanel(canvasElement).getByLabelText('পূর্ণ নাম')).toBeVisible());
  },
};

export const ValidRegistration: Story = {
  args: { defaultTab: 'register' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const panel = openPanel(canvasElement);
    await userEvent.type(panel.getByLabelText('পূর্ণ নাম'), 'তাসনিম রহমান');
    await userEvent.type(panel.getByLabelText('ইউজারনেম'), 'tasnim_08');
    await userEvent.type(panel.getByLabelText('পাসওয়ার্ড'), 'porashona');
    // Tabbing in selects the whole field; the caret must still land after '+880'.
    await userEvent.tab();
    await userEvent.tab();
    await expect(panel.getByLabelText('মোবাইল নম্বর')).toHaveFocus();
    await userEvent.keyboard('1712345678');
    await expect(panel.getByLabelText('মোবাইল নম্বর')).toHaveValue('+8801712345678');
    await userEvent.selectOptions(panel.getByLabelText('শ্রেণি'), 'নবম শ্রেণি');
    await userEvent.click(panel.getByRole('button', { name: 'নিবন্ধন করো' }));
    await expect(args.onRegister).toHaveBeenCalledWith({
      name: 'তাসনিম রহমান',
      username: 'tasnim_08',
      password: 'porashona',
      phone: '+8801712345678',
      class: '9',
    });
    scrollToTop();
  },
};

export const RegistrationRequired: Story = {
  args: { defaultTab: 'register' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const panel = openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'নিবন্ধন করো' }));
    for (const label of ['পূর্ণ নাম', 'ইউজারনেম', 'পাসওয়ার্ড', 'মোবাইল নম্বর', 'শ্রেণি']) {
      await expectFieldError(panel.getByLabelText(label), required);
    }
    await expect(panel.getByLabelText(/স্কুলের নাম/)).not.toHaveAttribute('aria-invalid');
    await expect(panel.getByLabelText('পূর্ণ নাম')).toHaveFocus();
    await expect(args.onValidationError).toHaveBeenCalledWith([required]);
    scrollToTop();
  },
};

/** Fills every other field validly, replaces one field's value and submits. */
function registrationErrorStory(label: string, value: string, message: string): Story {
  return {
    args: { defaultTab: 'register', defaultRegistrationValues: validRegistration },
    play: async ({ args, canvasElement }) => {
      const panel = openPanel(canvasElement);
      const field = panel.getByLabelText(label);
      await userEvent.clear(field);
      await userEvent.type(field, value);
      await userEvent.click(panel.getByRole('button', { name: 'নিবন্ধন করো' }));
      await expectFieldError(field, message);
      await expect(field).toHaveFocus();
      await expect(args.onValidationError).toHaveBeenCalledWith([message]);
      await expect(args.onRegister).not.toHaveBeenCalled();
      scrollToTop();
    },
  };
}

export const UsernameFormat = registrationErrorStory(
  'ইউজারনেম',
  'তাসনিম রহমান',
  'ইউজারনেম ৩ থেকে ৩০ অক্ষরের হতে হবে, আর তাতে শুধু ইংরেজি অক্ষর, সংখ্যা, _ ও . থাকতে পারবে',
);
export const PasswordTooShort = registrationErrorStory('পাসওয়ার্ড', 'abc1234', 'পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে');
export const PhoneWithoutPrefix = registrationErrorStory('মোবাইল নম্বর', '01712345678', 'মোবাইল নম্বর +880 দিয়ে শুরু করো');
export const PhoneWrongLength = registrationErrorStory('মোবাইল নম্বর', '+88017123456', 'সঠিক মোবাইল নম্বর দাও');
/** decisions.md: after +880 comes 1 and an operator digit 3–9. */
export const PhoneUnknownOperator = registrationErrorStory('মোবাইল নম্বর', '+8801212345678', 'সঠিক মোবাইল নম্বর দাও');

export const SubmittingRegistration: Story = {
  args: { defaultTab: 'register', submitting: true, defaultRegistrationValues: validRegistration },
  play: async ({ canvasElement }) => {
    const panel = openPanel(canvasElement);
    await expect(panel.getByRole('button', { name: 'নিবন্ধন হচ্ছে...' })).toHaveAttribute('aria-busy', 'true');
    await expect(panel.getByLabelText('শ্রেণি')).toBeDisabled();
  },
};

export const RegistrationServerError: Story = {
  args: {
    defaultTab: 'register',
    defaultRegistrationValues: validRegistration,
    serverError: 'এই ইউজারনেম ইতিমধ্যে ব্যবহৃত হয়েছে',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('এই ইউজারনেম ইতিমধ্যে ব্যবহৃত হয়েছে');
  },
};

/** The server refused the username (taken): the field is marked, its message beside it, focused. */
export const RegistrationFieldRefused: Story = {
  args: {
    defaultTab: 'register',
    defaultRegistrationValues: validRegistration,
    registrationErrors: { username: 'এই ইউজারনেম ইতিমধ্যে ব্যবহৃত হয়েছে' },
  },
  play: async ({ canvasElement }) => {
    const panel = openPanel(canvasElement);
    const username = panel.getByLabelText('ইউজারনেম');
    await expectFieldError(username, 'এই ইউজারনেম ইতিমধ্যে ব্যবহৃত হয়েছে');
    await waitFor(() => expect(username).toHaveFocus());
    await expect(panel.getByLabelText('মোবাইল নম্বর')).not.toHaveAttribute('aria-invalid', 'true');
    scrollToTop();
  },
};

export const LongBengaliSchoolName: Story = {
  args: {
    defaultTab: 'register',
    defaultRegistrationValues: {
      ...validRegistration,
      name: 'মোহাম্মদ আব্দুল্লাহ আল-মামুন চৌধুরী',
      school: 'শহীদ বুদ্ধিজীবী স্মৃতি সরকারি বালক ও বালিকা উচ্চ বিদ্যালয় এবং কলেজ, চট্টগ্রাম',
    },
  },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const panel = openPanel(canvasElement);
    await userEvent.click(panel.getByRole('button', { name: 'নিবন্ধন করো' }));
    await waitFor(() =>
      expect(args.onRegister).toHaveBeenCalledWith(
        expect.objectContaining({
          school: 'শহীদ বুদ্ধিজীবী স্মৃতি সরকারি বালক ও বালিকা উচ্চ বিদ্যালয় এবং কলেজ, চট্টগ্রাম',
        }),
      ),
    );
    scrollToTop();
  },
};

export const Phone360: Story = {
  args: { defaultTab: 'register' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const Phone360Errors: Story = {
  ...RegistrationRequired,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
