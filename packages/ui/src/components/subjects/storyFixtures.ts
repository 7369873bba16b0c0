// Sample data for the stories of the subject, dashboard and chapter screens (class 8).
import type { ChapterSummary, SubjectSummary } from './types';

export const mathSubject: SubjectSummary = {
  id: 1,
  name: 'গণিত',
  description: 'মূলদ ও অমূলদ সংখ্যা, বীজগণিত, জ্যামিতি আর পরিসংখ্যান, সহজ উদাহরণে ধাপে ধাপে।',
  iconType: 'math',
  progress: 40,
  chapterCount: 11,
};
export const scienceSubject: SubjectSummary = {
  id: 2,
  name: 'বিজ্ঞান',
  description: 'জীবের গঠন, শক্তি, আলো, শব্দ আর রাসায়নিক বিক্রিয়ার মজার জগৎ।',
  iconType: 'science',
  progress: 15,
  chapterCount: 14,
};
export const banglaSubject: SubjectSummary = {
  id: 3,
  name: 'বাংলা',
  description: '',
  iconType: 'bangla',
  progress: 0,
  chapterCount: 12,
};
export const englishSubject: SubjectSummary = {
  id: 4,
  name: 'ইংরেজি',
  description: 'পড়া, লেখা আর কথা বলার দক্ষতা বাড়ানোর পাঠ।',
  iconType: 'english',
  progress: 5,
  chapterCount: 10,
};
export const socialSubject: SubjectSummary = {
  id: 5,
  name: 'বাংলাদেশ ও বিশ্বপরিচয়',
  description: 'আমাদের ইতিহাস, ভূগোল, অর্থনীতি আর বিশ্বের সাথে বাংলাদেশের সম্পর্ক।',
  iconType: 'social',
  progress: 70,
  chapterCount: 12,
};
export const islamSubject: SubjectSummary = {
  id: 6,
  name: 'ইসলাম ও নৈতিক শিক্ষা',
  description: 'বিশ্বাস, ইবাদত আর সুন্দর চরিত্র গঠনের শিক্ষা।',
  iconType: 'islam',
  progress: 100,
  chapterCount: 5,
};
export const ictSubject: SubjectSummary = {
  id: 7,
  name: 'তথ্য ও যোগাযোগ প্রযুক্তি',
  iconType: 'computer',
  chapterCount: 6,
};

export const sampleSubjects: SubjectSummary[] = [
  mathSubject,
  scienceSubject,
  banglaSubject,
  englishSubject,
  socialSubject,
  islamSubject,
  ictSubject,
];

export const longSubjects: SubjectSummary[] = [
  {
    id: 11,
    name: 'বাংলাদেশ ও বিশ্বপরিচয়: ইতিহাস, ভূগোল, নাগরিকতা ও আন্তর্জাতিক সম্পর্কের পাঠ',
    description:
      'বাংলাদেশের প্রাচীন সভ্যতা থেকে মুক্তিযুদ্ধ, আমাদের নদী ও জলবায়ু, নাগরিকের অধিকার ও কর্তব্য এবং জাতিসংঘসহ আন্তর্জাতিক সংস্থায় বাংলাদেশের ভূমিকা নিয়ে বিস্তারিত আলোচনা।',
    iconType: 'social',
    progress: 33,
    chapterCount: 14,
  },
  {
    id: 12,
    name: 'শারীরিক শিক্ষা, স্বাস্থ্যবিজ্ঞান ও খেলাধুলা',
    iconType: 'default',
    progress: 8,
    chapterCount: 9,
  },
  {
    id: 13,
    name: 'কৃষিশিক্ষা',
    description: 'ফসল, মাটি আর পরিবেশ।',
    iconType: 'science',
    progress: 100,
    chapterCount: 7,
  },
];

export const sampleChapters: ChapterSummary[] = [
  {
    id: 101,
    number: 1,
    name: 'মূলদ ও অমূলদ সংখ্যা',
    description: 'সংখ্যারেখায় মূলদ ও অমূলদ সংখ্যার অবস্থান চেনা।',
    status: 'completed',
  },
  {
    id: 102,
    number: 2,
    name: 'সমানুপাত, লাভ-ক্ষতি',
    description: 'দৈনন্দিন কেনাবেচায় অনুপাতের ব্যবহার।',
    status: 'completed',
  },
  { id: 103, number: 3, name: 'বীজগাণিতিক রাশির গুণ ও ভাগ', status: 'in-progress' },
  {
    id: 104,
    number: 4,
    name: 'বীজগাণিতিক সূত্রাবলি ও প্রয়োগ',
    description: 'বর্গ ও ঘনের সূত্র দিয়ে সহজে হিসাব।',
    status: 'not-started',
  },
  { id: 105, number: 5, name: 'বীজগাণিতিক ভগ্নাংশ', status: 'not-started' },
  { id: 106, number: 6, name: 'সরল সহসমীকরণ', description: 'দুই চলকের সমীকরণ জোড়ার সমাধান।', status: 'not-started' },
];
