import { describe, expect, it } from 'vitest';
import { converse } from './conversation';
import { lesson, solves } from './test-lessons';

describe('simple and compound interest', () => {
  it('guides simple interest and the amount, year by year', () => {
    const state = solves(
      'সুমি বার্ষিক ৬% সরল মুনাফায় ৫০০০ টাকা ৩ বছরের জন্য রাখল। মুনাফা-আসল কত?',
      [300, 900, 5900],
      'মুনাফা ৯০০ টাকা, মুনাফা-আসল ৫৯০০ টাকা।',
    );
    expect(state?.inputs).toEqual({ r: 6, p: 5000, n: 3, amount: 1 });
    // Months are years divided by 12.
    expect(
      solves('৯% sorol munafay 8000 takar 8 maser munafa koto?', [720, 480], 'মুনাফা ৪৮০ টাকা')?.inputs.n,
    ).toBeCloseTo(0.6667);
  });

  it('finds the rate, the time and the principal from the others', () => {
    expect(solves('বার্ষিক কত হার সরল মুনাফায় ৮০০০ টাকা ৩ বছরে ১২০০ টাকা মুনাফা দেবে?', [5], 'বার্ষিক ৫%।')?.kind).toBe(
      'rate',
    );
    expect(
      solves('বার্ষিক ১০% সরল মুনাফায় কত বছরে ৪০০০ টাকা মুনাফা-আসলে ৬০০০ টাকা হবে?', [2000, 400, 5], '৫ বছর।')?.kind,
    ).toBe('time');
    expect(
      solves('বার্ষিক ৬% সরল মুনাফায় কত টাকা ৪ বছরে মুনাফা-আসলে ৭৪৪০ টাকা হবে?', [124, 6000], 'আসল ৬০০০ টাকা।')?.kind,
    ).toBe('principal');
  });

  it('guides compound interest year by year, in English too', () => {
    const state = solves(
      'What is the compound interest on 10000 taka at 10% for 3 years?',
      [11000, 12100, 13310, 3310],
      'Compound amount 13,310 taka, compound interest 3310 taka.',
    );
    expect(state?.kind).toBe('compound');
    // Long terms by the formula.
    expect(
      solves('২০০০০ টাকা ৫% চক্রবৃদ্ধি হারে ৫ বছরে কত?', [25525.63, 5525.63], 'চক্রবৃদ্ধি মূলধন ২৫,৫২৫.৬৩ টাকা')?.inputs.n,
    ).toBe(5);
  });

  it('takes the one bare number as the principal ("interest on 6000 at 8%")', () => {
    expect(converse(['Simple interest on 6000 at 8% per year for 2 years?'])[0]?.state?.inputs).toMatchObject({
      p: 6000,
      r: 8,
      n: 2,
    });
  });

  it('says when the numbers are impossible', () => {
    expect(converse(['বার্ষিক ১২০% সরল মুনাফায় ৫০০০ টাকা ২ বছরে মুনাফা কত?'])[0]?.text).toContain(
      'বার্ষিক ১২০% মুনাফার হার বাস্তবে হয় না',
    );
    expect(converse(['বার্ষিক ৫% সরল মুনাফায় কত বছরে ৪০০০ টাকা মুনাফা-আসলে ৩০০০ টাকা হবে?'])[0]?.text).toContain(
      'মুনাফা-আসল আসলের চেয়ে কম',
    );
  });

  it('treats the lesson’s exercise as an exercise, and a fresh one as fresh', () => {
    const LESSON = lesson('math/02-profit/02-simple-interest.md');
    expect(converse(['বার্ষিক ৫% সরল মুনাফায় ২০,০০০ টাকার ৫ বছরের মুনাফা কত?'], LESSON)[0]?.state?.exercise).toBe(true);
    expect(converse(['বার্ষিক ৫% সরল মুনাফায় ২৫,০০০ টাকার ৫ বছরের মুনাফা কত?'], LESSON)[0]?.state?.exercise).toBe(false);
  });
});
