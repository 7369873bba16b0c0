import { describe, expect, it } from 'vitest';
import { BanglishMatcher, bengaliSkeleton, latinSkeleton } from './banglish';
import { GLOSSARY } from './glossary';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { normalize } from './text';

describe('Banglish', () => {
  it('reduces a Bengali word and its Banglish spelling to the same skeleton', () => {
    for (const [latin, bengali] of [
      ['obhisrobon', 'অভিস্রবণ'],
      ['tworon', 'ত্বরণ'],
      ['oponoyon', 'অপনয়ন'],
      ['poddhoti', 'পদ্ধতি'],
      ['moddhok', 'মধ্যক'],
      ['khetrofol', 'ক্ষেত্রফল'],
      ['ovikorshoj', 'অভিকর্ষজ'],
      ['trapezium', 'ট্রাপিজিয়াম'],
      ['parthokko', 'পার্থক্য'],
      ['songkha', 'সংখ্যা'],
      ['shoshon', 'শ্বসন'],
    ]) {
      expect(latinSkeleton(latin as string), latin).toBe(bengaliSkeleton(bengali as string));
    }
  });

  it('matches a Banglish word, with or without a case ending, to the chapter word said that way', () => {
    const matcher = new BanglishMatcher(new Map([['ব্যাপন', 4], ['অভিস্রবণ', 3], ['পানি', 9]]));
    expect(matcher.match('bapon')).toBe('ব্যাপন');
    expect(matcher.match('baponer')).toBe('ব্যাপন');
    expect(matcher.match('obhisrobon')).toBe('অভিস্রবণ');
    expect(matcher.match('photosynthesis')).toBeUndefined();
  });
});

describe('glossary', () => {
  it('uses only Bengali terms the written curriculum uses', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../seed/content/class-8');
    let curriculum = '';
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.md')) curriculum += normalize(readFileSync(file, 'utf8'));
      }
    };
    walk(root);
    const missing = GLOSSARY.filter(([, bengali]) => !curriculum.includes(normalize(bengali)));
    expect(missing).toEqual([]);
  });
});
