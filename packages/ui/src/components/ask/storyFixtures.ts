// Story-only data of the ask page: an algebra conversation, the tutor's quiz offer and the
// chapter quiz it runs. Fixed ids and times keep every story (and its screenshot) the same.
import type { QuizQuestion } from '../quiz/quizMachine';
import type { AskChatMessage, AskConversationAnalysis, AskQuizOffer } from './types';

/** 15:00 in Dhaka. */
export const storyStart = Date.UTC(2026, 2, 10, 9, 0);

export const at = (minutes: number) => new Date(storyStart + minutes * 60_000).toISOString();

export const storyOffer: AskQuizOffer = {
  type: 'quiz_offer',
  message:
    'দারুণ! «বীজগণিতীয় রাশি» অধ্যায় নিয়ে তুমি অনেক প্রশ্ন করেছ। এবার কি একটি ছোট কুইজ দিয়ে নিজেকে যাচাই করে দেখবে? ৩টি প্রশ্ন, সময় লাগবে প্রায় ৫ মিনিট।',
  topic: 'বীজগণিতীয় রাশি',
  expectedDuration: 5,
  questionCount: 3,
  adaptive: false,
  sessionId: 'story-offer-1',
  quizId: 4,
};

export const storyQuestions: readonly QuizQuestion[] = [
  {
    id: 101,
    question: '$(a + b)^2$ এর বিস্তৃত রূপ কোনটি?',
    options: [
      { id: 1011, text: '$a^2 + b^2$', isCorrect: false },
      { id: 1012, text: '$a^2 + 2ab + b^2$', isCorrect: true },
      { id: 1013, text: '$a^2 - 2ab + b^2$', isCorrect: false },
      { id: 1014, text: '$2a + 2b$', isCorrect: false },
    ],
    explanation: '$(a + b)^2 = (a + b)(a + b) = a^2 + ab + ab + b^2 = a^2 + 2ab + b^2$।',
    culturalNote: 'বর্গাকার উঠানের প্রতিটি পাশ কিছুটা বাড়ালে নতুন ক্ষেত্রফল এই সূত্রেই বের হয়।',
  },
  {
    id: 102,
    question: 'একটি খাতার দাম $x$ টাকা। ৫টি খাতা আর ২০ টাকার একটি কলমের মোট দাম কোন রাশি?',
    options: [
      { id: 1021, text: '$5x + 20$', isCorrect: true },
      { id: 1022, text: '$5 + 20x$', isCorrect: false },
      { id: 1023, text: '$25x$', isCorrect: false },
    ],
    explanation: '৫টি খাতার দাম $5x$ টাকা, তার সাথে কলমের ২০ টাকা: মোট $5x + 20$ টাকা।',
    culturalNote: 'স্কুলের বইখাতা কেনার আগে এভাবে রাশি লিখে নিলে বাজেট ঠিক রাখা সহজ।',
  },
  {
    id: 103,
    question: '$x = 3$ হলে $2x + 1$ এর মান কত?',
    options: [
      { id: 1031, text: '৬', isCorrect: false },
      { id: 1032, text: '৭', isCorrect: true },
      { id: 1033, text: '৯', isCorrect: false },
    ],
    explanation: '$2 \\times 3 + 1 = 6 + 1 = 7$।',
  },
];

export const storyConversation: AskChatMessage[] = [
  { id: 'm1', sender: 'user', content: 'বীজগণিতীয় রাশি আসলে কী?', timestamp: at(0) },
  {
    id: 'm2',
    sender: 'ai',
    content:
      'সংখ্যা, অক্ষর (চলক) আর গাণিতিক চিহ্ন মিলে যা লেখা হয়, তাকে **বীজগণিতীয় রাশি** বলে। যেমন $3x + 5$।\n\nএখানে $x$ চলক, ৩ হলো $x$ এর সহগ আর ৫ ধ্রুবক পদ।',
    timestamp: at(1),
  },
  { id: 'm3', sender: 'user', content: '$(a+b)^2$ এর সূত্রটা কীভাবে এলো?', timestamp: at(3) },
  {
    id: 'm4',
    sender: 'ai',
    content:
      'গুণ করে দেখো:\n\n$$(a + b)^2 = (a + b)(a + b) = a^2 + 2ab + b^2$$\n\nমাঝের $2ab$ পদটি আসে $ab$ আর $ba$ দুটো গুণফল থেকে।',
    timestamp: at(4),
  },
];

