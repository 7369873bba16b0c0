// Every student-facing string of the app shell, addressed to the student as তুমি (the decision is in
// @study/ui's messages.ts). Component text lives in @study/ui's catalogue.
export const messages = {
  appName: 'পাঠশালা এআই',
  loading: 'Loading...',
  routeLoadFailed: 'পৃষ্ঠাটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।',
  reload: 'আবার লোড করো',
  // Pages: the learning page's way to finish a chapter, and the chapter quiz's own states.
  finishChapter: 'পড়া শেষ, এবার কুইজ দাও',
  chapterQuizLoading: 'কুইজ লোড হচ্ছে...',
  chapterQuizError: 'কুইজ লোড করতে সমস্যা হয়েছে',
  backToChapter: 'অধ্যায়ে ফিরে যাও',
  /** A chapter whose quiz no admin has written yet (issue 16.10). */
  chapterNoQuiz: 'এই অধ্যায়ের কুইজ এখনো তৈরি হয়নি',
  chapterNoQuizText: 'ততক্ষণ অধ্যায়টি পড়ো, বা এআই শিক্ষককে প্রশ্ন করো।',
  backToSubject: 'বিষয়ে ফিরে যাও',
  /** Chapter quiz calls that failed (the server grades; the student can send again). */
  quizStartFailed: 'কুইজ শুরু করা যায়নি',
  quizAnswerNotChecked: 'উত্তর যাচাই করা যায়নি',
  pageTitles: {
    landing: 'বিনামূল্যের বাংলা এআই শিক্ষক',
    login: 'লগইন ও নিবন্ধন',
    dashboard: 'ড্যাশবোর্ড',
    subjects: 'বিষয়সমূহ',
    subject: 'বিষয়',
    learn: 'অধ্যায় পড়া',
    ask: 'এআই শিক্ষককে প্রশ্ন',
    chapterQuiz: 'অধ্যায়ের কুইজ',
    quiz: 'কুইজ',
    demoQuiz: 'নমুনা কুইজ',
    profile: 'প্রোফাইল',
    progress: 'অগ্রগতি',
    achievements: 'অর্জন',
    certificate: 'সনদ',
    certificateVerification: 'সনদ যাচাই',
    mathsDemo: 'গণিত প্রদর্শনী',
    adminLogin: 'Admin login',
    adminDashboard: 'Admin dashboard',
    adminSubjects: 'Subjects',
    adminClasses: 'Classes',
    adminChapters: 'Chapters',
    adminTopics: 'Topics',
    adminQuizzes: 'Quizzes',
    adminPassword: 'Change password',
    adminFlags: 'Flagged conversations',
    notFound: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি',
  },
  /** Toasts of login, registration and the session (spec §8); the rest are authMessages in @study/contract. */
  auth: {
    loginFailed: 'লগইন ব্যর্থ হয়েছে',
    loginTokenMissing: 'লগইন ব্যর্থ: সার্ভার থেকে অ্যাক্সেস টোকেন পাওয়া যায়নি',
    loginUnexpectedFormat: 'লগইন ব্যর্থ: অপ্রত্যাশিত রেসপন্স ফরম্যাট',
    userNotFound: 'ইউজার খুঁজে পাওয়া যায়নি',
    incorrectPassword: 'ভুল পাসওয়ার্ড',
    emailTaken: 'এই ইমেইল ইতিমধ্যে ব্যবহৃত হয়েছে',
    invalidPhone: 'অবৈধ ফোন নম্বর',
    weakPassword: 'পাসওয়ার্ড যথেষ্ট শক্তিশালী নয়',
    registerFailed: 'নিবন্ধন ব্যর্থ হয়েছে',
    connectionProblem: 'নেটওয়ার্ক সংযোগ সমস্যা। আবার চেষ্টা করো।',
    serverProblem: 'সার্ভার সমস্যা। কিছুক্ষণ পর আবার চেষ্টা করো।',
    requestFailed: 'নেটওয়ার্ক ত্রুটি। আবার চেষ্টা করো।',
  },
  /** Toasts of the profile, password and quiz-result calls (spec §8). */
  account: {
    profileSavedDescription: 'তোমার তথ্য সফলভাবে সংরক্ষণ করা হয়েছে',
    profileUpdateFailed: 'প্রোফাইল আপডেট করতে সমস্যা হয়েছে',
    tryAgain: 'আবার চেষ্টা করো',
    passwordChangeFailed: 'পাসওয়ার্ড পরিবর্তন করতে সমস্যা হয়েছে',
    currentPasswordMaybeWrong: 'বর্তমান পাসওয়ার্ড ভুল হতে পারে',
    quizAttemptNotSaved: 'কুইজের ফলাফল সংরক্ষণ করা যায়নি',
  },
  /** The AI tutor's toasts and panel errors (spec §8 "Tutor chat"); the panel's own text is in @study/ui. */
  tutor: {
    limitTitle: 'দৈনিক সীমা শেষ',
    limitText: 'আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ, আগামীকাল চেষ্টা করো',
    teacherTitle: 'শিক্ষকের সাহায্য প্রয়োজন',
    teacherText: 'এই প্রশ্নটি জটিল, শিক্ষকের সাহায্য নাও',
    connectionFailed: 'এআই শিক্ষকের সাথে সংযোগে সমস্যা, আবার চেষ্টা করো',
    streamFallbackTitle: 'স্ট্রিমিং ত্রুটি',
    streamFallbackText: 'সাধারণ চ্যাটে ফিরে যাওয়া হচ্ছে',
    /** Spec §8's stream errors ('No session ID received from server' …), as the student reads them. */
    streamNoSession: 'সার্ভার থেকে স্ট্রিমিং সেশন পাওয়া যায়নি',
    streamConnectionFailed: 'স্ট্রিমিং সংযোগ ব্যর্থ হয়েছে',
    streamTimeout: 'নির্ধারিত সময়ের মধ্যে উত্তর আসেনি',
    streamError: 'স্ট্রিমিংয়ে ত্রুটি হয়েছে',
    authRequired: 'এআই শিক্ষককে প্রশ্ন করতে আবার লগইন করো',
    invalidResponse: 'এআই শিক্ষকের উত্তর বোঝা যায়নি, আবার চেষ্টা করো',
    serviceError: 'এআই শিক্ষক এখন উত্তর দিতে পারছে না, একটু পরে আবার চেষ্টা করো',
    copied: 'উত্তর কপি করা হয়েছে',
    copyFailed: 'উত্তর কপি করা যায়নি',
    /** The ask page's suggested questions about its topic ({topic}: the topic's name). */
    suggestExplain: '«{topic}» সহজ করে বুঝিয়ে দাও',
    suggestExample: '«{topic}» এর একটি উদাহরণ দাও',
    suggestUse: '«{topic}» বাস্তবে কোথায় কাজে লাগে?',
    /** The learning page's chat, downloaded when the dialog opens, did not arrive. */
    panelLoadFailed: 'এআই শিক্ষক খোলা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।',
    askNoTopics: 'এই অধ্যায়ে এখনো কোনো পাঠ যোগ করা হয়নি, তাই এখানে প্রশ্ন করা যাচ্ছে না।',
  },
  /** Progress, badges and certificates (issue 19): the toasts and the pages' own lines. */
  progress: {
    certificateEarnedTitle: 'অভিনন্দন! নতুন সনদ পেয়েছ',
    /** The badge @study/ui's catalogue does not have. */
    firstCertificateTitle: 'প্রথম সনদ',
    firstCertificateRule: 'একটি অধ্যায়ের সব টপিক শেষ করে তার কুইজে পাস নম্বর পাও।',
    certificatesTitle: 'তোমার সনদ',
    certificatesEmpty: 'একটি অধ্যায়ের সব টপিক শেষ করে তার কুইজে পাস করলে সনদ পাবে।',
    certificateScore: (score: string) => `নম্বর ${score}%`,
    certificateLoadFailed: 'সনদ লোড করা যায়নি',
    certificateLoading: 'সনদ লোড হচ্ছে...',
  },
} as const;

export type PageKey = keyof typeof messages.pageTitles;
