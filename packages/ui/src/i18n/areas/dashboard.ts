import type { Messages } from './types';

/** The dashboard. */
export const dashboardMessages = {
  /** Before the student's name: 'স্বাগতম, রাফি!' */
  dashboardGreeting: 'স্বাগতম',
  dashboardWelcomeLead: 'আজ কী শিখবে? যেখানে থেমেছিলে সেখান থেকে শুরু করো, অথবা নতুন কোনো অধ্যায় বেছে নাও।',
  lastActivityTitle: 'সর্বশেষ পড়া',
  lastActivityLoading: 'সর্বশেষ পড়া লোড হচ্ছে...',
  lastActivityEmptyTitle: 'এখনো কোনো পড়া শুরু হয়নি',
  lastActivityEmptyText: 'একটি বিষয় বেছে নিয়ে প্রথম অধ্যায়টি পড়া শুরু করো। এরপর এখানেই দেখবে কোথায় থেমেছিলে।',
  lastActivityBrowse: 'বিষয়সমূহ দেখো',
  /** Before the topic name: 'টপিক: ভগ্নাংশের যোগ'. */
  lastActivityTopic: 'টপিক',
  /** Before the relative time: 'শেষ পড়েছ: ২ ঘণ্টা আগে'. */
  lastActivityStudied: 'শেষ পড়েছ',
  /** After a percent: '৪০% সম্পন্ন', '৬০% বাকি'. */
  percentDone: 'সম্পন্ন',
  percentLeft: 'বাকি',
  continueStudying: 'পড়া চালিয়ে যাও',
  comingSoonOverallTitle: 'সামগ্রিক অগ্রগতি',
  comingSoonOverallText: 'সব বিষয়ে তোমার অগ্রগতি এক জায়গায় দেখতে পাবে।',
  comingSoonQuizTitle: 'কুইজের পরিসংখ্যান',
  comingSoonQuizText: 'কোন কুইজে কত পেলে আর কোথায় আরও অনুশীলন দরকার, তা জানতে পারবে।',
  comingSoonChaptersTitle: 'সম্পন্ন অধ্যায়',
  comingSoonChaptersText: 'কয়টি অধ্যায় শেষ করেছ, তার হিসাব থাকবে এখানে।',
  comingSoonAchievementsTitle: 'অর্জন ও ব্যাজ',
  comingSoonAchievementsText: 'নিয়মিত পড়ে ব্যাজ আর সার্টিফিকেট জিতে নাও।',
  subjectGridTitle: 'আমার বিষয়সমূহ',
  /** Spec §2, dashboard subject grid failure. */
  subjectGridError: 'বিষয়ের তালিকা লোড করতে সমস্যা হয়েছে',
} as const satisfies Record<string, string>;

export type DashboardMessages = Messages<typeof dashboardMessages>;
