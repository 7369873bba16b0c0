// The API's answers for page stories and tests: typed by @study/contract, so a change of the wire
// format breaks them at compile time. Content follows the class 8 textbook (maths, science).
import type {
  Chapter,
  LastActivity,
  Profile,
  Quiz,
  QuizAttemptResult,
  QuizAttemptStarted,
  Subject,
  SubjectDetail,
  Topic,
  User,
} from '@study/contract';

export const demoUser: User = {
  id: 1,
  name: 'তাসনিম রহমান',
  username: 'demo_student',
  phone: '+8801712345678',
  class: '8',
  school: 'মতিঝিল সরকারি বালিকা উচ্চ বিদ্যালয়',
  avatar: null,
};

export const subjectsFixture: Subject[] = [
  {
    id: 1,
    name: 'গণিত',
    description: 'প্যাটার্ন, মুনাফা, পরিমাপ, বীজগণিত ও জ্যামিতি: প্রতিদিনের হিসাবের গণিত।',
    iconType: 'math',
    classLevel: 8,
    chapterCount: 3,
    progress: 40,
  },
  {
    id: 2,
    name: 'বিজ্ঞান',
    description: 'জীবের বৃদ্ধি ও বংশগতি, ব্যাপন ও অভিস্রবণ, পৃথিবী ও মহাকর্ষ।',
    iconType: 'science',
    classLevel: 8,
    chapterCount: 4,
    progress: 15,
  },
  {
    id: 3,
    name: 'বাংলা',
    description: 'গদ্য, কবিতা, নাটক আর ভাষার ব্যবহার।',
    iconType: 'bangla',
    classLevel: 8,
    chapterCount: 8,
  },
  {
    id: 4,
    name: 'ইংরেজি',
    description: 'Reading, writing and speaking in everyday English.',
    iconType: 'english',
    classLevel: 8,
    chapterCount: 6,
  },
  {
    id: 5,
    name: 'বাংলাদেশ ও বিশ্বপরিচয়',
    description: 'আমাদের ইতিহাস, সমাজ, অর্থনীতি ও বিশ্বের সঙ্গে সম্পর্ক।',
    iconType: 'social',
    classLevel: 8,
    chapterCount: 7,
  },
  {
    id: 6,
    name: 'ইসলাম ও নৈতিক শিক্ষা',
    description: 'আকাইদ, ইবাদত, আখলাক ও আদর্শ জীবনচরিত।',
    iconType: 'islam',
    classLevel: 8,
    chapterCount: 5,
  },
];

/** A student-facing subject by id; the maths one carries its chapters. */
export const mathsSubjectFixture: SubjectDetail = {
  ...subjectsFixture[0]!,
  chapters: [
    {
      id: 11,
      number: 1,
      name: 'প্যাটার্ন',
      description: 'সংখ্যা ও চিত্রের প্যাটার্ন চিনে তার নিয়ম খুঁজে বের করা এবং বীজগণিতীয় রাশি দিয়ে যেকোনো পদ নির্ণয় করা।',
      topicCount: 3,
      status: 'in-progress',
    },
    {
      id: 12,
      number: 2,
      name: 'মুনাফা',
      description: 'লাভ-ক্ষতির শতকরা হিসাব, সরল মুনাফা ও চক্রবৃদ্ধি মুনাফা।',
      topicCount: 4,
      status: 'completed',
    },
    { id: 13, number: 3, name: 'পরিমাপ', description: null, topicCount: 4, status: 'not-started' },
  ],
};

export const emptySubjectFixture: SubjectDetail = { ...subjectsFixture[2]!, chapterCount: 0, chapters: [] };

