import { describe, expect, it } from 'vitest';
import { avatarInitial } from './avatarInitial';

describe('avatarInitial', () => {
  it('takes the first Bengali letter without its vowel sign or conjunct', () => {
    expect(avatarInitial('রাফি আহমেদ')).toBe('র');
    expect(avatarInitial('ক্ষমা')).toBe('ক');
    expect(avatarInitial('ঊর্মি')).toBe('ঊ');
  });

  it('capitalises a Latin name and skips leading spaces', () => {
    expect(avatarInitial('  tasnim')).toBe('T');
  });

  it('gives nothing for a blank name, so the icon shows instead', () => {
    expect(avatarInitial('')).toBe('');
    expect(avatarInitial('   ')).toBe('');
  });
});
