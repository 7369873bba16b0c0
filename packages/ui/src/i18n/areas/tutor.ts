import type { Messages } from './types';

/** The AI tutor chat panel. */
export const tutorMessages = {
  tutorChatTitle: 'এআই শিক্ষক',
  tutorStreamingOn: 'স্ট্রিমিং চালু',
  tutorStreamingOff: 'স্ট্রিমিং বন্ধ',
  tutorStreamingUnavailable: 'স্ট্রিমিং নেই',
  /** Followed by the message count in Bengali digits. */
  tutorMessageCount: 'বার্তা:',
  /** Followed by 'remaining/limit' in Bengali digits: 'আজ বাকি ৪৫/৫০'. */
  tutorRemainingToday: 'আজ বাকি',
  tutorSettings: 'সেটিংস',
  tutorStreamingToggle: 'উত্তর লেখার সাথে সাথে দেখাও (স্ট্রিমিং)',
  tutorStreamingUnavailableNote: 'এখন স্ট্রিমিং পাওয়া যাচ্ছে না, পুরো উত্তর একসাথে আসবে।',
  tutorTypingSpeed: 'লেখার গতি',
  tutorSpeedSlow: 'ধীর',
  tutorSpeedMedium: 'মাঝারি',
  tutorSpeedFast: 'দ্রুত',
  /** Followed by the number of open streaming connections. */
  tutorActiveConnections: 'সক্রিয় সংযোগ:',
  tutorClear: 'চ্যাট মুছে ফেলো',
  tutorEmptyTitle: 'তোমার প্রশ্ন লেখো',
  tutorEmptyText: 'যা বুঝতে কষ্ট হচ্ছে, জিজ্ঞেস করো। শুরু করতে নিচের যেকোনো একটি বেছে নাও।',
  tutorStarterExplain: 'এই টপিকটি ব্যাখ্যা করো',
  tutorStarterExample: 'একটি উদাহরণ দাও',
  tutorStarterUsage: 'এটি বাস্তবে কোথায় ব্যবহৃত হয়?',
  tutorConversation: 'কথোপকথন',
  tutorYou: 'তুমি',
  tutorTyping: 'এআই শিক্ষক লিখছে...',
  tutorTeacherAttention: 'এই প্রশ্নটি জটিল, শিক্ষকের সাহায্য নাও',
  tutorCopy: 'উত্তর কপি করো',
  tutorNewMessages: 'নতুন বার্তা',
  tutorInputLabel: 'তোমার প্রশ্ন',
  tutorInputPlaceholder: 'এখানে প্রশ্ন লেখো...',
  tutorSend: 'পাঠাও',
  tutorStop: 'থামাও',
  tutorTooLongTitle: 'প্রশ্ন অনেক বড়',
  tutorTooLongText: 'প্রশ্নটি ১০০০ অক্ষরের মধ্যে রাখো',
  tutorLowUsage: 'আজকের প্রশ্ন প্রায় শেষ। বাকি প্রশ্নগুলো ভেবেচিন্তে করো।',
  tutorLimitReachedTitle: 'আজকের প্রশ্নের সীমা শেষ',
  tutorLimitReachedText: 'আজ এআই শিক্ষককে আর প্রশ্ন করা যাবে না। কাল আবার চেষ্টা করো।',
  tutorErrorDefault: 'এআই শিক্ষকের সাথে সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করো',
  /** A reply cut short by a reload or a closed page (issue 16.4). */
  tutorReplyCut: 'উত্তরটি মাঝপথে থেমে গেছে।',
  tutorQuestionGivenBack: 'প্রশ্নটি তোমাকে ফেরত দেওয়া হয়েছে, আজকের হিসাবে ধরা হয়নি।',
  tutorAskAgain: 'আবার জিজ্ঞেস করো',
} as const satisfies Record<string, string>;

export type TutorMessages = Messages<typeof tutorMessages>;
