// The tutor's "কেন ভুল হলো?" turn on a quiz answer. The student is addressed as তুমি.

/** "কেন ভুল হলো?": a quiz answer explained against the right one. */
export const quizText = {
  open: ['চলো দেখি কোথায় গোলমাল হলো।', 'ভুল থেকেই সবচেয়ে ভালো শেখা যায়, চলো দেখি।', 'ভালো করেছ যে জানতে চাইলে!'],
  question: (question: string) => `**প্রশ্ন:** ${question}`,
  wrong: (chosen: string, correct: string) => `তুমি বেছেছিলে «${chosen}», কিন্তু ঠিক উত্তর «${correct}»।`,
  right: (chosen: string) => `তোমার উত্তর «${chosen}» তো ঠিকই আছে!`,
  why: (explanation: string) => `**কেন:** ${explanation}`,
  noExplanation: (topic: string, correct: string) =>
    `এই প্রশ্নের ব্যাখ্যা কুইজে লেখা নেই; «${topic}» পাঠে «${correct}» নিয়ে যা বলা আছে, সেটা আবার পড়ে দেখো।`,
  close: (chosen: string, correct: string) => [
    `এবার নিজের ভাষায় এক বাক্যে বলো তো, «${correct}» কেন ঠিক?`,
    `«${chosen}» কোন প্রশ্নের উত্তর হলে ঠিক হতো, ভেবে বলতে পারবে?`,
    'পরের বার এমন প্রশ্নে কী খেয়াল করবে, এক লাইনে লিখে জানাবে?',
  ],
  closeRight: 'আর কোনো প্রশ্নে খটকা থাকলে জিজ্ঞেস করো।',
  notFound: 'কুইজের প্রশ্নটি পাওয়া যায়নি।',
};
