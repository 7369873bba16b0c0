import type { QuizQuestion } from './quizMachine';

/**
 * The tutor's demo quiz (spec: 6 questions, 80-180 seconds each, lettered options, a cultural
 * context and a difficulty), set in everyday Bangladeshi life. The option letter is the first
 * character of the option text.
 */
export const demoQuizQuestions: readonly QuizQuestion[] = [
  {
    id: 'demo-rice',
    question: 'মা বাজার থেকে প্রতি কেজি ৬৫ টাকা দরে ২ কেজি চাল কিনলেন। দোকানিকে ২০০ টাকা দিলে তিনি কত টাকা ফেরত পাবেন?',
    options: [
      { id: 'ক', text: 'ক) ৬০ টাকা', isCorrect: false },
      { id: 'খ', text: 'খ) ৭০ টাকা', isCorrect: true },
      { id: 'গ', text: 'গ) ১৩০ টাকা', isCorrect: false },
      { id: 'ঘ', text: 'ঘ) ৬৫ টাকা', isCorrect: false },
    ],
    explanation: 'চালের দাম $২ \\times ৬৫ = ১৩০$ টাকা, তাই ফেরত $২০০ - ১৩০ = ৭০$ টাকা।',
    timeLimit: 90,
    difficulty: 'easy',
    culturalContext: 'food',
    culturalNote: 'বাজারে ফেরত টাকার হিসাব মনে মনে করতে পারলে কেনাকাটায় ভুল হয় না।',
  },
  {
    id: 'demo-bus',
    question: 'ঢাকা থেকে ময়মনসিংহগামী একটি বাস ঘণ্টায় ৪০ কিলোমিটার বেগে চলে ৩ ঘণ্টায় পৌঁছায়। দুই শহরের দূরত্ব কত?',
    options: [
      { id: 'ক', text: 'ক) ৮০ কিলোমিটার', isCorrect: false },
      { id: 'খ', text: 'খ) ১০০ কিলোমিটার', isCorrect: false },
      { id: 'গ', text: 'গ) ১২০ কিলোমিটার', isCorrect: true },
      { id: 'ঘ', text: 'ঘ) ১৪০ কিলোমিটার', isCorrect: false },
    ],
    explanation: 'দূরত্ব = বেগ × সময় = $৪০ \\times ৩ = ১২০$ কিলোমিটার।',
    timeLimit: 120,
    difficulty: 'medium',
    culturalContext: 'transport',
    culturalNote: 'বাসে বা ট্রেনে ওঠার আগে বেগ আর দূরত্ব জানলে কখন পৌঁছাবে তা আগেই বলা যায়।',
  },
  {
    id: 'demo-boishakh',
    question: 'পহেলা বৈশাখের মেলায় একটি মাটির পুতুলের দাম ১২০ টাকা। দোকানি ২৫% ছাড় দিলে পুতুলটি কত টাকায় কেনা যাবে?',
    options: [
      { id: 'ক', text: 'ক) ৯৫ টাকা', isCorrect: false },
      { id: 'খ', text: 'খ) ৯০ টাকা', isCorrect: true },
      { id: 'গ', text: 'গ) ১০০ টাকা', isCorrect: false },
      { id: 'ঘ', text: 'ঘ) ৮০ টাকা', isCorrect: false },
    ],
    explanation: 'ছাড় $১২০ \\times \\frac{২৫}{১০০} = ৩০$ টাকা, তাই দাম $১২০ - ৩০ = ৯০$ টাকা।',
    timeLimit: 120,
    difficulty: 'medium',
    culturalContext: 'festival',
    culturalNote: 'উৎসবের কেনাকাটায় ছাড়ের শতকরা হিসাব জানলে আসল দাম সহজে বোঝা যায়।',
  },
  {
    id: 'demo-cricket',
    question:
      'স্কুলের ক্রিকেট ম্যাচে ২০ ওভারে ১৫০ রান করতে হবে। প্রথম ৮ ওভারে ৪৮ রান হয়েছে। বাকি ওভারগুলোতে ওভারপ্রতি কত রান লাগবে?',
    options: [
      { id: 'ক', text: 'ক) ৭.৫ রান', isCorrect: false },
      { id: 'খ', text: 'খ) ৮ রান', isCorrect: false },
      { id: 'গ', text: 'গ) ৮.৫ রান', isCorrect: true },
      { id: 'ঘ', text: 'ঘ) ৯ রান', isCorrect: false },
    ],
    explanation: 'বাকি রান $১৫০ - ৪৮ = ১০২$, বাকি ওভার $২০ - ৮ = ১২$, তাই ওভারপ্রতি $\\frac{১০২}{১২} = ৮.৫$ রান।',
    timeLimit: 180,
    difficulty: 'hard',
    culturalContext: 'sports',
    culturalNote: 'খেলার মাঠে দরকারি রান রেট আসলে ভাগের অঙ্ক; দল কীভাবে খেলবে তা এ থেকেই ঠিক হয়।',
  },
  {
    id: 'demo-pond',
    question: 'গ্রামের একটি বর্গাকার পুকুরের প্রতিটি পাড় ২৫ মিটার লম্বা। পুকুরের চারপাশে একবার হাঁটলে কত মিটার হাঁটা হবে?',
    options: [
      { id: 'ক', text: 'ক) ৫০ মিটার', isCorrect: false },
      { id: 'খ', text: 'খ) ৭৫ মিটার', isCorrect: false },
      { id: 'গ', text: 'গ) ১০০ মিটার', isCorrect: true },
      { id: 'ঘ', text: 'ঘ) ৬২৫ মিটার', isCorrect: false },
    ],
    explanation: 'বর্গের পরিসীমা = $৪ \\times$ বাহু $= ৪ \\times ২৫ = ১০০$ মিটার। ৬২৫ হলো ক্ষেত্রফল (বর্গমিটারে)।',
    timeLimit: 80,
    difficulty: 'easy',
    culturalContext: 'local',
    culturalNote: 'পুকুর বা মাঠের চারপাশে বেড়া দিতে কতটা বাঁশ বা তার লাগবে, তা পরিসীমা থেকেই বের হয়।',
  },
  {
    id: 'demo-dal',
    question: '৪ জনের রান্নায় ৩০০ গ্রাম ডাল লাগে। বাড়িতে অতিথি এসে মোট ১০ জন হলে কত গ্রাম ডাল লাগবে?',
    options: [
      { id: 'ক', text: 'ক) ৬০০ গ্রাম', isCorrect: false },
      { id: 'খ', text: 'খ) ৭০০ গ্রাম', isCorrect: false },
      { id: 'গ', text: 'গ) ৭৫০ গ্রাম', isCorrect: true },
      { id: 'ঘ', text: 'ঘ) ১০০০ গ্রাম', isCorrect: false },
    ],
    explanation: 'ঐকিক নিয়মে: ১ জনের জন্য $\\frac{৩০০}{৪} = ৭৫$ গ্রাম, তাই ১০ জনের জন্য $৭৫ \\times ১০ = ৭৫০$ গ্রাম।',
    timeLimit: 150,
    difficulty: 'hard',
    culturalContext: 'food',
    culturalNote: 'অতিথি এলে রান্নার উপকরণ কতটা বাড়াতে হবে, ঐকিক নিয়মে সহজেই বের করা যায়।',
  },
];
