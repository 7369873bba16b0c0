import type { Messages } from './types';

/** The chapter learning page. */
export const chapterMessages = {
  chapterProgressLabel: 'অধ্যায়ের অগ্রগতি',
  /** The learning page's link to the ask page. */
  askWholeChapter: 'পুরো অধ্যায় নিয়ে প্রশ্ন করো',
  /** A chapter without lessons yet: the way to what exists (the subject's written chapters). */
  seeWrittenChapters: 'লেখা অধ্যায়গুলো দেখো',
  /** Back link of the learning page, to the subject's chapter list. */
  backToChapters: 'অধ্যায় তালিকায় ফিরে যাও',
  chapterLoading: 'অধ্যায় লোড হচ্ছে, একটু অপেক্ষা করো...',
  chapterError: 'অধ্যায়ের তথ্য লোড করতে সমস্যা হয়েছে',
  backToSubject: 'বিষয়ে ফিরে যাও',
  /** A chapter that does not exist (deleted, hidden or a wrong address), not a network failure. */
  chapterNotFound: 'অধ্যায়টি খুঁজে পাওয়া যায়নি',
  chapterNotFoundText: 'অধ্যায়টি হয়তো সরিয়ে ফেলা হয়েছে, বা ঠিকানাটি ভুল। বিষয়ের অধ্যায় তালিকা থেকে বেছে নাও।',
  noTopics: 'কোনো টপিক পাওয়া যায়নি',
  noTopicsNote: 'এই অধ্যায়ে এখনো কোনো টপিক যোগ করা হয়নি।',
  noTopicContent: 'এই টপিকের জন্য কোনো বিষয়বস্তু পাওয়া যায়নি',
  noTopicContentNote: 'এই টপিক নিয়ে যা জানতে চাও, এআই শিক্ষককে জিজ্ঞেস করে দেখো।',
  /** After a count: '৭টি টপিক'. */
  topicsCount: 'টি টপিক',
  /** Before the position: 'টপিক ২/৭'. */
  topicWord: 'টপিক',
  /** Accessible name of the learn/quiz tab list. */
  chapterTabsLabel: 'অধ্যায়ের অংশ',
  chapterTabLearn: 'পড়া',
  chapterTabQuiz: 'কুইজ',
  /** Spec §2: the quiz tab stays disabled (decisions.md). */
  chapterQuizNotice: 'কুইজ শীঘ্রই আসছে। এই সংস্করণে শুধু পাঠ আর এআই শিক্ষক চালু আছে।',
  topicListTitle: 'টপিকসমূহ',
  /** After a duration: '১০ মিনিট'. */
  minutes: 'মিনিট',
  studyGuideTitle: 'পড়ার সহায়িকা',
  readingTimeLabel: 'পড়ার সময়',
  /** Spec §9: static. */
  readingTimeValue: '৫-৭ মিনিট',
  keyPointsTitle: 'মনে রাখো',
  keyPoint1: 'প্রথমে পুরো টপিকটা একবার মন দিয়ে পড়ো।',
  keyPoint2: 'উদাহরণগুলো খাতায় নিজে করে দেখো।',
  keyPoint3: 'কোথাও আটকে গেলে এআই শিক্ষককে প্রশ্ন করো।',
  bookmark: 'বুকমার্ক করো',
  writeNote: 'নোট লেখো',
  topicActionsTitle: 'আরও যা করতে পারো',
  actionReadMore: 'আরও পড়ো',
  actionExamples: 'উদাহরণ দেখো',
  actionPractice: 'অনুশীলন করো',
  actionTutor: 'এআই শিক্ষককে প্রশ্ন করো',
  /** The tutor's floating button on a phone, on screen wherever the student is in the lesson. */
  tutorFab: 'এআই শিক্ষক',
  actionTutorHint: 'না বুঝলে এখনই জিজ্ঞেস করো',
  /** '৭টির মধ্যে ৩টি টপিক সম্পন্ন' is built from these two pieces. */
  progressOfTotal: 'টির মধ্যে',
  progressTopicsDone: 'টি টপিক সম্পন্ন',
  /** Accessible name of the previous/next navigation. */
  topicPagerLabel: 'টপিক বদলাও',
  previousTopic: 'আগের টপিক',
  nextTopic: 'পরের টপিক',
  tutorDialogTitle: 'এআই শিক্ষক',
  tutorDialogClose: 'বন্ধ করো',
} as const satisfies Record<string, string>;

export type ChapterMessages = Messages<typeof chapterMessages>;
