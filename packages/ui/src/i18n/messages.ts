/**
 * Every student-facing string of the package, in Bengali. Components take these as prop
 * defaults, so an app can override any of them per use.
 */
export const bn = {
  /** Spinner label and default text of a loading button. */
  loading: 'লোড হচ্ছে...',
  /** Retry button of ErrorState. */
  retry: 'আবার চেষ্টা করুন',
  /** Default title of ErrorState. */
  errorTitle: 'কিছু একটা সমস্যা হয়েছে',
  /** Default message of ErrorState. */
  errorMessage: 'তথ্য লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  /** Badge on features that are shown but not built yet (progress, achievements, …). */
  comingSoon: 'শীঘ্রই আসছে',
  /** Title of the 404 page. */
  notFound: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি',
  /** Default accessible name of ProgressBar. */
  progress: 'অগ্রগতি',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof bn;
