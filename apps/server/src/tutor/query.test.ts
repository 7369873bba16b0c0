import { describe, expect, it } from 'vitest';
import { BanglishMatcher } from './banglish';
import { englishForms, questionTokens } from './query';
import { indexChapter, weight } from './retrieval';

const vocabulary = new Map([
  ['সিন্যাপস', 2],
  ['নিউরন', 9],
  ['ক্ষারক', 4],
  ['সাধারণ', 5],
  ['পদ', 12],
  ['folk', 6],
  ['song', 8],
  ['কথা', 3],
]);
const options = { vocabulary, matcher: new BanglishMatcher(vocabulary), banglish: true };

describe('question tokens', () => {
  it('reads English plurals and verb forms through the glossary', () => {
    expect(englishForms('synapses')).toContain('synapse');
    expect(englishForms('partitioned')).toContain('partition');
    expect(questionTokens('what happens at synapses between neurons?', options)).toEqual(['সিন্যাপস', 'নিউরন']);
  });

  it("takes the chapter's own term for an English word with several (base: ক্ষারক here, not ভূমি)", () => {
    expect(questionTokens('what is a base?', options)).toEqual(['ক্ষারক']);
  });

  it('keeps English words an English lesson uses instead of translating them', () => {
    expect(questionTokens('what is a folk song?', options)).toEqual(['folk', 'song']);
  });

  it('reads an English question’s loanwords and names in the lesson’s Bengali letters', () => {
    const lesson = new Map([
      ['ক্লোরোফিল', 4],
      ['ভাস্কো', 1],
      ['পাতা', 5],
    ]);
    const english = { vocabulary: lesson, matcher: new BanglishMatcher(lesson), banglish: false };
    expect(questionTokens('why is chlorophyll green?', english)).toContain('ক্লোরোফিল');
    expect(questionTokens('when did Vasco da Gama come?', english)).toContain('ভাস্কো');
  });

  it('reads a vitamin with its letter, which the lessons write as a word of its own (ভিটামিন সি)', () => {
    const lesson = new Map([
      ['ভিটামিন', 6],
      ['সি', 2],
      ['স্কার্ভি', 1],
    ]);
    const withLetters = { vocabulary: lesson, matcher: new BanglishMatcher(lesson), banglish: true };
    expect(questionTokens('vitamin C kom khele ki rog hoy?', withLetters).slice(0, 2)).toEqual(['ভিটামিন', 'সি']);
    expect(questionTokens('what does vitamin c do?', { ...withLetters, banglish: false })).toEqual(['ভিটামিন', 'সি']);
  });

  it('drops the spoken past forms of common Banglish verbs ("kobe hoise", "ke dise")', () => {
    for (const message of ['folk song kobe shuru hoise?', 'folk song ke dise', 'folk song ki korsilo']) {
      expect(questionTokens(message, options), message).toEqual([
        'folk',
        'song',
        ...(message.includes('shuru') ? ['shuru'] : []),
      ]);
    }
  });

  it("reads a Bengali word spelt another common way as the chapter's word", () => {
    expect(questionTokens('সাধারন পদ কী?', options)).toEqual(['সাধারণ', 'পদ']);
  });
});

describe('coverage weights', () => {
  const index = indexChapter([
    {
      id: 1,
      name: 'অভিস্রবণ',
      content:
        '## অভিস্রবণ কী\n\n**অভিস্রবণ** হলো পানির চলাচল। পানি কোষে ঢোকে।\n\n## আরও\n\nকোষ বড় হয়। সপ্তাহ পরে দেখা যায়।',
    },
  ]);

  it('counts a key term of the chapter at least 2, however common', () => {
    expect(index.keyTerms.has('অভিস্রবণ')).toBe(true);
    expect(weight(index, 'অভিস্রবণ')).toBeGreaterThanOrEqual(2);
  });

  it('counts an English word a Bengali lesson lacks less than a Bengali one it lacks', () => {
    expect(weight(index, 'lyrics')).toBeLessThan(weight(index, 'রাশি'));
  });
});
