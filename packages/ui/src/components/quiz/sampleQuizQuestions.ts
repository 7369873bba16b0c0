import type { QuizQuestion } from './quizMachine';

/**
 * The standalone quiz's three built-in questions (class 8 maths), used when a chapter has no quiz
 * of its own and on /quiz.
 */
export const sampleQuizQuestions: readonly QuizQuestion[] = [
  {
    id: 'sample-profit',
    question: 'একটি কলম ৫০ টাকায় কিনে ৬০ টাকায় বিক্রি করলে শতকরা কত লাভ হবে?',
    options: [
      { id: 'a', text: '১০%', isCorrect: false },
      { id: 'b', text: '১৫%', isCorrect: false },
      { id: 'c', text: '২০%', isCorrect: true },
      { id: 'd', text: '২৫%', isCorrect: false },
    ],
    explanation:
      'লাভ $৬০ - ৫০ = ১০$ টাকা। শতকরা লাভ $\\frac{১০}{৫০} \\times ১০০ = ২০\\%$, কারণ লাভ সবসময় ক্রয়মূল্যের উপর হিসাব হয়।',
  },
  {
    id: 'sample-square',
    question: '$(a + b)^2$ এর বিস্তৃত রূপ কোনটি?',
    options: [
      { id: 'a', text: '$a^2 + b^2$', isCorrect: false },
      { id: 'b', text: '$a^2 + 2ab + b^2$', isCorrect: true },
      { id: 'c', text: '$a^2 - 2ab + b^2$', isCorrect: false },
      { id: 'd', text: '$2a + 2b$', isCorrect: false },
    ],
    explanation: '$(a + b)^2 = (a + b)(a + b) = a^2 + ab + ab + b^2 = a^2 + 2ab + b^2$।',
  },
  {
    id: 'sample-area',
    question: 'একটি আয়তাকার মাঠের দৈর্ঘ্য ২০ মিটার এবং প্রস্থ ১৫ মিটার। মাঠটির ক্ষেত্রফল কত?',
    options: [
      { id: 'a', text: '৭০ বর্গমিটার', isCorrect: false },
      { id: 'b', text: '৩৫ বর্গমিটার', isCorrect: false },
      { id: 'c', text: '৩০০ বর্গমিটার', isCorrect: true },
      { id: 'd', text: '৩৫০ বর্গমিটার', isCorrect: false },
    ],
    explanation: 'আয়তের ক্ষেত্রফল = দৈর্ঘ্য × প্রস্থ = $২০ \\times ১৫ = ৩০০$ বর্গমিটার। ৭০ মিটার হলো পরিসীমা, ক্ষেত্রফল নয়।',
  },
];
