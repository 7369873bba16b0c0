import type { BadgeTone } from '../Badge/Badge';
import type { QuizCulturalContext, QuizDifficulty, QuizGrade } from './quizMachine';
import type { QuizMessages } from '../../i18n/areas/quiz';

// Keys into the quiz area, not its strings: the component reads them from the strings it resolved
// with useMessages, so an app's overrides apply.
type QuizKey = keyof QuizMessages;

export const difficultyBadges: Record<QuizDifficulty, { key: QuizKey; tone: BadgeTone }> = {
  easy: { key: 'quizDifficultyEasy', tone: 'success' },
  medium: { key: 'quizDifficultyMedium', tone: 'warning' },
  hard: { key: 'quizDifficultyHard', tone: 'danger' },
};

/** Chip texts of the tutor's cultural contexts; `none` has no chip. */
export const culturalContextKeys: Record<Exclude<QuizCulturalContext, 'none'>, QuizKey> = {
  food: 'quizContextFood',
  transport: 'quizContextTransport',
  festival: 'quizContextFestival',
  sports: 'quizContextSports',
  local: 'quizContextLocal',
};

export const gradeKeys: Record<QuizGrade, QuizKey> = {
  excellent: 'quizGradeExcellent',
  veryGood: 'quizGradeVeryGood',
  good: 'quizGradeGood',
  fair: 'quizGradeFair',
  needsPractice: 'quizGradeNeedsPractice',
};
