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
      // a nasal before k or g written "n" or "ng"
      ['khaddoshrinkhol', 'খাদ্যশৃঙ্খল'],
      ['shonkha', 'সংখ্যা'],
      ['ongko', 'অঙ্ক'],
      ['onko', 'অঙ্ক'],
      ['shoshon', 'শ্বসন'],
      // ch is চ or ছ, never k (it was, so no Banglish word with ch met its Bengali one)
      ['bochor', 'বছর'],
      ['chhed', 'ছেদ'],
      ['uchchota', 'উচ্চতা'],
    ]) {
      expect(latinSkeleton(latin as string), latin).toBe(bengaliSkeleton(bengali as string));
    }
  });

  it('matches a Banglish word, with or without a case ending, to the chapter word said that way', () => {
    const matcher = new BanglishMatcher(
      new Map([
        ['ব্যাপন', 4],
        ['অভিস্রবণ', 3],
        ['পানি', 9],
      ]),
    );
    expect(matcher.match('bapon')).toBe('ব্যাপন');
    expect(matcher.match('baponer')).toBe('ব্যাপন');
    expect(matcher.match('obhisrobon')).toBe('অভিস্রবণ');
    expect(matcher.match('photosynthesis')).toBeUndefined();
  });

  it('reads ch before l or r as the k of a Greek loanword', () => {
    for (const [latin, bengali] of [
      ['chlorophyll', 'ক্লোরোফিল'],
      ['chromosome', 'ক্রোমোসোম'],
      ['chloride', 'ক্লোরাইড'],
    ]) {
      expect(latinSkeleton(latin as string), latin).toBe(bengaliSkeleton(bengali as string));
    }
  });

  it('finds the lesson’s Bengali spelling of an English loanword or name, but not of ordinary English words', () => {
    const matcher = new BanglishMatcher(
      new Map([
        ['ক্লোরোফিল', 4],
        ['ভাস্কো', 1],
        ['হালখাতা', 2],
        ['পার্ক', 1],
        ['পলাশি', 6],
        ['ভাগ', 3],
      ]),
    );
    expect(matcher.matchLoanword('chlorophyll')).toBe('ক্লোরোফিল');
    expect(matcher.matchLoanword('vasco')).toBe('ভাস্কো');
    expect(matcher.matchLoanword('halkhata')).toBe('হালখাতা');
    expect(matcher.matchLoanword('park')).toBe('পার্ক');
    for (const word of ['price', 'poles', 'bigger']) expect(matcher.matchLoanword(word), word).toBeUndefined();
  });

  it('matches a Banglish spelling to an English lesson’s spelling of the same Bengali word', () => {
    const matcher = new BanglishMatcher(
      new Map([
        ['mangal', 2],
        ['shobhajatra', 2],
        ['boishakh', 7],
        ['bhatiali', 3],
        ['market', 1],
      ]),
    );
    expect(matcher.match('mongol')).toBe('mangal');
    expect(matcher.match('shovajatra')).toBe('shobhajatra');
    expect(matcher.match('baishakh')).toBe('boishakh');
    expect(matcher.match('vatiali')).toBe('bhatiali');
    expect(matcher.match('mukti')).toBeUndefined();
  });

  it('does not take an English word for a Bengali one whose vowels differ throughout', () => {
    const matcher = new BanglishMatcher(new Map([['বস্তু', 3]]));
    expect(matcher.match('best')).toBeUndefined();
    expect(matcher.match('bostu')).toBe('বস্তু');
  });

  it("matches a Banglish word to the chapter's stemmed token (বাগযন্ত্র is held as বাগযন্ত্)", () => {
    const matcher = new BanglishMatcher(
      new Map([
        ['বাগযন্ত্', 5],
        ['বাগযন্ত্রেই', 1],
      ]),
    );
    expect(matcher.match('bagjontro')).toBe('বাগযন্ত্');
  });

  it("finds the chapter's spelling of a Bengali word spelt another common way", () => {
    const matcher = new BanglishMatcher(
      new Map([
        ['সাধারণ', 6],
        ['শ্রেণি', 4],
        ['কৃত্রিম', 9],
        ['পলাশি', 12],
        ['কম', 3],
      ]),
    );
    expect(matcher.respell('সাধারন')).toBe('সাধারণ');
    expect(matcher.respell('শ্রেনি')).toBe('শ্রেণি');
    expect(matcher.respell('পলাশী')).toBe('পলাশি');
    expect(matcher.respell('কৃত্তিম')).toBe('কৃত্রিম');
    // a short word one letter off is another word, not a misspelling
    expect(matcher.respell('কর')).toBeUndefined();
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
