import type { Messages } from './types';

/** Subject list, subject detail, breadcrumbs. */
export const subjectsMessages = {
  subjectsLoading: 'বিষয়সমূহ লোড হচ্ছে...',
  subjectsNoneTitle: 'এখনো কোনো বিষয় যোগ করা হয়নি',
  subjectsNoneText: 'তোমার শ্রেণির বিষয়গুলো খুব শিগগিরই এখানে দেখতে পাবে।',
  subjectsTitle: 'বিষয়সমূহ',
  /** After a class ordinal: 'অষ্টম শ্রেণির সব বিষয়'. */
  subjectsOfClass: 'শ্রেণির সব বিষয়',
  subjectsSearchLabel: 'বিষয় খোঁজো',
  subjectsSearchPlaceholder: 'বিষয়ের নাম লেখো',
  subjectsSearchClear: 'খোঁজ মুছে ফেলো',
  /** After a count: '৬টি বিষয় পাওয়া গেছে'. */
  subjectsFound: 'টি বিষয় পাওয়া গেছে',
  /** Spec §2, subject list failure. */
  subjectsError: 'ত্রুটি: বিষয়সমূহ লোড করতে সমস্যা হয়েছে',
  reload: 'আবার লোড করো',
  subjectsNoMatchTitle: 'কোনো বিষয় পাওয়া যায়নি',
  subjectsNoMatchText: 'এই নামে কোনো বিষয় নেই। বানানটা আরেকবার দেখো, অথবা সব বিষয় দেখো।',
  subjectsShowAll: 'সব বিষয় দেখো',
  /** After a count: '১২টি অধ্যায়'. */
  chaptersCount: 'টি অধ্যায়',
  /** A chapter row whose lessons are not written yet (only its title exists). */
  chapterNotWritten: 'পাঠ শীঘ্রই আসছে',
  /** The subject's progress over its written chapters only: '{done}/{written}টি লেখা অধ্যায় সম্পন্ন'. */
  writtenChaptersProgress: 'লেখা অধ্যায় সম্পন্ন',
  /** A chapter row's link to the ask page (the tutor on the whole chapter). */
  askChapterShort: 'প্রশ্ন করো',
  /** Hover card of a subject without a description: 'এই বিষয়ে তোমার অগ্রগতি: ৪০%'. */
  subjectProgressLine: 'এই বিষয়ে তোমার অগ্রগতি',
  /** Accessible name of the breadcrumb navigation. */
  breadcrumbLabel: 'তুমি এখানে আছ',
  breadcrumbHome: 'হোম',
  subjectDetailLoading: 'বিষয়ের তথ্য লোড হচ্ছে...',
  /** Spec §2, subject detail failure (its hint is `retry`). */
  subjectDetailError: 'ত্রুটি: বিষয়ের তথ্য লোড করতে সমস্যা হয়েছে',
  backToSubjects: 'বিষয়সমূহে ফিরে যাও',
  /** A subject that does not exist (deleted, hidden or a wrong address), not a network failure. */
  subjectNotFound: 'বিষয়টি খুঁজে পাওয়া যায়নি',
  subjectNotFoundText: 'বিষয়টি হয়তো সরিয়ে ফেলা হয়েছে, বা ঠিকানাটি ভুল। বিষয়ের তালিকা থেকে বেছে নাও।',
  chaptersTitle: 'অধ্যায়সমূহ',
  /** Before a chapter number, for screen readers: 'অধ্যায় ৩'. */
  chapterWord: 'অধ্যায়',
  statusNotStarted: 'শুরু হয়নি',
  statusInProgress: 'চলমান',
  statusCompleted: 'সম্পন্ন',
  noChapters: 'কোনো অধ্যায় পাওয়া যায়নি',
  noChaptersNote: 'এই বিষয়ে এখনো অধ্যায় যোগ করা হয়নি',
} as const satisfies Record<string, string>;

export type SubjectsMessages = Messages<typeof subjectsMessages>;
