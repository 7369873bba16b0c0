import { bn } from '../../i18n/messages';
import type { BadgeTone } from '../Badge/Badge';
import type { QuizCulturalContext, QuizDifficulty, QuizGrade } from './quizMachine';

export const difficultyLabels: Record<QuizDifficulty, { label: string; tone: BadgeTone }> = {
  easy: { label: bn.quizDifficultyEasy, tone: 'success' },
  medium: { label: bn.quizDifficultyMedium, tone: 'warning' },
  hard: { label: bn.quizDifficultyHard, tone: 'danger' },
};

/** Chip texts of the tutor's cultural contexts; `none` has no chip. */
export const culturalContextLabels: Record<Exclude<QuizCulturalContext, 'none'>, string> = {
  food: bn.quizContextFood,
  transport: bn.quizContextTransport,
  festival: bn.quizContextFestival,
  sports: bn.quizContextSports,
  local: bn.quizContextLocal,
};

export const gradeLabels: Record<QuizGrade, string> = {
  excellent: bn.quizGradeExcellent,
  veryGood: bn.quizGradeVeryGood,
  good: bn.quizGradeGood,
  fair: bn.quizGradeFair,
  needsPractice: bn.quizGradeNeedsPractice,
};
