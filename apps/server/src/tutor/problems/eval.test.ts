import { describe, expect, it } from 'vitest';
import { lessonText } from './eval-lessons';
import { evalSet } from './eval-set';
import { scoreEval } from './eval-score';

describe('the guided-steps evaluation set', () => {
  it('has at least 25 conversations over every problem family', () => {
    expect(evalSet.length).toBeGreaterThanOrEqual(25);
    const report = scoreEval(evalSet, lessonText);
    for (const row of report.families) expect(row.total, row.family).toBeGreaterThanOrEqual(4);
  });

  it('reads every problem in its family and checks every step as expected', () => {
    const report = scoreEval(evalSet, lessonText);
    expect(report.misses).toEqual([]);
    expect(report.coverage).toBe(1);
    expect(report.checkShare).toBe(1);
  });
});
