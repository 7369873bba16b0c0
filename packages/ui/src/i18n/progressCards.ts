/**
 * What a progress card shows before its data arrives: its title and the loading and error lines.
 * Apart from `progressMessages` (which spreads them in), so that a page can show the cards'
 * placeholders (`ProgressCardPlaceholder`) while the cards' own code is still on its way.
 */
export const progressCardMessages = {
  loading: 'লোড হচ্ছে...',
  loadError: 'তথ্য আনা যায়নি। একটু পরে আবার চেষ্টা করো।',
  retry: 'আবার চেষ্টা করো',
  summaryTitle: 'সামগ্রিক অগ্রগতি',
  quizTitle: 'কুইজের পরিসংখ্যান',
  chaptersTitle: 'সম্পন্ন অধ্যায়',
  streakTitle: 'পড়ার ধারাবাহিকতা',
  achievementsTitle: 'অর্জন',
} as const;
