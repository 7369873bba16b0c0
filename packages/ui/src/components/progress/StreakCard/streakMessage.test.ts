import { describe, expect, it } from 'vitest';
import { progressMessages } from '../../../i18n/progress';
import { streakMessage } from './streakMessage';

describe('streakMessage', () => {
  it('invites a fresh start when no streak runs, also after a long one', () => {
    expect(streakMessage({ current: 0, longest: 0, todayCounted: false })).toBe('startFresh');
    expect(streakMessage({ current: 0, longest: 21, todayCounted: false })).toBe('startFresh');
  });

  it('reminds gently when the streak runs but today is not counted yet', () => {
    expect(streakMessage({ current: 4, longest: 9, todayCounted: false })).toBe('todayPending');
    expect(streakMessage({ current: 9, longest: 9, todayCounted: false })).toBe('todayPending');
  });

  it('celebrates a first day, a new record, or a counted day', () => {
    expect(streakMessage({ current: 1, longest: 1, todayCounted: true })).toBe('firstDay');
    expect(streakMessage({ current: 9, longest: 9, todayCounted: true })).toBe('newRecord');
    expect(streakMessage({ current: 3, longest: 9, todayCounted: true })).toBe('todayDone');
  });

  it('words none of them as a loss', () => {
    const texts = [
      progressMessages.streakStartFresh,
      progressMessages.streakTodayPending,
      progressMessages.streakFirstDay,
      progressMessages.streakNewRecord,
      progressMessages.streakTodayDone,
    ];
    for (const text of texts) expect(text).not.toMatch(/হারিয়ে|ভেঙে|ভেঙ্গে|ব্যর্থ|শাস্তি|হারাবে|নষ্ট/);
  });
});
