import type { Messages } from './types';

/** The ask page (chat, in-chat quiz, analysis card). */
export const askMessages = {
  askChatTitle: 'এআই শিক্ষককে প্রশ্ন',
  askEmptyTitle: 'এই অধ্যায় নিয়ে যা জানতে চাও, জিজ্ঞেস করো',
  askEmptyText: 'এআই শিক্ষক ধাপে ধাপে বুঝিয়ে দেবে। নিচের কোনো প্রশ্ন দিয়েও শুরু করতে পারো।',
  /** Spec §2: the label of the suggested-question chips. */
  askSuggestionsLabel: 'সম্ভাব্য প্রশ্ন',
  askQuizLabel: 'চ্যাটের কুইজ',
  askQuizFeedbackCorrect: 'দারুণ! তোমার উত্তর ঠিক হয়েছে।',
  askQuizFeedbackWrong: 'এবার হয়নি, তবে ভুল থেকেই ভালো শেখা যায়। নিচের ব্যাখ্যাটা দেখে নাও।',
  askQuizSeeResults: 'ফলাফল দেখো',
  /** Spec §2: the tutor's message after 'continue learning'. */
  askQuizContinueMessage: 'অভিনন্দন! তুমি কুইজটি শেষ করেছ। এবার আমরা বিষয়টি আরও গভীরভাবে শিখব। এরপর কোন বিষয়টি শিখতে চাও?',
  /** Spec §2: sent for the student on 'retake' ('I want to take the quiz again'). */
  askQuizRetakeMessage: 'আমি আবার কুইজ দিতে চাই',
  askAnalysisTitle: 'তোমার শেখার চিত্র',
  askAnalysisEmpty: 'আরও কয়েকটি প্রশ্ন করলে এখানে তোমার শেখার চিত্র দেখা যাবে।',
  askEngagement: 'আগ্রহের মাত্রা',
  askEngagementHigh: 'খুব আগ্রহী',
  askEngagementEngaged: 'আগ্রহী',
  askEngagementBasic: 'মোটামুটি',
  askEngagementLow: 'কম',
  askQuestionsAsked: 'জিজ্ঞেস করা প্রশ্ন',
  /** Spec §2: the 'time to transition' badge. */
  askTransition: 'পরের ধাপে যাওয়ার সময় হয়েছে',
  askTabAsk: 'প্রশ্ন করো',
  /** Spec §2: the 'complete' button, which does nothing yet. */
  askComplete: 'সম্পন্ন',
  askSidePanel: 'শেখার সারসংক্ষেপ',
  askError: 'কথোপকথন লোড করতে সমস্যা হয়েছে',
  /** Spec §2: fallback titles of chapters ch1-ch5 when the chapter cannot be loaded. */
  askChapterAlgebra: 'বীজগণিত',
  askChapterGeometry: 'জ্যামিতি',
  askChapterStatistics: 'পরিসংখ্যান',
  askChapterProbability: 'সম্ভাবনা',
  askChapterRealNumbers: 'বাস্তব সংখ্যা',
} as const satisfies Record<string, string>;

export type AskMessages = Messages<typeof askMessages>;
