import { describe, expect, it } from 'vitest';
import { writtenLanguage } from './language';

describe('the language a message is written in', () => {
  it('tells English from Banglish by their function words, not by subject words both use', () => {
    expect(writtenLanguage('what is the simple interest on 5000 taka at 6% for 3 years?')).toBe('en');
    expect(writtenLanguage('area of a rectangle 12 m by 5 m')).toBe('en');
    expect(writtenLanguage('weight of a 50 kg boy')).toBe('en');
    expect(writtenLanguage('profit koto hobe jodi 400 takay kine 460 e bechi')).toBe('bn');
    expect(writtenLanguage('2, 5, 10, 17 er next ta ki?')).toBe('bn');
  });

  it('does not take the English words Banglish borrows for English', () => {
    expect(writtenLanguage('arekta example dao')).toBe('bn');
    expect(writtenLanguage('formula ta ki bujhi nai, explain koro')).toBe('bn');
    expect(writtenLanguage('can you explain it with another example')).toBe('en');
    expect(writtenLanguage('amar kache more time nai')).toBe('bn');
    expect(writtenLanguage('ami just first ta bujhi nai')).toBe('bn');
    expect(writtenLanguage('so eta ki very important?')).toBe('bn');
    expect(writtenLanguage('I need more time for the first one')).toBe('en');
  });

  it('reads Bengali script as Bengali, even with an English word in it', () => {
    expect(writtenLanguage('স্কুলে BMI কীভাবে বের করে?')).toBe('bn');
  });

  it('does not guess from a number or a word that belongs to neither', () => {
    expect(writtenLanguage('300')).toBeUndefined();
    expect(writtenLanguage('ok')).toBeUndefined();
  });
});
