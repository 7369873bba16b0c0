import { describe, expect, it } from 'vitest';
import { loginRedirectState, returnPathFrom } from './returnPath';

describe('returnPathFrom', () => {
  it('returns to the page the visitor came from, query and hash included', () => {
    expect(returnPathFrom(loginRedirectState('/subjects/1/11/learn', '?topic=102', '#top'))).toBe(
      '/subjects/1/11/learn?topic=102#top',
    );
    expect(returnPathFrom({ from: '/profile' })).toBe('/profile');
  });

  it('goes to the dashboard without a usable state', () => {
    expect(returnPathFrom(undefined)).toBe('/dashboard');
    expect(returnPathFrom(null)).toBe('/dashboard');
    expect(returnPathFrom('/profile')).toBe('/dashboard');
    expect(returnPathFrom({ from: 42 })).toBe('/dashboard');
  });

  it('never leaves the app or loops back to the public pages', () => {
    expect(returnPathFrom({ from: 'https://evil.example/' })).toBe('/dashboard');
    expect(returnPathFrom({ from: '//evil.example/' })).toBe('/dashboard');
    expect(returnPathFrom({ from: '/\\evil.example' })).toBe('/dashboard');
    expect(returnPathFrom({ from: '/login' })).toBe('/dashboard');
    expect(returnPathFrom({ from: '/login?x=1' })).toBe('/dashboard');
    expect(returnPathFrom({ from: '/' })).toBe('/dashboard');
  });
});
