import { describe, expect, it } from 'vitest';
import { sectionForPath } from './shellSection';

describe('sectionForPath', () => {
  it('maps each signed-in route to its section', () => {
    expect(sectionForPath('/dashboard')).toBe('home');
    expect(sectionForPath('/subjects')).toBe('subjects');
    expect(sectionForPath('/subjects/3/11/learn')).toBe('subjects');
    expect(sectionForPath('/profile')).toBe('profile');
  });

  it('gives the default section to other routes and to look-alike prefixes', () => {
    expect(sectionForPath('/quiz')).toBe('default');
    expect(sectionForPath('/subjectsx')).toBe('default');
    expect(sectionForPath('/')).toBe('default');
  });
});
