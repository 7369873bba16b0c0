import { describe, expect, it } from 'vitest';
import { checkChapterNumbers, containsNumber, evaluate, listItems, parseWrittenNumber, sections } from './check-numbers.mjs';

describe('evaluate', () => {
  it('does arithmetic with precedence, power and functions', () => {
    expect(evaluate('5*50 + 4')).toBe(254);
    expect(evaluate('2^3^2')).toBe(512);
    expect(evaluate('-2^2')).toBe(-4);
    expect(evaluate('(1200*5*3)/100')).toBe(180);
    expect(evaluate('sqrt(3^2 + 4^2)')).toBe(5);
    expect(evaluate('max(2, 7, 3) - min(4, 1)')).toBe(6);
    expect(evaluate('round(pi*7^2)')).toBe(154);
  });

  it('refuses anything but arithmetic', () => {
    for (const bad of ['process.exit(1)', '1 +', '2 ** 3', 'foo(1)', '1..2', '(1', '1 / 0', '"1"']) {
      expect(() => evaluate(bad), bad).toThrow();
    }
  });
});

describe('numbers as written', () => {
  it('reads Bengali and Latin digits, Indian and Western grouping, decimals and minus', () => {
    expect(parseWrittenNumber('২৫৪')).toEqual({ digits: '254', value: 254, decimals: 0 });
    expect(parseWrittenNumber('১,২০,০০০')?.value).toBe(120000);
    expect(parseWrittenNumber('12,500')?.value).toBe(12500);
    expect(parseWrittenNumber('৩.৭৫')).toEqual({ digits: '3.75', value: 3.75, decimals: 2 });
    expect(parseWrittenNumber('−১২')?.value).toBe(-12);
    expect(parseWrittenNumber('১২ টাকা')).toBeNull();
  });

  it('finds a number only as a whole number', () => {
    expect(containsNumber('৫০তম পদ $= 5 \\times 50 + 4 = 254$', '254')).toBe(true);
    expect(containsNumber('উত্তর ২৫৪ টাকা', '254')).toBe(true);
    expect(containsNumber('উত্তর ২৫৪ টাকা', '25')).toBe(false);
    expect(containsNumber('মোট ১,২০,০০০ টাকা', '120000')).toBe(true);
    expect(containsNumber('$1{,}200$ টাকা', '1200')).toBe(true);
    expect(containsNumber('দৈর্ঘ্য ২৫.৫ মিটার', '25')).toBe(false);
    expect(containsNumber('দৈর্ঘ্য ২৫.৫ মিটার', '5')).toBe(false);
    expect(containsNumber('$d = -3$', '-3')).toBe(true);
    expect(containsNumber('$d = 3$', '-3')).toBe(false);
  });
});

