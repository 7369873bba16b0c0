import { describe, expect, it } from 'vitest';
import { lessonText } from './eval-lessons';
import { heldoutSet } from './eval-heldout';
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

  it('replies in the language the student asked in, on every set', () => {
    expect(scoreEval(evalSet, lessonText).languageShare).toBe(1);
    expect(scoreEval(heldoutSet, lessonText).languageShare).toBe(1);
  });
});

// The held-out set is not tuned on: a floor, not every move, so that a new phrasing it misses is
// a finding to fix in general rather than a test to make pass (its figures: bench/RESULTS.md).
describe('the held-out English and Banglish conversations', () => {
  it('are read and checked well above what the guide did before it answered English', () => {
    const report = scoreEval(heldoutSet, lessonText);
    expect(report.conversations).toBeGreaterThanOrEqual(20);
    expect(report.coverage).toBeGreaterThanOrEqual(0.9);
    expect(report.checkShare).toBeGreaterThanOrEqual(0.9);
  });
});
