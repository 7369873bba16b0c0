import type { ComponentType } from 'react';
import { progressMessages as m } from '../../../i18n/progress';
import {
  BookIcon,
  ChatIcon,
  CheckCircleIcon,
  FlameIcon,
  FootstepIcon,
  StarIcon,
  TrophyIcon,
  type IconProps,
} from '../../../icons';

/** The badges the server awards (issue 19 item 4), in the order the grid shows them. */
export const achievementCodes = [
  'firstTopic',
  'firstChapter',
  'firstQuiz80',
  'streak3',
  'streak7',
  'streak30',
  'subjectComplete',
  'tutorQuestions10',
] as const;
export type AchievementCode = (typeof achievementCodes)[number];

const catalog: Record<AchievementCode, { title: string; rule: string; icon: ComponentType<IconProps> }> = {
  firstTopic: { title: m.badgeFirstTopicTitle, rule: m.badgeFirstTopicRule, icon: FootstepIcon },
  firstChapter: { title: m.badgeFirstChapterTitle, rule: m.badgeFirstChapterRule, icon: BookIcon },
  firstQuiz80: { title: m.badgeFirstQuiz80Title, rule: m.badgeFirstQuiz80Rule, icon: StarIcon },
  streak3: { title: m.badgeStreak3Title, rule: m.badgeStreak3Rule, icon: FlameIcon },
  streak7: { title: m.badgeStreak7Title, rule: m.badgeStreak7Rule, icon: FlameIcon },
  streak30: { title: m.badgeStreak30Title, rule: m.badgeStreak30Rule, icon: FlameIcon },
  subjectComplete: { title: m.badgeSubjectCompleteTitle, rule: m.badgeSubjectCompleteRule, icon: TrophyIcon },
  tutorQuestions10: { title: m.badgeTutorQuestions10Title, rule: m.badgeTutorQuestions10Rule, icon: ChatIcon },
};

function isKnown(code: string): code is AchievementCode {
  return (achievementCodes as readonly string[]).includes(code);
}

/**
 * A badge's title, rule and icon from the catalogue. A code this version does not know (the
 * server added a badge) shows the texts the app passes, else a neutral check icon and no text.
 */
export function achievementText(code: string, overrides: { title?: string; rule?: string } = {}) {
  const known = isKnown(code) ? catalog[code] : undefined;
  return {
    title: overrides.title ?? known?.title ?? '',
    rule: overrides.rule ?? known?.rule ?? '',
    Icon: known?.icon ?? CheckCircleIcon,
  };
}

/** The toast text for a badge just earned: 'নতুন ব্যাজ পেয়েছ: প্রথম অধ্যায়'. */
export function achievementToastText(code: string, title?: string): string {
  return m.achievementToast(achievementText(code, { title }).title);
}
