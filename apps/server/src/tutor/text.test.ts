import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentTokens, normalize, stem, WordSplitter } from './text';
import { dhakaDay, secondsUntilDhakaMidnight } from './usage';

function splitAll(pieces: string[]): string[] {
  const splitter = new WordSplitter();
  return [...pieces.flatMap((piece) => splitter.push(piece)), ...splitter.flush()];
}

describe('WordSplitter', () => {
  it('cuts text into words that carry their trailing whitespace', () => {
    expect(splitAll(['লাভ = বিক্রয়মূল্য −', ' ক্রয়মূল্য।\n\nএবার'])).toEqual([
      'লাভ ',
      '= ',
      'বিক্রয়মূল্য ',
      '− ',
      'ক্রয়মূল্য।\n\n',
      'এবার',
    ]);
  });

  it('keeps inline and display formulas whole, even when they arrive in pieces', () => {
    const words = splitAll(['শতকরা লাভ $\\frac{12', '}{96} \\times 100$ হয়।\n\n$$W = ', 'mg$$\nশেষ']);
    expect(words).toEqual(['শতকরা ', 'লাভ ', '$\\frac{12}{96} \\times 100$ ', 'হয়।\n\n', '$$W = mg$$\n', 'শেষ']);
  });

  it('does not wait for a lone dollar sign that is not maths', () => {
    const splitter = new WordSplitter();
    expect(splitter.push('দাম $5\nতারপর ')).toEqual(['দাম ', '$5\n']);
  });

  it('gives back exactly the text, however it is cut into pieces', () => {
    const alphabet = fc.constantFrom('ক', 'া', ' ', '\n', '$', 'x', '১', '।', '\\');
    fc.assert(
      fc.property(fc.array(fc.string({ unit: alphabet, maxLength: 12 }), { maxLength: 8 }), (pieces) => {
        const text = pieces.join('');
        expect(splitAll(pieces).join('')).toBe(text.trim() === '' ? '' : text);
      }),
    );
  });
});

describe('tokens', () => {
  it('normalises Bengali digits, joiners and case', () => {
    expect(normalize('Class ৮\u200c')).toBe('class 8');
  });

  it('strips case endings so a word and its inflections meet', () => {
    expect(stem('লাভের')).toBe('লাভ');
    expect(stem('গতিতে')).toBe('গতি');
    expect(stem('বস্তুটির')).toBe(stem('বস্তু'));
    expect(stem('উদ্ভিদের')).toBe('উদ্ভিদ');
    expect(stem('টাকায়')).toBe('টাকা');
    expect(stem('সময়')).toBe('সময়');
  });

  it('keeps only content words: no question words, no LaTeX commands', () => {
    expect(contentTokens('শতকরা লাভ কীভাবে বের করে? $\\frac{a}{b}$')).toEqual([stem('শতকরা'), 'লাভ']);
    expect(contentTokens('What is the mass of the Moon?')).toEqual(['mass', 'moon']);
  });

  it('keeps the English words lessons use as terms (long division, high tide, place value)', () => {
    expect(contentTokens('long division bujhi na')).toContain('long');
    expect(contentTokens('high tide keno hoy')).toContain('high');
    expect(contentTokens('type 2 er answer ta dao')).toContain('type');
    // "answer" asks for one ("answer dao"): a request word, not a term.
    expect(contentTokens('type 2 er answer ta dao')).not.toContain('answer');
    expect(contentTokens('the common difference and the place value')).toEqual(
      expect.arrayContaining(['difference', 'value']),
    );
  });
});

describe('days in Asia/Dhaka (UTC+6)', () => {
  it('turns the day at 18:00 UTC', () => {
    expect(dhakaDay(new Date('2025-03-01T17:59:59Z'))).toBe('2025-03-01');
    expect(dhakaDay(new Date('2025-03-01T18:00:00Z'))).toBe('2025-03-02');
    expect(dhakaDay(new Date('2024-12-31T18:30:00Z'))).toBe('2025-01-01');
  });

  it('counts the seconds to the next midnight there', () => {
    expect(secondsUntilDhakaMidnight(new Date('2025-03-01T17:59:00Z'))).toBe(60);
    expect(secondsUntilDhakaMidnight(new Date('2025-03-01T18:00:00Z'))).toBe(86_400);
  });
});

describe('a classifier written apart from its word', () => {
  it('is no content word ("সুত্র টা", "বেস গুলা")', () => {
    expect(contentTokens('ওহমের সুত্র টা কি?')).not.toContain('টা');
    expect(contentTokens('বেস গুলা কিভাবে জোড়া বাধে?')).not.toContain('গুলা');
  });
});
