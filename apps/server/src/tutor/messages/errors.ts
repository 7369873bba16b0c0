// The tutor's error messages a student reads (the API's `message`, the stream's `error` event).
// The student is addressed as তুমি (informal), as every student-facing text of the app does.

export const tutorErrors = {
  providerFailed: 'এআই শিক্ষকের সাথে সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করো',
  topicNotFound: 'পাঠটি পাওয়া যায়নি।',
  chapterNotFound: 'অধ্যায়টি পাওয়া যায়নি।',
  streamTimeout: 'নির্ধারিত সময়ের মধ্যে উত্তর শেষ হয়নি, আবার চেষ্টা করো',
  serverRestarting: 'সার্ভারটি নতুন করে চালু হচ্ছে, তাই উত্তরটি মাঝপথে থেমে গেছে। প্রশ্নটি ফেরত দেওয়া হয়েছে, আবার জিজ্ঞেস করো।',
  usageLimit: 'আজকের এআই শিক্ষকের প্রশ্নের সীমা শেষ। আগামীকাল আবার চেষ্টা করো।',
  streamSessionNotFound: 'স্ট্রিম সেশন পাওয়া যায়নি। আবার প্রশ্ন পাঠাও।',
  streamSessionUsed: 'এই স্ট্রিম সেশন আগেই ব্যবহার করা হয়েছে। আবার প্রশ্ন পাঠাও।',
  streamSessionExpired: 'স্ট্রিম সেশনের মেয়াদ শেষ হয়ে গেছে। আবার প্রশ্ন পাঠাও।',
};