/** The conversation whose latest tutor reply offers the quiz. */
export const storyOfferConversation: AskChatMessage[] = [
  ...storyConversation,
  { id: 'm5', sender: 'user', content: 'বুঝেছি, ধন্যবাদ!', timestamp: at(6) },
  {
    id: 'm6',
    sender: 'ai',
    content: 'চমৎকার! তুমি আজ অনেক কিছু শিখেছ।',
    timestamp: at(7),
    quizOffer: storyOffer,
  },
];

export const storySuggestions = ['বর্গের আর কোন সূত্র আছে?', 'সহগ আর ধ্রুবক পদের পার্থক্য কী?', 'উৎপাদকে বিশ্লেষণ কীভাবে করি?'];

export const longBengaliConversation: AskChatMessage[] = [
  {
    id: 'l1',
    sender: 'user',
    content:
      'আমাদের বইয়ের অনুশীলনী ২.৩ এর সাত নম্বর প্রশ্নে বলা আছে একটি আয়তাকার বাগানের দৈর্ঘ্য প্রস্থের চেয়ে ৫ মিটার বেশি এবং পরিসীমা ৫০ মিটার, তাহলে বাগানটির ক্ষেত্রফল কত? আমি সমীকরণটা কীভাবে সাজাব বুঝতে পারছি না, একটু ধাপে ধাপে বুঝিয়ে দেবে?',
    timestamp: at(0),
  },
  {
    id: 'l2',
    sender: 'ai',
    content:
      'অবশ্যই! ধাপে ধাপে দেখি:\n\n1. ধরি প্রস্থ $x$ মিটার, তাহলে দৈর্ঘ্য $x + 5$ মিটার।\n2. আয়তের পরিসীমা $= 2(\\text{দৈর্ঘ্য} + \\text{প্রস্থ})$, তাই $2(x + 5 + x) = 50$।\n3. সরল করলে $4x + 10 = 50$, অর্থাৎ $x = 10$।\n4. তাহলে প্রস্থ ১০ মিটার, দৈর্ঘ্য ১৫ মিটার, আর ক্ষেত্রফল $10 \\times 15 = 150$ বর্গমিটার।\n\nএবার নিজে একবার অনুশীলনীর আট নম্বর প্রশ্নটি এভাবে সমীকরণ সাজিয়ে করে দেখো, কোথাও আটকে গেলে আমাকে জিজ্ঞেস করো।',
    timestamp: at(2),
  },
];

export const storyAnalysis: AskConversationAnalysis = {
  engagementLevel: 'engaged',
  questionsAskedCount: 5,
  shouldTransition: false,
  culturalMessaging: null,
};

export const storyAnalysisTransition: AskConversationAnalysis = {
  engagementLevel: 'highly_engaged',
  questionsAskedCount: 12,
  shouldTransition: true,
  culturalMessaging: 'তুমি খুব মন দিয়ে শিখছ! বাজারের হিসাব থেকে খেলার স্কোর, সব জায়গাতেই বীজগণিত কাজে লাগে।',
};

/** The tutor's "কেন ভুল হলো?" turn on the first question answered $a^2 + b^2$, as the server words it. */
export const storyWhyWrongReply = [
  'চলো দেখি কোথায় গোলমাল হলো।',
  '**প্রশ্ন:** $(a + b)^2$ এর বিস্তৃত রূপ কোনটি?',
  'তুমি বেছেছিলে «$a^2 + b^2$», কিন্তু ঠিক উত্তর «$a^2 + 2ab + b^2$»।',
  '**কেন:** $(a + b)^2 = (a + b)(a + b) = a^2 + ab + ab + b^2 = a^2 + 2ab + b^2$।',
  'এবার নিজের ভাষায় এক বাক্যে বলো তো, «$a^2 + 2ab + b^2$» কেন ঠিক?',
].join('\n\n');