/** An image the /media/ handler serves, so stories show a real picture without a server. */
export const patternImagePath = '/media/matchstick-squares-pattern.svg';
export const patternImageSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 120"><rect width="320" height="120" fill="#fdf6e3"/>' +
  '<g stroke="#b45309" stroke-width="6" stroke-linecap="round" fill="none">' +
  '<path d="M20 20h60v60h-60z"/><path d="M120 20h60v60h-60zM180 20h60v60h-60z"/></g>' +
  '<text x="50" y="108" font-size="14" text-anchor="middle" fill="#44403c">4</text>' +
  '<text x="180" y="108" font-size="14" text-anchor="middle" fill="#44403c">7</text></svg>';

const patternTopics: Topic[] = [
  {
    id: 101,
    chapterId: 11,
    order: 1,
    name: 'সংখ্যার প্যাটার্ন চেনা',
    description: 'বর্গসংখ্যা ও ফিবোনাক্কি প্যাটার্ন চিনে পরের পদ বের করা।',
    content: [
      'চারপাশে তাকালে আমরা অনেক **প্যাটার্ন** দেখি: সিঁড়ির ধাপ, নকশিকাঁথার ফোঁড়, মৌচাকের ঘর।',
      '',
      '## বর্গসংখ্যার প্যাটার্ন',
      '',
      '১, ৪, ৯, ১৬, ... সংখ্যাগুলো হলো $1^2, 2^2, 3^2, 4^2$। তাই পরের পদ $5^2 = 25$।',
      '',
      'পরপর দুটি বর্গসংখ্যার পার্থক্য বিজোড় সংখ্যা:',
      '',
      '$$(n + 1)^2 - n^2 = 2n + 1$$',
    ].join('\n'),
    imageUrl: null,
    videoUrl: null,
    contentType: 'text',
    duration: 12,
    status: 'completed',
  },
  {
    id: 102,
    chapterId: 11,
    order: 2,
    name: 'প্যাটার্নের বীজগণিতীয় রাশি (সাধারণ পদ)',
    description: 'পার্থক্য দেখে প্যাটার্নের সাধারণ পদ লেখা।',
    content: [
      '৫, ৯, ১৩, ১৭, ... প্যাটার্নে প্রতিবার ৪ করে বাড়ছে। প্রতিটি পদ $4n$-এর চেয়ে ১ বেশি, তাই সাধারণ পদ $4n + 1$।',
      '',
      'প্রথম পদ $a$ এবং পার্থক্য $d$ হলে $n$-তম পদ',
      '',
      '$$T_n = dn + (a - d)$$',
      '',
      'যেমন ১০০তম পদ $4 \\times 100 + 1 = 401$।',
    ].join('\n'),
    imageUrl: null,
    videoUrl: null,
    contentType: 'text',
    duration: 15,
    status: 'in-progress',
  },
  {
    id: 103,
    chapterId: 11,
    order: 3,
    name: 'জ্যামিতিক প্যাটার্ন: ম্যাচের কাঠির খেলা',
    description: 'কাঠি দিয়ে বানানো বর্গের সারির কাঠির সংখ্যা।',
    content: [
      'প্রথম বর্গে ৪টি কাঠি লাগে, তারপর প্রতিটি নতুন বর্গে ৩টি করে। $n$টি বর্গের জন্য কাঠি লাগে $3n + 1$টি।',
      '',
      '১০টি বর্গের জন্য: $3 \\times 10 + 1 = 31$টি কাঠি।',
    ].join('\n'),
    imageUrl: patternImagePath,
    videoUrl: null,
    contentType: 'mixed',
    duration: 12,
    status: 'not-started',
  },
];

export const chapterFixture: Chapter = {
  id: 11,
  number: 1,
  name: 'প্যাটার্ন',
  description: 'সংখ্যা ও চিত্রের প্যাটার্ন চিনে তার নিয়ম খুঁজে বের করা এবং বীজগণিতীয় রাশি দিয়ে যেকোনো পদ নির্ণয় করা।',
  subjectId: 1,
  subjectName: 'গণিত',
  chapterCount: 3,
  status: 'in-progress',
  hasQuiz: true,
  topics: patternTopics,
};

