import type { Messages } from './types';

/** The app shell: skip link, sidebar, header, phone menu. */
export const shellMessages = {
  /** Skip link, the first stop of the keyboard on every signed-in page. */
  shellSkipToContent: 'মূল অংশে চলে যাও',
  /** Accessible name of the sidebar navigation and of the phone menu drawer. */
  shellNavLabel: 'প্রধান মেনু',
  shellNavHome: 'হোম',
  shellNavSubjects: 'বিষয়সমূহ',
  shellNavProgress: 'অগ্রগতি',
  shellNavAchievements: 'অর্জন',
  shellNavProfile: 'প্রোফাইল',
  /** Desktop sidebar toggle, when the sidebar is wide. */
  shellCollapse: 'মেনু ছোট করো',
  /** Desktop sidebar toggle, when the sidebar shows icons only. */
  shellExpand: 'মেনু বড় করো',
  /** Header button that opens the menu drawer on phones. */
  shellOpenMenu: 'মেনু খোলো',
  shellCloseMenu: 'মেনু বন্ধ করো',
} as const satisfies Record<string, string>;

export type ShellMessages = Messages<typeof shellMessages>;
