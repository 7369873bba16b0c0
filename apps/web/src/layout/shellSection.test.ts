import { describe, expect, it } from 'vitest';
import { appNavItems, sectionForPath } from './shellSection';

describe('sectionForPath', () => {
  it('maps each signed-in route to its section', () => {
    expect(sectionForPath('/dashboard')).toBe('home');
    expect(sectionForPath('/subjects')).toBe('subjects');
    expect(sectionForPath('/subjects/3/11/learn')).toBe('subjects');
    expect(sectionForPath('/profile')).toBe('profile');
    expect(sectionForPath('/progress')).toBe('progress');
    expect(sectionForPath('/achievements')).toBe('achievements');
    expect(sectionForPath('/certificates/abc')).toBe('achievements');
  });

  it("makes the sidebar's progress and achievements links (issue 19)", () => {
    const byKey = Object.fromEntries(appNavItems.map((item) => [item.key, item]));
    expect(byKey['progress']).toMatchObject({ href: '/progress' });
    expect(byKey['achievements']).toMatchObject({ href: '/achievements' });
    expect(appNavItems.some((item) => item.comingSoon)).toBe(false);
  });

  it('gives the default section to other routes and to look-alike prefixes', () => {
    expect(sectionForPath('/quiz')).toBe('default');
    expect(sectionForPath('/subjectsx')).toBe('default');
    expect(sectionForPath('/')).toBe('default');
  });
});
