import type { Messages } from './types';

/** Shared by components of several areas (loading, retry, errors, coming soon, the product name). */
export const commonMessages = {
  /** Spinner label and default text of a loading button. */
  loading: 'লোড হচ্ছে...',
  /** Retry button of ErrorState. */
  retry: 'আবার চেষ্টা করো',
  /** Default title of ErrorState. */
  errorTitle: 'কিছু একটা সমস্যা হয়েছে',
  /** Default message of ErrorState. */
  errorMessage: 'তথ্য লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।',
  /** Badge on features that are shown but not built yet (progress, achievements, …). */
  comingSoon: 'শীঘ্রই আসছে',
  /** Title of the 404 page. */
  notFound: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি',
  /** Default accessible name of ProgressBar. */
  progress: 'অগ্রগতি',
  /** relativeTimeLabel: less than an hour ago. */
  relativeJustNow: 'এইমাত্র',
  /** relativeTimeLabel: after the number of hours, e.g. '৩ ঘণ্টা আগে'. */
  relativeHoursAgo: 'ঘণ্টা আগে',
  /** relativeTimeLabel: one day ago. */
  relativeYesterday: 'গতকাল',
  /** relativeTimeLabel: after the number of days, e.g. '৪ দিন আগে'. */
  relativeDaysAgo: 'দিন আগে',
  /** Product name, at the top of the sidebar and on the login card. */
  appName: 'পাঠশালা এআই',
  /** After a class ordinal, e.g. 'অষ্টম শ্রেণি'. */
  classWord: 'শ্রেণি',
  /** Accessible name of the toast region. */
  toastRegionLabel: 'বিজ্ঞপ্তি',
  /** Close button of a toast. */
  toastClose: 'বিজ্ঞপ্তি বন্ধ করো',
  /** The friendly line of the 404 page. */
  notFoundDescription:
    'যে পৃষ্ঠাটি খুঁজছ সেটি হয়তো সরিয়ে নেওয়া হয়েছে, বা ঠিকানায় কোনো ভুল আছে। চলো, হোমে ফিরে পড়াশোনা চালিয়ে যাই!',
  notFoundGoHome: 'হোমে ফিরে যাও',
  /** Landing header link to /login. */
  landingLogin: 'লগইন',
  landingStartFree: 'বিনামূল্যে শুরু করো',
} as const satisfies Record<string, string>;

export type CommonMessages = Messages<typeof commonMessages>;