describe('lesson places', () => {
  const lesson = [
    '## উদাহরণ',
    '',
    '### উদাহরণ ১',
    '৫০তম পদ $= 5 \\times 50 + 4 = 254$।',
    '',
    '### উদাহরণ ২ ###',
    'কোষ বিভাজনের ধাপগুলো লেখো।',
    '',
    '## অনুশীলনী',
    '',
    '১. ৭, ১৬, ২৫, ... প্যাটার্নের ২০তম পদ কত?',
    '',
    '### উত্তর',
    '',
    '১. ২০তম পদ ১৭৮।',
    '২. সাধারণ পদ $106 - 6n$;',
    '   অর্থাৎ ১৭তম পদ।',
    '৩. মাইটোসিস।',
  ].join('\n');

  it('splits headed sections, sub-sections inside their parent', () => {
    const found = sections(lesson);
    expect(found.map((s) => [s.level, s.heading])).toEqual([
      [2, 'উদাহরণ'],
      [3, 'উদাহরণ ১'],
      [3, 'উদাহরণ ২'],
      [2, 'অনুশীলনী'],
      [3, 'উত্তর'],
    ]);
    expect(found[0]?.text).toContain('254');
    expect(found[3]?.text).toContain('উত্তর');
  });

  it('reads an answer list item by item, continuation lines included', () => {
    const answers = sections(lesson).find((s) => s.heading === 'উত্তর');
    expect(listItems(answers?.text ?? '')).toEqual(['২০তম পদ ১৭৮।', 'সাধারণ পদ $106 - 6n$;\n   অর্থাৎ ১৭তম পদ।', 'মাইটোসিস।']);
  });

  it('parses a heading followed by thousands of spaces in one pass', () => {
    const hostile = `## a${' '.repeat(50_000)}b\n`;
    expect(sections(hostile)[0]?.heading).toBe(`a${' '.repeat(50_000)}b`);
  });

  const topics = [{ file: '01-x.md', markdown: lesson }];
  const questions = [
    { explanation: '$5^2 = 25$', options: [{ text: '২৫', isCorrect: true }, { text: '২০', isCorrect: false }] },
    { explanation: 'সংজ্ঞা', options: [{ text: 'মাইটোসিস', isCorrect: true }, { text: 'মিয়োসিস', isCorrect: false }] },
  ];

  it('passes when every number is recomputed and found in its place', () => {
    const result = checkChapterNumbers(
      [
        { where: '01-x.md#উদাহরণ ১', expr: '5*50+4', expect: '২৫৪' },
        { where: '01-x.md#উত্তর', expr: '9*20-2', expect: '১৭৮' },
        { where: '01-x.md#উত্তর', expr: '(106-4)/6', expect: '17' },
        { where: 'quiz#1', expr: '5^2', expect: '25' },
      ],
      topics,
      questions,
    );
    expect(result).toEqual({ errors: [], checked: 4, facts: 0 });
  });

  it('reports a wrong number, a number not in its place, and places left without a check', () => {
    const result = checkChapterNumbers(
      [
        { where: '01-x.md#উদাহরণ ১', expr: '5*50+5', expect: '২৫৪' },
        { where: '01-x.md#উত্তর', expr: '9*20', expect: '180' },
        { where: 'quiz#1', fact: 'a square number' },
      ],
      topics,
      questions,
    );
    expect(result.errors).toEqual([
      'checks[0] (01-x.md#উদাহরণ ১): 5*50+5 = 255, but the text says ২৫৪',
      'checks[1] (01-x.md#উত্তর): 180 does not appear there',
      '01-x.md#উদাহরণ ১: a worked example with numbers and no check',
      '01-x.md#উত্তর item 1: an answer with numbers and no check',
      '01-x.md#উত্তর item 2: an answer with numbers and no check',
    ]);
  });

  it('does not take the step numbers of a worked solution for numbers it computes', () => {
    const steps = [
      '### উদাহরণ ১',
      'জবা ফুল কোন ধরনের?',
      '',
      '1. পাঁচটি অংশই আছে।',
      '২) পুং ও স্ত্রী স্তবক আছে।',
      '',
      '### উদাহরণ ২',
      '1. মোট $= 40 \\times 3$।',
    ].join('\n');
    const { errors } = checkChapterNumbers([], [{ file: '02-z.md', markdown: steps }], []);
    expect(errors).toEqual(['02-z.md#উদাহরণ ২: a worked example with numbers and no check']);
  });

  it('refuses a malformed check', () => {
    const { errors } = checkChapterNumbers(
      [{ where: 'nowhere' }, { where: '02-y.md#উদাহরণ ১', expr: '1', expect: '1' }, { where: 'quiz#9', expr: '1', expect: '1' }],
      topics,
      questions,
    );
    expect(errors.slice(0, 3)).toEqual([
      'checks[0] (nowhere): "where" is "<topic file>#<heading>" or "quiz#<n>"',
      'checks[1] (02-y.md#উদাহরণ ১): no topic file 02-y.md in this chapter',
      'checks[2] (quiz#9): the quiz has no question 9',
    ]);
  });
});
