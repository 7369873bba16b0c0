import { formatNumber } from './format';
import { progressCardMessages } from './progressCards';

/**
 * The progress area's student-facing strings (dashboard stats cards, streak, study time,
 * subject progress, achievements, certificates), in Bengali, addressing the student as তুমি.
 * Kept apart from `bn` so the progress components bundle only their own strings. Strings with a
 * number are functions of it, already in Bengali digits.
 *
 * Motivating, never punishing: a broken streak is a fresh start, a low score is a next step.
 */
export const progressMessages = {
  // ── Shared by the cards (their titles and loading and error lines in progressCards.ts) ──
  ...progressCardMessages,
  seeDetails: 'বিস্তারিত দেখো',
  startStudying: 'পড়া শুরু করো',
  ofTotal: (done: number, total: number) => `${formatNumber(done)} / ${formatNumber(total)}`,

  // ── ProgressSummaryCard ────────────────────────────────────────────────────────────────
  summaryBarLabel: 'সব লেখা অধ্যায়ের মধ্যে সম্পন্ন',
  summaryChapters: (done: number, total: number) =>
    `লেখা ${formatNumber(total)}টি অধ্যায়ের মধ্যে ${formatNumber(done)}টি সম্পন্ন`,
  summaryTopics: (done: number) => `${formatNumber(done)}টি টপিক পড়া হয়েছে`,
  summaryEmptyTitle: 'এখনো কোনো অধ্যায় শেষ হয়নি',
  summaryEmptyText: 'একটি বিষয় বেছে নিয়ে প্রথম অধ্যায়ের টপিকগুলো পড়ো, তোমার অগ্রগতি এখানে জমা হবে।',
  summaryNothingWritten: 'তোমার শ্রেণির অধ্যায়গুলো এখনো লেখা হচ্ছে। লেখা হলেই এখানে অগ্রগতি দেখবে।',
  summaryAllDone: 'অসাধারণ! সব লেখা অধ্যায় তুমি শেষ করেছ।',

  // ── QuizStatsCard ──────────────────────────────────────────────────────────────────────
  quizAttempts: 'মোট চেষ্টা',
  quizAverage: 'গড় নম্বর',
  quizBest: 'সেরা নম্বর',
  quizAccuracy: 'সঠিক উত্তরের হার',
  quizRecentTitle: 'শেষ ৫টি কুইজ',
  quizPassed: 'পাস',
  quizNotPassed: 'আবার চেষ্টা করা যায়',
  quizEmptyTitle: 'এখনো কোনো কুইজ দাওনি',
  quizEmptyText: 'একটি অধ্যায় পড়া শেষ করে তার কুইজ দাও, তোমার নম্বর আর উন্নতি এখানে দেখবে।',

  // ── ChaptersCompletedCard ──────────────────────────────────────────────────────────────
  /** A count with its classifier, e.g. '৩টি'. */
  countOf: (count: number) => `${formatNumber(count)}টি`,
  /** After the count of chapters, e.g. '৩টি' + 'অধ্যায় সম্পন্ন'. */
  chaptersCountUnit: 'অধ্যায় সম্পন্ন',
  chaptersLatest: 'সর্বশেষ শেষ করেছ',
  chaptersEmptyTitle: 'এখনো কোনো অধ্যায় সম্পন্ন হয়নি',
  chaptersEmptyText: 'একটি অধ্যায়ের সব টপিক পড়ে শেষ করো, সেটি এখানে জমা হবে।',

  // ── StreakCard ─────────────────────────────────────────────────────────────────────────
  streakCurrentLabel: 'এখন চলছে',
  streakLongestLabel: 'সবচেয়ে লম্বা',
  /** After the number of days, e.g. '৫ দিনের ধারা'. */
  streakDaysUnit: 'দিনের ধারা',
  streakTodayDone: 'আজকের দিনটি গোনা হয়ে গেছে। দারুণ!',
  streakTodayPending: 'আজ একটি টপিক শেষ করো বা একটি কুইজ দাও, তাহলে আজকের দিনটিও গোনা হবে।',
  streakStartFresh: 'আজ একটি টপিক শেষ করো বা একটি কুইজ দাও, নতুন ধারা শুরু হবে।',
  streakFirstDay: 'প্রথম দিন গোনা হয়েছে! কালও একটু পড়লে ধারা বাড়বে।',
  streakNewRecord: 'এটাই তোমার সবচেয়ে লম্বা ধারা। চালিয়ে যাও!',
  streakEmptyTitle: 'ধারা শুরু হয়নি এখনো',
  streakRule: 'যেদিন একটি টপিক শেষ করো বা একটি কুইজ দাও, সেদিন গোনা হয়।',

  // ── StudyTimeChart ─────────────────────────────────────────────────────────────────────
  studyTimeTitle: 'প্রতিদিনের পড়ার সময়',
  studyTimeRange: 'গত ১৪ দিনের হিসাব',
  studyTimeSummary: (totalMinutes: number, activeDays: number) =>
    `গত ১৪ দিনে মোট ${formatNumber(totalMinutes)} মিনিট পড়েছ, ${formatNumber(activeDays)} দিনে।`,
  studyTimeEmpty: 'গত ১৪ দিনে কোনো পড়ার সময় জমা হয়নি। স্টাডি টাইমার চালু করে পড়ো, সময় এখানে জমা হবে।',
  studyTimeMinutes: (minutes: number) => `${formatNumber(minutes)} মিনিট`,
  studyTimeShowTable: 'টেবিল আকারে দেখো',
  studyTimeHideTable: 'টেবিল লুকাও',
  studyTimeDateColumn: 'তারিখ',
  studyTimeMinutesColumn: 'মিনিট',
  studyTimeAxisLabel: 'মিনিট',
  studyTimeToday: 'আজ',

  // ── SubjectProgressList ────────────────────────────────────────────────────────────────
  subjectsTitle: 'বিষয়ভিত্তিক অগ্রগতি',
  subjectChapters: (done: number, total: number) => `${formatNumber(done)} / ${formatNumber(total)} অধ্যায় সম্পন্ন`,
  subjectTopics: (done: number, total: number) => `${formatNumber(done)} / ${formatNumber(total)} টপিক পড়া`,
  subjectBarLabel: (subject: string) => `${subject}: লেখা অধ্যায়ের মধ্যে সম্পন্ন`,
  subjectShowChapters: 'অধ্যায়গুলো দেখো',
  subjectHideChapters: 'অধ্যায়গুলো লুকাও',
  subjectNoWrittenChapters: 'এই বিষয়ের অধ্যায়গুলো এখনো লেখা হচ্ছে।',
  chapterStatusNotStarted: 'শুরু হয়নি',
  chapterStatusInProgress: 'চলমান',
  chapterStatusCompleted: 'সম্পন্ন',
  chapterBestScore: 'সেরা নম্বর',
  chapterNoQuiz: 'কুইজ দেওয়া হয়নি',
  subjectsEmptyTitle: 'এখনো কোনো বিষয় নেই',
  subjectsEmptyText: 'তোমার শ্রেণির বিষয়গুলো যোগ হলেই এখানে অগ্রগতি দেখবে।',

  // ── AchievementGrid ────────────────────────────────────────────────────────────────────
  achievementsEarnedCount: (earned: number, total: number) =>
    `${formatNumber(total)}টির মধ্যে ${formatNumber(earned)}টি ব্যাজ পেয়েছ`,
  achievementEarnedOn: 'পেয়েছ',
  achievementLocked: 'এখনো পাওনি',
  achievementHowTo: 'কীভাবে পাবে',
  achievementsEmptyHint: 'প্রথম টপিকটি শেষ করলেই প্রথম ব্যাজটি পাবে!',
  achievementToast: (title: string) => `নতুন ব্যাজ পেয়েছ: ${title}`,
  badgeFirstTopicTitle: 'প্রথম পদক্ষেপ',
  badgeFirstTopicRule: 'প্রথম একটি টপিক পড়া শেষ করো।',
  badgeFirstChapterTitle: 'প্রথম অধ্যায়',
  badgeFirstChapterRule: 'একটি অধ্যায়ের সব টপিক শেষ করো।',
  badgeFirstQuiz80Title: 'কুইজ তারকা',
  badgeFirstQuiz80Rule: 'যেকোনো কুইজে ৮০% বা তার বেশি নম্বর পাও।',
  badgeStreak3Title: 'তিন দিনের ধারা',
  badgeStreak3Rule: 'টানা ৩ দিন প্রতিদিন একটি টপিক বা কুইজ শেষ করো।',
  badgeStreak7Title: 'সাত দিনের ধারা',
  badgeStreak7Rule: 'টানা ৭ দিন প্রতিদিন একটি টপিক বা কুইজ শেষ করো।',
  badgeStreak30Title: 'ত্রিশ দিনের ধারা',
  badgeStreak30Rule: 'টানা ৩০ দিন প্রতিদিন একটি টপিক বা কুইজ শেষ করো।',
  badgeSubjectCompleteTitle: 'বিষয় জয়',
  badgeSubjectCompleteRule: 'একটি বিষয়ের সব লেখা অধ্যায় শেষ করো।',
  badgeTutorQuestions10Title: 'কৌতূহলী মন',
  badgeTutorQuestions10Rule: 'এআই শিক্ষককে ১০টি প্রশ্ন করো।',

  // ── CertificateView ────────────────────────────────────────────────────────────────────
  certificateHeading: 'কৃতিত্বের সনদ',
  certificateIntro: 'এই মর্মে প্রত্যয়ন করা হচ্ছে যে',
  certificateClass: (ordinal: string) => `${ordinal} শ্রেণির শিক্ষার্থী`,
  certificateCompletedChapter: 'সফলভাবে নিচের অধ্যায়টি সম্পন্ন করেছে',
  certificateCompletedSubject: 'সফলভাবে নিচের বিষয়টি সম্পন্ন করেছে',
  certificateScore: 'কুইজে প্রাপ্ত নম্বর',
  certificateDate: 'তারিখ',
  certificateId: 'সনদ নম্বর',
  certificateVerifyAt: 'যাচাই করো এই ঠিকানায়',
  certificatePrint: 'প্রিন্ট করো',
  certificateVerifiedBadge: 'যাচাই করা সনদ',
  certificateVerifiedText: 'এই সনদটি পাঠশালা এআই থেকে দেওয়া এবং বৈধ।',
  certificateStudent: 'শিক্ষার্থী',
  certificateChapter: 'অধ্যায়',
  certificateSubject: 'বিষয়',
  certificateNotFoundTitle: 'সনদটি খুঁজে পাওয়া যায়নি',
  certificateNotFoundText: 'এই নম্বরের কোনো সনদ নেই। ঠিকানাটি ঠিকমতো লেখা হয়েছে কি না দেখো।',
  certificateIssuer: 'পাঠশালা এআই',
} as const;

export type ProgressMessages = typeof progressMessages;
