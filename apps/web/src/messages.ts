// Every student-facing string of the app shell. Component text lives in @study/ui's catalogue.
export const messages = {
  appName: 'পাঠশালা এআই',
  loading: 'Loading...',
  underConstruction: 'এই পৃষ্ঠাটি তৈরি হচ্ছে। খুব শিগগিরই এখানে সব পাবেন।',
  routeLoadFailed: 'পৃষ্ঠাটি লোড করা যায়নি। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
  reload: 'আবার লোড করুন',
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
    profile: 'প্রোফাইল',
    mathsDemo: 'গণিত প্রদর্শনী',
    adminLogin: 'Admin login',
    adminDashboard: 'Admin dashboard',
    adminSubjects: 'Subjects',
    adminClasses: 'Classes',
    adminChapters: 'Chapters',
    adminTopics: 'Topics',
    adminQuizzes: 'Quizzes',
    notFound: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি',
  },
} as const;

export type PageKey = keyof typeof messages.pageTitles;