/** A chapter whose topics are not written yet (and so has no quiz). */
export const emptyChapterFixture: Chapter = {
  ...chapterFixture,
  id: 13,
  number: 3,
  name: 'পরিমাপ',
  description: null,
  status: 'not-started',
  hasQuiz: false,
  topics: [],
};

export const chapterQuizFixture: Quiz = {
  id: 21,
  chapterId: 11,
  title: 'প্যাটার্ন: অধ্যায়ভিত্তিক কুইজ',
  description: 'সংখ্যা ও জ্যামিতিক প্যাটার্ন থেকে ৩টি প্রশ্ন।',
  timeLimit: 600,
  passingScore: 70,
  questions: [
    {
      id: 211,
      question: '১, ৪, ৯, ১৬, ... প্যাটার্নের পরের পদটি কত?',
      options: [
        { id: 2111, text: '২০' },
        { id: 2112, text: '২৫' },
        { id: 2113, text: '২৪' },
        { id: 2114, text: '৩২' },
      ],
    },
    {
      id: 212,
      question: '৫, ৯, ১৩, ১৭, ... প্যাটার্নের সাধারণ পদ কোনটি?',
      options: [
        { id: 2121, text: '$4n + 1$' },
        { id: 2122, text: '$5n$' },
        { id: 2123, text: '$n + 4$' },
        { id: 2124, text: '$4n - 1$' },
      ],
    },
    {
      id: 213,
      question: 'ম্যাচের কাঠি দিয়ে পাশাপাশি ১০টি বর্গ বানাতে কয়টি কাঠি লাগবে?',
      options: [
        { id: 2131, text: '৪০' },
        { id: 2132, text: '৩০' },
        { id: 2133, text: '৩১' },
        { id: 2134, text: '৩৩' },
      ],
    },
  ],
};

/** The server's key to chapterQuizFixture: the mocks grade with it, as the server does (it never goes to the client). */
export const chapterQuizKeyFixture: Record<number, { correctOptionId: number; explanation: string }> = {
  211: { correctOptionId: 2112, explanation: 'এগুলো বর্গসংখ্যা: $1^2, 2^2, 3^2, 4^2$। তাই পরের পদ $5^2 = 25$।' },
  212: { correctOptionId: 2121, explanation: 'প্রথম পদ $a = 5$, পার্থক্য $d = 4$; তাই $T_n = 4n + 1$।' },
  213: { correctOptionId: 2133, explanation: 'কাঠির সংখ্যা $3n + 1$; $n = 10$ হলে $31$।' },
};

export const quizAttemptStartedFixture: QuizAttemptStarted = {
  attemptId: 301,
  quizId: 21,
  startedAt: '2026-03-10T09:00:00.000Z',
  expiresAt: '2026-03-10T09:10:00.000Z',
  timeLimit: 600,
  questionCount: 3,
};

export const quizAttemptResultFixture: QuizAttemptResult = {
  attemptId: 301,
  score: 67,
  correct: 2,
  total: 3,
  passed: false,
  passingScore: 70,
  durationSeconds: 95,
};

const hourMs = 60 * 60 * 1000;

/** Three hours before `now`, so the card reads '৩ ঘণ্টা আগে' on any day the story runs. */
export function lastActivityFixture(now: number = Date.now()): LastActivity {
  return {
    subjectId: 1,
    subjectName: 'গণিত',
    chapterId: 11,
    chapterName: 'প্যাটার্ন',
    topicId: 102,
    topicName: 'প্যাটার্নের বীজগণিতীয় রাশি (সাধারণ পদ)',
    lastStudiedAt: new Date(now - 3 * hourMs).toISOString(),
    progress: 40,
  };
}

export const profileFixture: Profile = {
  id: demoUser.id,
  name: demoUser.name,
  email: 'tasnim@example.com',
  phone: demoUser.phone,
  school: demoUser.school ?? null,
  avatar: null,
  class_level: demoUser.class,
};
