import { describe, expect, it } from 'vitest';
import { composeReply } from '../offline';
import type { TutorTurn } from '../provider';
import { converse } from './conversation';
import { exercises, guide, isExercise, readProblem } from './index';
import { bn, findNumbers, matches } from './numbers';
import { lesson } from './test-lessons';

const COMPOUND = lesson('math/02-profit/04-compound-interest.md');

describe('numbers in a message', () => {
  it('reads Bengali and Latin digits, grouping commas and lists alike', () => {
    expect(findNumbers('১০,০০০ টাকা আর 1,00,000 taka, ২.৫ কেজি').map((n) => n.value)).toEqual([10000, 100000, 2.5]);
    expect(findNumbers('2, 6, 12, 20').map((n) => n.value)).toEqual([2, 6, 12, 20]);
    expect(findNumbers('৩০০-২৫০=৫০').map((n) => n.value)).toEqual([300, 250, 50]);
    expect(findNumbers('ভর -৫ কেজি').map((n) => n.value)).toEqual([-5]);
  });

  it('accepts a rounded answer, not a different one', () => {
    expect(matches(81.7, 81.6667)).toBe(true);
    expect(matches(82, 81.6667)).toBe(true);
    expect(matches(13, 12.5)).toBe(false);
    expect(matches(5830, 5832)).toBe(true);
    expect(matches(5800, 5832)).toBe(false);
  });

  it('writes numbers as the lessons do', () => {
    expect(bn(44800)).toBe('৪৪,৮০০');
    expect(bn(5832)).toBe('৫৮৩২');
    expect(bn(0.1 + 0.2)).toBe('০.৩');
  });
});

