import type { Messages } from './types';

/** Login and registration. */
export const authMessages = {
  authDescription: 'লগইন করে পড়াশোনা চালিয়ে যাও, অথবা বিনামূল্যে নতুন অ্যাকাউন্ট খোলো।',
  /** Accessible name of the login/registration tab list. */
  authTabsLabel: 'লগইন অথবা নিবন্ধন',
  authLoginTab: 'লগইন',
  authRegisterTab: 'নিবন্ধন',
  authUsername: 'ইউজারনেম',
  authUsernameHint: 'ইংরেজি অক্ষর, সংখ্যা, _ ও . মিলিয়ে ৩ থেকে ৩০ অক্ষর',
  authPassword: 'পাসওয়ার্ড',
  authPasswordHint: 'কমপক্ষে ৮ অক্ষর',
  authFullName: 'পূর্ণ নাম',
  authPhone: 'মোবাইল নম্বর',
  /** decisions.md: 10 digits after +880 (the spec's "11" was a mistake). */
  authPhoneHint: '+880 এর পর ১০টি সংখ্যা, যেমন +8801712345678',
  authClass: 'শ্রেণি',
  authClassPlaceholder: 'শ্রেণি বেছে নাও',
  authSchool: 'স্কুলের নাম',
  /** After the label of a field that may stay empty. */
  optionalField: 'ঐচ্ছিক',
  authLoginSubmit: 'লগইন করো',
  authLoggingIn: 'লগইন হচ্ছে...',
  authRegisterSubmit: 'নিবন্ধন করো',
  authRegistering: 'নিবন্ধন হচ্ছে...',
  /** Show/hide toggle of a password field (a toggle button: the label stays, aria-pressed changes). */
  showPassword: 'পাসওয়ার্ড দেখাও',
} as const satisfies Record<string, string>;

export type AuthMessages = Messages<typeof authMessages>;
