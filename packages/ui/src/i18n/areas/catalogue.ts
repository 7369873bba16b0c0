// Types only: naming every area here costs no bytes, so a component still bundles only the
// strings of the areas it imports.
import type { AskMessages } from './ask';
import type { AuthMessages } from './auth';
import type { ChapterMessages } from './chapter';
import type { CommonMessages } from './common';
import type { ContentMessages } from './content';
import type { DashboardMessages } from './dashboard';
import type { LandingMessages } from './landing';
import type { MathMessages } from '../mathMessages';
import type { ProfileMessages } from './profile';
import type { QuizMessages } from './quiz';
import type { ShellMessages } from './shell';
import type { SubjectsMessages } from './subjects';
import type { TimerMessages } from './timer';
import type { TutorMessages } from './tutor';

/** The student-facing catalogue of @study/ui, by area. */
export interface StudyUiMessages {
  common: CommonMessages;
  shell: ShellMessages;
  auth: AuthMessages;
  profile: ProfileMessages;
  landing: LandingMessages;
  dashboard: DashboardMessages;
  subjects: SubjectsMessages;
  chapter: ChapterMessages;
  content: ContentMessages;
  timer: TimerMessages;
  quiz: QuizMessages;
  tutor: TutorMessages;
  ask: AskMessages;
  /** The maths components' Bengali strings (their `language` prop picks Bengali or English). */
  math: MathMessages;
}

export type MessageArea = keyof StudyUiMessages;

/** What an app may override: any string of any area; the rest keep the Bengali defaults. */
export type StudyUiMessageOverrides = { readonly [Area in MessageArea]?: Partial<StudyUiMessages[Area]> };
