import { describe, expect, it } from 'vitest';
import { converse } from './conversation';
import { lesson, solves } from './test-lessons';

const LESSON = lesson('math/02-profit/01-profit-and-loss.md');

describe('profit and loss', () => {
  it('guides the percentage from cost and selling price, in Bengali or Banglish', () => {
    expect(
      solves('একটি জিনিস ২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', [50, 20], 'শতকরা ২০ লাভ।')?.inputs,
    ).toEqual({ cost: 250, sell: 300 });
    expect(solves('1200 taka kine 900 takay beche dile koto percent khoti?', [300, 25], 'শতকরা ২৫ ক্ষতি।')?.kind).toBe(
      'percent',
    );
  });

  it('guides the selling price from a percentage, and the cost back from the selling price', () => {
    expect(
      solves(
        'রহিম মিয়া ৩৫,০০০ টাকায় একটি গরু কিনে ১২% লাভে বিক্রি করলেন। বিক্রয়মূল্য কত?',
        [4200, 39200],
        'বিক্রয়মূল্য ৩৯,২০০ টাকা।',
      )?.inputs,
    ).toEqual({ cost: 35000, rate: 12, loss: 0 });
    expect(
      solves(
        'I bought a bag for 800 taka and sold it at 5% loss. What is the selling price?',
        [40, 760],
        'The selling price is 760 taka.',
      )?.inputs.loss,
    ).toBe(1);
    expect(
      solves('একটি সাইকেল ১০% ক্ষতিতে ৯০০০ টাকায় বিক্রি হলো। ক্রয়মূল্য কত?', [90, 10000], 'ক্রয়মূল্য ১০,০০০ টাকা।')?.kind,
    ).toBe('cost');
  });

  it('reads prices with words between the price and the verb, and English "for"', () => {
    expect(
      converse(['dokandar 450 takay ekta shirt kine 540 takay bikri korlo, sotokora lav koto?'])[0]?.state?.inputs,
    ).toEqual({ cost: 450, sell: 540 });
    expect(
      converse(['If I buy a phone for 8000 and sell it for 7200, what is the loss percent?'])[0]?.state?.inputs,
    ).toEqual({ cost: 8000, sell: 7200 });
    expect(converse(['২০% ক্ষতিতে একটি ব্যাগ ৪০০ টাকায় বিক্রি হলো, ক্রয়মূল্য কত ছিল?'])[0]?.state).toMatchObject({
      kind: 'cost',
      inputs: { sell: 400, rate: 20, loss: 1 },
    });
  });

  it('names a price by the words before it first, and reads buying and selling verbs with any ending', () => {
    expect(
      converse(['I sold a phone for 9000 tk that I bought for 10000 tk. loss percent?'])[0]?.state?.inputs,
    ).toEqual({ cost: 10000, sell: 9000 });
    expect(converse(['profit koto hobe jodi 400 takay kine 460 e bechi'])[0]?.state?.inputs).toEqual({
      cost: 400,
      sell: 460,
    });
    expect(converse(['ekta boi 120 takay kinlam, 150 takay bechlam, lav koto percent?'])[0]?.state?.inputs).toEqual({
      cost: 120,
      sell: 150,
    });
  });

  it('checks a wrong step and says which hint helps', () => {
    const [, wrong] = converse(['একটি জিনিস ২৫০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?', '৫৫০']);
    expect(wrong?.text).toContain('৫৫০');
    expect(wrong?.text).toContain('লাভ = বিক্রয়মূল্য − ক্রয়মূল্য।');
    expect(wrong?.state?.step).toBe(0);
  });

  it('says when the numbers are impossible', () => {
    const [zero] = converse(['০ টাকায় কিনে ৩০০ টাকায় বিক্রি করলে শতকরা কত লাভ?']);
    expect(zero?.text).toContain('দাম শূন্য বা ঋণাত্মক হতে পারে না');
    const [same] = converse(['২০০ টাকায় কিনে ২০০ টাকায় বিক্রি করলে লাভ কত?']);
    expect(same?.text).toContain('লাভও নেই ক্ষতিও নেই');
  });

  it('treats the lesson’s exercise as an exercise', () => {
    const [first, more] = converse(
      ['একটি ঘড়ি ২০% লাভে ৬০০ টাকায় বিক্রি করা হলো। ঘড়িটির ক্রয়মূল্য কত?', 'উত্তর দাও'],
      LESSON,
    );
    expect(first?.state?.exercise).toBe(true);
    expect(more?.text).not.toContain('৫০০ টাকা');
  });
});
