import type { Messages } from './types';

/** Quizzes: intro, questions, feedback, results, why-wrong. */
export const quizMessages = {
  /** Before the question number, e.g. 'প্রশ্ন ১ / ৩'. */
  quizQuestion: 'প্রশ্ন',
  quizCorrectCount: 'সঠিক',
  /** Streak badge: correct answers in a row. */
  quizStreak: 'টানা সঠিক',
  quizTimeLeft: 'বাকি সময়',
  quizSeconds: 'সেকেন্ড',
  quizMinutes: 'মিনিট',
  quizProgress: 'কুইজের অগ্রগতি',
  quizCheck: 'উত্তর যাচাই করো',
  quizNext: 'পরবর্তী প্রশ্ন',
  quizFinish: 'কুইজ শেষ করো',
  /** Spec §8 quiz toasts, also shown in the question card. */
  quizCorrect: 'সঠিক উত্তর!',
  quizWrong: 'ভুল উত্তর!',
  quizTimeUp: 'সময় শেষ!',
  /** Before the right option after a wrong answer, e.g. 'সঠিক উত্তর: ১২০ টাকা'. */
  quizCorrectAnswerIs: 'সঠিক উত্তর:',
  quizYourAnswer: 'তোমার উত্তর',
  quizExplanation: 'ব্যাখ্যা',
  quizNoQuestions: 'এই কুইজে এখনো কোনো প্রশ্ন নেই',
  /** The check button while the server grades the answer. */
  quizChecking: 'যাচাই হচ্ছে...',
  /** Accessible name of a chapter quiz's one clock for the whole quiz. */
  quizWholeTimeLeft: 'পুরো কুইজের বাকি সময়',
  /** The whole quiz's clock ran out with an answer on screen: the next step is the result. */
  quizTimeUpSeeResult: 'কুইজের সময় শেষ। এবার ফলাফল দেখো।',
  /** The result card against the admin's passing score. */
  quizPassed: 'পাস করেছ!',
  quizNotPassed: 'এবার পাস হয়নি',
  quizPassingScore: 'পাস নম্বর',
  /** The chapter quiz's start screen (the clock runs only after the start button). */
  quizIntroQuestions: 'প্রশ্ন',
  quizIntroTime: 'সময়',
  quizIntroRules:
    'পুরো কুইজের জন্য একটাই ঘড়ি: শুরু করলেই সময় চলতে থাকবে। প্রতিটি প্রশ্নের উত্তর একবারই দেওয়া যায়, উত্তর দিলেই সঠিক উত্তর আর ব্যাখ্যা দেখবে।',
  quizStart: 'কুইজ শুরু করো',
  /** The public demo quiz (/demo/quiz) for visitors without an account. */
  demoQuizTitle: 'একটি কুইজ চেষ্টা করে দেখো',
  demoQuizLead: 'অ্যাকাউন্ট ছাড়াই দৈনন্দিন জীবনের ছয়টি প্রশ্ন। প্রতিটি প্রশ্নের নিজের সময় আছে, উত্তরের পরেই ব্যাখ্যা দেখবে।',
  demoQuizTopic: 'দৈনন্দিন জীবনের গণিত',
  demoQuizSignUpLabel: 'নিবন্ধন',
  demoQuizSignUpText: 'তোমার শ্রেণির প্রতিটি লেখা অধ্যায়ের কুইজ আর এআই শিক্ষক পেতে বিনামূল্যে অ্যাকাউন্ট খোলো।',
  quizStarting: 'কুইজ শুরু হচ্ছে...',
  /**
   * "কেন ভুল হলো?" (issue 17 §2): the tutor explains a wrong quiz answer against the right one.
   * Also the student's own turn in the ask page's chat.
   */
  whyWrong: 'কেন ভুল হলো?',
  whyWrongLoading: 'এআই শিক্ষক ব্যাখ্যা লিখছে...',
  whyWrongTitle: 'এআই শিক্ষকের ব্যাখ্যা',
  whyWrongFailed: 'ব্যাখ্যা আনা গেল না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।',
  whyWrongLimit: 'আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ। কাল আবার জিজ্ঞেস করো।',
  whyWrongSignedOut: 'ব্যাখ্যা পেতে আবার লগইন করো।',
  whyWrongRetry: 'আবার চেষ্টা করো',
  /** The chapter quiz's result: the answers that were not right, each with "কেন ভুল হলো?". */
  quizReviewTitle: 'যেগুলো ভুল হয়েছে',
  quizReviewYourAnswer: 'তোমার উত্তর:',
  quizReviewNoAnswer: 'সময়ের মধ্যে উত্তর দাওনি',
  quizResultTitle: 'কুইজ সম্পন্ন!',
  quizResultGreat: 'দারুণ করেছ! এভাবেই এগিয়ে চলো।',
  quizResultKeepGoing: 'আরেকটু অনুশীলন করলেই পারবে। আবার পড়ে চেষ্টা করো!',
  quizTotalQuestions: 'মোট প্রশ্ন',
  quizCorrectAnswers: 'সঠিক উত্তর',
  quizHighestStreak: 'সর্বোচ্চ টানা সঠিক',
  quizScore: 'স্কোর',
  quizAverageTime: 'প্রশ্নপ্রতি গড় সময়',
  quizStudyAgain: 'আবার পড়ো',
  quizTryAgain: 'আবার চেষ্টা করো',
  quizConsentTitle: 'ছোট্ট একটা কুইজ হয়ে যাক?',
  quizConsentTopic: 'বিষয়',
  quizConsentDuration: 'সময় লাগবে',
  quizConsentCount: 'প্রশ্নের সংখ্যা',
  quizConsentAccept: 'হ্যাঁ, শুরু করি',
  quizConsentDecline: 'এখন না',
  quizConsentPreparing: 'কুইজ তৈরি হচ্ছে...',
  quizConsentDeclining: 'ঠিক আছে, পড়া চালিয়ে যাই...',
  /** Shown on the question card when the time is over (spec: 'time over'). */
  quizTimeOver: 'সময় শেষ',
  quizLowTime: 'সময় প্রায় শেষ, তাড়াতাড়ি উত্তর দাও!',
  quizSubmit: 'উত্তর জমা দাও',
  quizSubmitted: 'উত্তর জমা হয়েছে',
  quizDifficulty: 'কঠিনতা',
  quizDifficultyEasy: 'সহজ',
  quizDifficultyMedium: 'মাঝারি',
  quizDifficultyHard: 'কঠিন',
  /** Cultural context chips of the tutor's quiz (spec §3). */
  quizContextFood: 'খাবারদাবার',
  quizContextTransport: 'যাতায়াত',
  quizContextFestival: 'উৎসব',
  quizContextSports: 'খেলাধুলা',
  quizContextLocal: 'আমাদের চারপাশ',
  /** Heading of the cultural context in the feedback card. */
  quizContextHeading: 'বাস্তব জীবনে',
  quizNextComing: 'পরের প্রশ্ন আসছে...',
  quizResultsHeading: 'কুইজের ফলাফল',
  quizCelebration: 'অভিনন্দন!',
  /** Grade bands 90/80/70/60 of the demo quiz, and below 60. */
  quizGradeExcellent: 'অসাধারণ',
  quizGradeVeryGood: 'চমৎকার',
  quizGradeGood: 'খুব ভালো',
  quizGradeFair: 'ভালো',
  quizGradeNeedsPractice: 'আরও অনুশীলন দরকার',
  quizGrade: 'গ্রেড',
  quizAccuracy: 'নির্ভুলতা',
  quizTimeTaken: 'সময় লেগেছে',
  quizStrengths: 'যেখানে তুমি ভালো করেছ',
  quizImprovements: 'যেখানে আরও অনুশীলন দরকার',
  quizRecommendations: 'পরামর্শ',
  quizContinueLearning: 'পড়া চালিয়ে যাও',
  quizRetake: 'আবার কুইজ দাও',
  /** The demo quiz's own summary of strengths, things to practise and what to do next. */
  quizInsightHardRight: 'কঠিন প্রশ্নেও সঠিক উত্তর দিয়েছ',
  quizInsightEasyAllRight: 'সহজ প্রশ্নগুলোর সবগুলোই ঠিক হয়েছে',
  quizInsightInTime: 'সব প্রশ্নের উত্তর সময়ের মধ্যেই দিয়েছ',
  quizInsightReviewWrong: 'যে প্রশ্নগুলো ভুল হয়েছে, সেগুলোর ব্যাখ্যা আরেকবার পড়ো',
  quizInsightBeatTheClock: 'সময় শেষ হওয়ার আগে উত্তর দেওয়ার অনুশীলন করো',
  quizInsightMoveOn: 'চমৎকার প্রস্তুতি! এবার পরের টপিকে এগিয়ে যাও',
  quizInsightRevise: 'অধ্যায়টি আরেকবার পড়ে কুইজটি আবার দাও',
  quizInsightAskTutor: 'বুঝতে না পারা অংশ নিয়ে এআই শিক্ষককে প্রশ্ন করো',
} as const satisfies Record<string, string>;

export type QuizMessages = Messages<typeof quizMessages>;
