import { classOrdinal } from '../../i18n/format';
import type { CommonMessages } from '../../i18n/areas/common';

/**
 * The signed-in student as the shell shows them. `null` where a page is shown before the app
 * knows who is signed in (a page pre-rendered for any student): placeholders stand in.
 */
export interface ShellUser {
  name: string;
  /** '8', 8 or 'অষ্টম'; unset shows the default class, অষ্টম (spec §5). */
  classLevel?: string | number | null;
  /** Photo URL; the initial of the name shows without one. */
  avatarUrl?: string | null;
}

/**
 * 'অষ্টম শ্রেণি' for 8. `words` are the common area's strings as the component resolved them
 * (`useMessages('common', commonMessages)`), so an app's overrides apply.
 */
export function classLabel(classLevel: ShellUser['classLevel'], words: Pick<CommonMessages, 'classWord'>): string {
  return `${classOrdinal(classLevel)} ${words.classWord}`;
}
