import type { BadgeTone } from '../Badge/Badge';
import type { QuizCulturalContext, QuizDifficulty, QuizGrade } from './quizMachine';
import { quizMessages } from '../../i18n/areas/quiz';

export const difficultyLabels: Record<QuizDifficulty, { label: string; tone: BadgeTone }> = {
  easy: { label: quizMessages.quizDifficultyEasy, tone: 'success' },
  medium: { label: quizMessages.quizDifficultyMedium, tone: 'warning' },
  hard: { label: quizMessages.quizDifficultyHard, tone: 'danger' },
};

/** Chip texts of the tutor's cultural contexts; `none` has no chip. */
export const culturalContextLabels: Record<Exclude<QuizCulturalContext, 'none'>, string> = {
  food: quizMessages.quizContextFood,
  transport: quizMessages.quizContextTransport,
  festival: quizMessages.quizContextFestival,
  sports: quizMessages.quizContextSports,
  local: quizMessages.quizContextLocal,
};

export const gradeLabels: Record<QuizGrade, string> = {
  excellent: quizMessages.quizGradeExcellent,
  veryGood: quizMessages.quizGradeVeryGood,
  good: quizMessages.quizGradeGood,
  fair: quizMessages.quizGradeFair,
  needsPractice: quizMessages.quizGradeNeedsPractice,
};
