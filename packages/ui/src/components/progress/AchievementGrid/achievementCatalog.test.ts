import { describe, expect, it } from 'vitest';
import { achievementCodes, achievementText, achievementToastText } from './achievementCatalog';

describe('achievementText', () => {
  it('has a title and a rule for every badge the server awards', () => {
    for (const code of achievementCodes) {
      const { title, rule } = achievementText(code);
      expect(title, code).toMatch(/[\u0980-\u09ff]/);
      expect(rule, code).toMatch(/[\u0980-\u09ff]/);
    }
  });

  it('lets the app name a badge this version does not know', () => {
    expect(achievementText('weekendReader', { title: 'ছুটির দিনের পাঠক', rule: 'শনিবারে পড়ো।' })).toMatchObject({
      title: 'ছুটির দিনের পাঠক',
      rule: 'শনিবারে পড়ো।',
    });
    expect(achievementText('weekendReader').title).toBe('');
  });

  it('words the toast with the badge title', () => {
    expect(achievementToastText('firstChapter')).toBe('নতুন ব্যাজ পেয়েছ: প্রথম অধ্যায়');
  });
});
