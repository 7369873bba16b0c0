import { describe, expect, it } from 'vitest';
import { VisibleTime } from './lessonStudyTime';

describe('VisibleTime', () => {
  it('counts only the time the page was visible, in whole seconds', () => {
    let now = 1_000_000;
    const time = new VisibleTime(() => now, true);
    now += 30_500;
    expect(time.seconds()).toBe(30);
    time.hide();
    now += 600_000; // hidden: not counted
    expect(time.seconds()).toBe(30);
    time.show();
    now += 10_000;
    expect(time.seconds()).toBe(40);
    time.show(); // showing again does not restart the count
    now += 1_000;
    expect(time.seconds()).toBe(41);
  });

  it('starts at zero for a page opened hidden', () => {
    let now = 0;
    const time = new VisibleTime(() => now, false);
    now += 50_000;
    expect(time.seconds()).toBe(0);
  });
});
