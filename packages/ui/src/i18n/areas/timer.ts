import type { Messages } from './types';

/** The study timer. */
export const timerMessages = {
  studyTimerTitle: 'পড়ার টাইমার',
  /** Accessible name of the running time. */
  studyTimerTimeLabel: 'এই সেশনে পড়ার সময়',
  studyTimerStart: 'শুরু করো',
  studyTimerPause: 'বিরতি দাও',
  studyTimerResume: 'আবার শুরু করো',
  studyTimerEnd: 'শেষ করো',
  studyTimerRunning: 'চলছে',
  studyTimerPaused: 'বিরতিতে',
  /** Encouragement by minutes studied: under 1, 5, 15, 30, 60, and 60 or more. */
  studyEncourageUnder1: 'শুরু করাটাই সবচেয়ে বড় ধাপ। চলো, পড়া শুরু করি!',
  studyEncourageUnder5: 'দারুণ শুরু! মন দিয়ে পড়তে থাকো।',
  studyEncourageUnder15: 'খুব ভালো এগোচ্ছ, এভাবেই চালিয়ে যাও!',
  studyEncourageUnder30: 'চমৎকার মনোযোগ! তুমি অনেকটা পথ এগিয়ে গেছ।',
  studyEncourageUnder60: 'অসাধারণ অধ্যবসায়! প্রায় এক ঘণ্টা ধরে পড়ছ।',
  studyEncourageHourPlus: 'এক ঘণ্টার বেশি পড়েছ, সত্যিই পরিশ্রমী! মাঝে মাঝে বিশ্রাম নিতে ভুলো না।',
  /** Spec §2, shown once the timer is above zero. */
  studyTip: '২৫ মিনিট পড়ার পর ৫ মিনিট বিরতি নাও',
} as const satisfies Record<string, string>;

export type TimerMessages = Messages<typeof timerMessages>;
