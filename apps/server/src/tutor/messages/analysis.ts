// The ask page's side panel (analysis.ts): praise for asking, and the chapter quiz's offer. The
// student is addressed as তুমি (informal). Numbers are Bengali digits.

const bnNumber = (n: number) => n.toLocaleString('bn-BD');

export const analysisTexts = {
  highlyEngaged: (questions: number) =>
    `অসাধারণ! ${bnNumber(questions)}টি প্রশ্ন করে ফেলেছ। জগদীশচন্দ্র বসুর মতো কৌতূহলই বড় আবিষ্কারের শুরু; এভাবেই প্রশ্ন করতে থাকো!`,
  engaged: 'বাহ, বেশ এগোচ্ছ! বিকেলের আড্ডায় যেমন গল্প জমে ওঠে, প্রশ্নে প্রশ্নে তেমনি শেখাও জমে ওঠে।',
  quizOffer: (chapterName: string, questions: number, minutes: number) =>
    `দারুণ! «${chapterName}» অধ্যায় নিয়ে তুমি অনেক প্রশ্ন করেছ। এবার কি একটি ছোট কুইজ দিয়ে নিজেকে যাচাই করে দেখবে? ` +
    `${bnNumber(questions)}টি প্রশ্ন, সময় লাগবে প্রায় ${bnNumber(minutes)} মিনিট।`,
};
