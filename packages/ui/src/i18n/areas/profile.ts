import type { Messages } from './types';

/** The profile page and its forms. */
export const profileMessages = {
  /** Accessible name of the profile tab list. */
  profileTabsLabel: 'প্রোফাইলের বিভাগ',
  profileTabPersonal: 'ব্যক্তিগত তথ্য',
  profileTabSecurity: 'পাসওয়ার্ড ও নিরাপত্তা',
  profileTabPreferences: 'শেখার পছন্দ',
  profileTabNotifications: 'নোটিফিকেশন',
  profileName: 'নাম',
  profileEmail: 'ইমেইল',
  profilePhone: 'মোবাইল নম্বর',
  profileSchool: 'স্কুল',
  profileClass: 'শ্রেণি',
  /** A profile value the student has not given. */
  profileNotProvided: 'দেওয়া হয়নি',
  profileAddSchool: 'স্কুলের তথ্য যোগ করো',
  profilePhonePlaceholder: 'মোবাইল নম্বর লেখো',
  profileClassLocked: 'শ্রেণি পরিবর্তন করা যাবে না',
  profileEmailLocked: 'ইমেইল পরিবর্তন করা যাবে না',
  profileEdit: 'সম্পাদনা',
  profileCancel: 'বাতিল',
  profileSave: 'সংরক্ষণ',
  profileSaving: 'সংরক্ষণ হচ্ছে...',
  profileLogout: 'লগআউট',
  /** Spec §2, profile load failure. */
  profileLoadError: 'প্রোফাইল লোড করতে সমস্যা হয়েছে',
  profileCurrentPassword: 'বর্তমান পাসওয়ার্ড',
  profileNewPassword: 'নতুন পাসওয়ার্ড',
  profileNewPasswordHint: 'কমপক্ষে ৬ অক্ষর',
  profileConfirmPassword: 'নতুন পাসওয়ার্ড আবার লেখো',
  profileChangePassword: 'পাসওয়ার্ড পরিবর্তন করো',
  profileChangingPassword: 'পরিবর্তন হচ্ছে...',
  profilePreferencesSoon:
    'প্রতিদিন কতক্ষণ পড়বে, প্রশ্ন কতটা কঠিন হবে আর কীভাবে শিখতে ভালো লাগে — এসব নিজের মতো ঠিক করার সুবিধা শীঘ্রই আসছে।',
  profileNotificationsSoon: 'পড়ার কথা মনে করিয়ে দেওয়া আর নতুন পাঠের খবর জানানোর সুবিধা শীঘ্রই আসছে।',
} as const satisfies Record<string, string>;

export type ProfileMessages = Messages<typeof profileMessages>;
