import { describe, expect, it } from 'vitest';
import { adminHomePath, adminRedirectState, adminReturnPath } from './adminReturnPath';

describe('adminReturnPath', () => {
  it('returns to the admin page the guard sent the admin away from, with its query', () => {
    expect(adminReturnPath(adminRedirectState('/admin/chapters', '?subjectId=3'))).toBe('/admin/chapters?subjectId=3');
    expect(adminReturnPath(adminRedirectState('/admin/topics', '', '#top'))).toBe('/admin/topics#top');
  });

  it('goes to the dashboard without a usable state', () => {
    for (const state of [undefined, null, 'x', {}, { from: 42 }]) expect(adminReturnPath(state)).toBe(adminHomePath);
  });

  it('never returns to the login page, a student page or another origin', () => {
    for (const from of [
      '/admin/login',
      '/admin/login?x=1',
      '/dashboard',
      '//evil.example/admin/x',
      'https://evil.example',
      '/admin/',
      '/admin//evil',
      '/admin/\\evil',
    ]) {
      expect(adminReturnPath({ from })).toBe(adminHomePath);
    }
  });
});