describe('a guided conversation', () => {
  it('asks a step, checks the answer in either script, and moves on', () => {
    const [start, first, second, last] = converse([
      '5000 taka 8% chokrobriddhi munafay 2 bochore koto hobe?',
      '৫৪০০',
      '5832',
      '৮৩২',
    ]);
    expect(start?.text).toContain('**ধাপ ১:** ১ বছর শেষে মোট কত টাকা হবে?');
    expect(first?.text).toMatch(/ঠিক|মিলে গেছে|ধরেছ/);
    expect(first?.text).toContain('**ধাপ ২:**');
    expect(second?.text).toContain('**ধাপ ৩:** চক্রবৃদ্ধি মুনাফা কত টাকা?');
    expect(last?.text).toContain('**উত্তর:** চক্রবৃদ্ধি মূলধন ৫৮৩২ টাকা, চক্রবৃদ্ধি মুনাফা ৮৩২ টাকা।');
    expect(last?.state?.done).toBe(true);
  });

  it('climbs the hint ladder when the student is stuck or wrong, and ends in the worked solution', () => {
    const replies = converse(['২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', 'জানি না', '৬০', 'bujhini']);
    const [, method, numbers, solution] = replies;
    expect(method?.text).toContain('লাভ = বিক্রয়মূল্য − ক্রয়মূল্য।');
    expect(numbers?.text).toContain('৬০ ');
    expect(numbers?.text).toContain('$300 - 250$ কত হয়?');
    expect(solution?.text).toContain('১. লাভ $= 300 - 250$ $=$ ৫০ টাকা');
    expect(solution?.text).toContain('**উত্তর:** শতকরা ২০ লাভ।');
    expect(solution?.state?.done).toBe(true);
  });

  it('accepts the final answer given early', () => {
    const [, reply] = converse(['২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', 'লাভ ২০%']);
    expect(reply?.text).toContain('**উত্তর:** শতকরা ২০ লাভ।');
  });

  it('shows the solution of a fresh calculation when asked', () => {
    const [, reply] = converse(['২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', 'পুরো সমাধান দেখাও']);
    expect(reply?.text).toContain('**উত্তর:** শতকরা ২০ লাভ।');
  });

  it('ends every reply with a question or a next step, and never repeats itself', () => {
    const replies = converse(['৭, ১১, ১৫, ১৯ প্যাটার্নের ৫০তম পদ কত?', 'জানি না', 'জানি না', 'জানি না']);
    for (const reply of replies) expect(reply?.text.trim()).toMatch(/[?।]$/u);
    const texts = replies.map((reply) => reply?.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('changes a finished problem on a follow-up ("তাহলে ৩ বছরে?")', () => {
    const replies = converse(['৫০০০ টাকা বার্ষিক ৮% চক্রবৃদ্ধি মুনাফায় ২ বছরে কত হবে?', 'উত্তর দাও', 'তাহলে ৩ বছরে?']);
    expect(replies[2]?.state?.inputs).toEqual({ p: 5000, r: 8, n: 3 });
    expect(replies[2]?.text).toContain('৩ বছর');
  });

  it('leaves questions without a calculation to retrieval', () => {
    expect(guide({ topic: { content: '' }, language: 'bn', history: [], message: 'লাভ কাকে বলে?' })).toBeUndefined();
    expect(guide({ topic: { content: '' }, language: 'bn', history: [], message: 'সালোকসংশ্লেষণ কী?' })).toBeUndefined();
    // An open problem and an unrelated message: retrieval answers, the problem stays in the history.
    const [, other] = converse(['২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', 'ক্রয়মূল্য মানে কী?']);
    expect(other).toBeUndefined();
  });

  it('a new calculation in the middle of one starts the new one', () => {
    const [, next] = converse(['২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', 'রাফির ভর ৫০ কেজি হলে ওজন কত?']);
    expect(next?.state?.family).toBe('science');
  });

  it('says so when the numbers cannot be right, and asks to check them', () => {
    const reply = guide({
      topic: { content: '' },
      language: 'bn',
      history: [],
      message: '৫০০ টাকায় কিনে ১২০% ক্ষতিতে বিক্রি করলে বিক্রয়মূল্য কত?',
    });
    expect(reply?.text).toContain('ক্ষতি ১০০% বা তার বেশি');
    expect(reply?.text.trim()).toMatch(/\?$/u);
    expect(reply?.state).toBeNull();
  });
});

describe('the language of the guided replies', () => {
  const question = 'what is the simple interest on 5000 taka at 6% for 3 years?';

  it('answers an English request in English, the lesson’s Bengali term beside the English', () => {
    const [start, first, last] = converse([question, '300', '900'], '', 'en');
    expect(start?.text).toContain('Simple interest (সরল মুনাফা)');
    expect(start?.text).toContain('**Step 1:** What is the interest for 1 year, in taka?');
    expect(first?.text).toContain('**Step 2:** So what is the total interest for 3 years?');
    expect(last?.text).toContain('**Answer:** The interest is 900 taka.');
  });

  it('answers an English question in English in Bengali mode too, and carries on in it', () => {
    const [start, stuck, next] = converse([question, 'জানি না', '৩০০']);
    expect(start?.state?.language).toBe('en');
    expect(stuck?.text).toContain('**Step 1:** 6% means 6 taka a year');
    expect(next?.text).toContain('**Step 2:**');
  });

  it('answers Bengali and Banglish questions in Bengali', () => {
    expect(converse(['profit koto hobe jodi 400 takay kine 460 e bechi'])[0]?.text).toContain(
      '**ধাপ ১:** লাভ কত টাকা?',
    );
    expect(converse(['বার্ষিক ৬% সরল মুনাফায় ৫০০০ টাকার ৩ বছরের মুনাফা কত?'])[0]?.state?.language).toBe('bn');
  });
});

describe('a book exercise', () => {
  const question = 'বার্ষিক ৫% চক্রবৃদ্ধি মুনাফায় ৪০০০ টাকার ২ বছরের চক্রবৃদ্ধি মূলধন ও মুনাফা নির্ণয় করো।';

  it('is recognised by its numbers among the lesson’s exercises, not its worked examples', () => {
    expect(exercises(COMPOUND)).toHaveLength(3);
    expect(isExercise(question, COMPOUND)).toBe(true);
    expect(isExercise('বার্ষিক ৮% চক্রবৃদ্ধি মুনাফায় ৫০০০ টাকার ২ বছরের চক্রবৃদ্ধি মূলধন', COMPOUND)).toBe(false);
    expect(isExercise('বার্ষিক ৭% চক্রবৃদ্ধি মুনাফায় ৪০০০ টাকার ২ বছরের চক্রবৃদ্ধি মূলধন', COMPOUND)).toBe(false);
  });

  it('gets hints first and the answer only after the student has tried', () => {
    const replies = converse([question, 'উত্তর দাও', 'জানি না', 'জানি না', 'জানি না', '৪৩০০'], COMPOUND);
    expect(replies[0]?.text).toMatch(/অনুশীলনী/u);
    expect(replies[0]?.state?.exercise).toBe(true);
    for (const reply of replies.slice(0, 5)) expect(reply?.text).not.toContain('৪৪১০');
    expect(replies[4]?.text).toContain('$4000 \\times 1.05$');
    expect(replies[5]?.text).toContain('**উত্তর:** চক্রবৃদ্ধি মূলধন ৪৪১০ টাকা, চক্রবৃদ্ধি মুনাফা ৪১০ টাকা।');
  });

  it('is found in any topic of a chapter-wide question', () => {
    const reply = guide({
      topic: { content: '' },
      chapterTopics: [{ content: '' }, { content: COMPOUND }],
      language: 'bn',
      history: [],
      message: question,
    });
    expect(reply?.state?.exercise).toBe(true);
  });

  it('is guided, never refused, when the same kind of question has fresh numbers', () => {
    const [reply] = converse(['বার্ষিক ৭% চক্রবৃদ্ধি মুনাফায় ৩০০০ টাকার ২ বছরের চক্রবৃদ্ধি মূলধন কত?'], COMPOUND);
    expect(reply?.state?.exercise).toBe(false);
    expect(reply?.text).toContain('**ধাপ ১:**');
  });
});

describe('reading problems', () => {
  it('reads a follow-up only against the problem it follows', () => {
    expect(readProblem('তাহলে ৩ বছরে?')).toBeUndefined();
  });
});

describe('the offline tutor (issue 17: fresh numbers were refused or not covered)', () => {
  const ask = (message: string, content: string, history: TutorTurn[] = []) =>
    composeReply({
      topic: { id: 1, name: 'পাঠ', content, chapterName: 'অধ্যায়', subjectName: 'গণিত' },
      language: 'bn',
      message,
      history,
    });

  it('guides the lesson’s own example asked in Banglish instead of "not covered"', () => {
    const reply = ask('2, 6, 12, 20 er porer ta ki hobe?', lesson('math/01-pattern/01-number-patterns.md'));
    expect(reply.text).toContain('**ধাপ ১:**');
    expect(reply.state).toMatchObject({ family: 'pattern', kind: 'next' });
  });

  it('guides a fresh calculation that looks like an exercise instead of refusing it', () => {
    const reply = ask(
      'বার্ষিক ৭% সরল মুনাফায় ১২,০০০ টাকার ৩ বছরের মুনাফা কত?',
      lesson('math/02-profit/02-simple-interest.md'),
    );
    expect(reply.text).not.toContain('উত্তরটা আমি বলে দিচ্ছি না');
    expect(reply.text).toContain('**ধাপ ১:** ১ বছরের মুনাফা কত টাকা?');
  });

  it('checks the next step from the state stored with its last reply', () => {
    const content = lesson('math/02-profit/02-simple-interest.md');
    const first = ask('বার্ষিক ৭% সরল মুনাফায় ১২,০০০ টাকার ৩ বছরের মুনাফা কত?', content);
    const second = ask('৮৪০', content, [
      { role: 'user', content: 'বার্ষিক ৭% সরল মুনাফায় ১২,০০০ টাকার ৩ বছরের মুনাফা কত?' },
      { role: 'assistant', content: first.text, state: first.state },
    ]);
    expect(second.text).toContain('**ধাপ ২:** তাহলে ৩ বছরের মোট মুনাফা কত?');
  });
});

describe('known slips', () => {
  const second = (question: string, first: string, slip: string) => converse([question, first, slip])[2];

  it('names the slip before the next hint', () => {
    expect(second('২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', '৫০', '১৬.৬৭')?.text).toContain(
      '**ক্রয়মূল্যের** ওপর',
    );
    expect(second('৫০০০ টাকা বার্ষিক ৮% চক্রবৃদ্ধি মুনাফায় ২ বছরে কত হবে?', '৫৪০০', '৫৮০০')?.text).toContain(
      'সরল মুনাফার মতো',
    );
    expect(second('triangle er base 10 cm height 7 cm hole area koto?', '70', '70')?.text).toContain(
      'অর্ধেক নিতে ভুলে গেছ',
    );
    expect(second('ওজন ৭২ কেজি, উচ্চতা ১.৬ মিটার হলে BMI কত?', '২.৫৬', '৪৫')?.text).toContain('বর্গ করতে');
    expect(converse(['বার্ষিক কত হার সরল মুনাফায় ৮০০০ টাকা ৩ বছরে ১২০০ টাকা মুনাফা দেবে?', '০.০৫'])[1]?.text).toContain(
      '১০০ দিয়ে গুণ',
    );
    expect(converse(['১৫০০ মিলিলিটার কত লিটার?', '১০০০', '১৫,০০,০০০'])[2]?.text).toContain('ভাগ করতে হবে');
    expect(converse(['রাফির ভর ৫০ কেজি। পৃথিবীতে তার ওজন কত?', '৫.১'])[1]?.text).toContain('ভাগ নয়, গুণ');
  });

  it('says nothing of a slip for any other wrong answer', () => {
    expect(second('২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', '৫০', '১৫')?.text).not.toContain(
      'ক্রয়মূল্যের** ওপর।',
    );
  });
});

describe('a follow-up that changes a number of the open problem (round 6)', () => {
  it('reads "তাহলে ৪ বছরে?" as the same problem over 4 years, not as the answer 4', () => {
    const [, next] = converse(['১০০০০ টাকার ৫% হারে ২ বছরের সরল মুনাফা কত?', 'তাহলে ৪ বছরে?']);
    expect(next?.state?.inputs).toMatchObject({ p: 10000, n: 4 });
    expect(next?.text).not.toContain('হয়নি');
  });

  it('reads "tahole 10 tomo pod koto?" as another term of the same pattern', () => {
    const [, next] = converse(['3, 7, 11, 15 er porer songkha ki?', 'tahole 10 tomo pod koto?']);
    expect(next?.state?.kind).toBe('nth');
    expect(next?.state?.inputs.k).toBe(10);
  });

  it('still checks a bare number as the answer to the step', () => {
    const [, next] = converse(['১০০০০ টাকার ৫% হারে ২ বছরের সরল মুনাফা কত?', '৪']);
    expect(next?.text).toContain('৪');
    expect(next?.state?.inputs.n).toBe(2);
  });
});
