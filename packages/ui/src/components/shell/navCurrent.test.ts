import { describe, expect, it } from 'vitest';
import { navCurrent } from './navCurrent';

describe('navCurrent', () => {
  it('marks the link of the page itself as the page', () => {
    expect(navCurrent('/dashboard', '/dashboard')).toBe('page');
    expect(navCurrent('/subjects', '/subjects/')).toBe('page');
    expect(navCurrent('/subjects', '/subjects?q=math#top')).toBe('page');
  });

  it('marks the link of a section holding the page as current, not as the page', () => {
    expect(navCurrent('/subjects', '/subjects/3')).toBe('true');
    expect(navCurrent('/subjects', '/subjects/3/12/learn')).toBe('true');
  });

  it('does not mark other links, nor a link that only shares a prefix', () => {
    expect(navCurrent('/profile', '/dashboard')).toBeUndefined();
    expect(navCurrent('/subjects', '/subjects-archive')).toBeUndefined();
    expect(navCurrent('/dashboard', undefined)).toBeUndefined();
  });

  it('never makes / the section of every page', () => {
    expect(navCurrent('/', '/')).toBe('page');
    expect(navCurrent('/', '/profile')).toBeUndefined();
  });
});
