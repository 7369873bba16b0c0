import { describe, expect, it } from 'vitest';
import { demoQuizQuestions } from './demoQuizQuestions';
import { splitOption } from './quizFormat';
import { sampleQuizQuestions } from './sampleQuizQuestions';

describe('built-in quiz data', () => {
  it('has three sample questions with options a-d and exactly one right answer', () => {
    expect(sampleQuizQuestions).toHaveLength(3);
    for (const question of sampleQuizQuestions) {
      expect(question.options.map((option) => option.id)).toEqual(['a', 'b', 'c', 'd']);
      expect(question.options.filter((option) => option.isCorrect)).toHaveLength(1);
    }
  });

  it('has six demo questions of 80-180 seconds, lettered by their first character', () => {
    expect(demoQuizQuestions).toHaveLength(6);
    for (const question of demoQuizQuestions) {
      expect(question.timeLimit).toBeGreaterThanOrEqual(80);
      expect(question.timeLimit).toBeLessThanOrEqual(180);
      expect(question.difficulty).toBeDefined();
      expect(question.culturalContext).toBeDefined();
      expect(question.options.filter((option) => option.isCorrect)).toHaveLength(1);
      question.options.forEach((option, index) => {
        expect(splitOption(option.text, index).letter).toBe(option.text[0]);
      });
    }
  });
});
