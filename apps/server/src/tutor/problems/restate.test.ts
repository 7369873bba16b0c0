import { describe, expect, it } from 'vitest';
import { composeReply } from '../offline';
import type { TutorTurn } from '../provider';

// Follow-ups that change the last calculation (round 7): the student's new numbers go into the
// previous problem, by the name or unit they come with, and the problem is worked afresh.

const topic = { id: 1, name: 'হিসাব', content: 'হিসাবের পাঠ।', chapterName: 'গণিত', subjectName: 'গণিত' };

function converse(messages: string[], language: 'bn' | 'en' = 'bn'): string[] {
  return replies(messages, language).map((reply) => reply.text);
}

function replies(messages: string[], language: 'bn' | 'en' = 'bn'): ReturnType<typeof composeReply>[] {
  const history: TutorTurn[] = [];
  const out: ReturnType<typeof composeReply>[] = [];
  for (const message of messages) {
    const reply = composeReply({ topic, language, message, history: [...history] });
    out.push(reply);
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: reply.text, ...(reply.state != null && { state: reply.state }) },
    );
  }
  return out;
}

describe('a follow-up with new numbers for the previous problem', () => {
  it('puts the number where the old one of the same name stood', () => {
    const [, reply] = converse(
      [
        'I bought a bag for 300 taka and sold it for 360 taka. What is the profit percent?',
        'what if I sold it for 390 taka?',
      ],
      'en',
    );
    expect(reply).toContain('390');
    expect(reply).toContain('300');
    expect(reply).not.toContain('not right');
  });

  it('changes two named numbers at once, in Bengali', () => {
    const [, reply] = converse([
      'একটি আয়তক্ষেত্রের দৈর্ঘ্য ১৫ মিটার ও প্রস্থ ৬ মিটার হলে ক্ষেত্রফল কত?',
      'তাহলে দৈর্ঘ্য ২০ মিটার আর প্রস্থ ৯ মিটার হলে?',
    ]);
    expect(reply).toContain('দৈর্ঘ্য ২০ মিটার');
    expect(reply).toContain('প্রস্থ ৯ মিটার');
  });

  it('reads a bare number as the one number outside the list, not as an answer to the step', () => {
    const [first, reply] = replies(['What is the 8th term of 5, 9, 13, 17?', 'ok then for 20?'], 'en');
    expect(reply?.text).not.toContain('20 is not right');
    expect(first?.state).toMatchObject({ family: 'pattern', inputs: { k: 8 } });
    expect(reply?.state).toMatchObject({ family: 'pattern', inputs: { k: 20 }, step: 0 });
  });

  it('reads a new amount written with lakh or million grouping as one number', () => {
    const [, , lakh] = replies(['১০০০০ টাকা ৫% হারে ৩ বছরের সরল মুনাফা কত?', 'উত্তরটা দেখাও', '৫,০০,০০০ টাকা হলে?']);
    expect(lakh?.state).toMatchObject({ inputs: { p: 500000, r: 5, n: 3 } });
    const [, , million] = replies(
      ['What is the simple interest on 10000 taka at 5% for 3 years?', 'show me the answer', 'ok then 1,234,567 taka?'],
      'en',
    );
    expect(million?.state).toMatchObject({ inputs: { p: 1234567, r: 5, n: 3 } });
  });

  it('asks the same puzzle at a bigger size, by a counted number or another term, without repeating the reply', () => {
    const sizes: [string[], 'bn' | 'en', number][] = [
      [['পাশাপাশি ৫টি বর্গ বানাতে কয়টি কাঠি লাগে?', 'আর ১০টা হলে?'], 'bn', 10],
      [['pashapashi 4 ta tribhuj banate koyta kathi lage?', 'ar 12 ta hole?'], 'bn', 12],
      [['৩, ৭, ১১, ১৫, ... এর ৫ম পদ কত?', '১০ম পদ কত হবে তাহলে?'], 'bn', 10],
      [['What is the 6th term of 5, 8, 11, 14, ...?', 'what about the 20th term?'], 'en', 20],
      [['How many matchsticks make 4 squares in a row?', 'what about for 8 squares'], 'en', 8],
    ];
    const [, upTo20] = replies(['১ থেকে ১০ পর্যন্ত স্বাভাবিক সংখ্যার যোগফল কত?', 'আর ২০ পর্যন্ত হলে?']);
    expect(upTo20?.state).toMatchObject({ family: 'pattern', kind: 'sum', inputs: { n: 20 } });
    for (const [messages, language, k] of sizes) {
      const [first, reply] = replies(messages, language);
      expect(reply?.state, messages[1]).toMatchObject({ family: 'pattern', inputs: { k }, step: 0 });
      expect(reply?.text).not.toBe(first?.text);
    }
  });

  it('puts a new unit in place of the old one', () => {
    const [, reply] = converse(['৩ কিলোমিটারে কত মিটার?', 'আর সেন্টিমিটারে?']);
    expect(reply).toContain('সেন্টিমিটার');
    expect(reply).toContain('৩ কিলোমিটার');
  });
});

// Review of round 7: a number that names another quantity, a result the student reports, or a
// word that is no unit must not be worked as the previous problem with confidence.
describe('a follow-up that is not a change to the previous problem', () => {
  const square = 'A square has side 5 cm. What is its area?';

  it('does not put a number that names another quantity in the old one’s place (the inverse problem)', () => {
    const [, , reply] = replies([square, 'show me the answer', 'what if the area is 49?'], 'en');
    expect(reply?.text).not.toContain('side 49');
    expect(reply?.assessment.confidence).toBeLessThan(0.5);
  });

  it('does not put the profit where the cost price stood because both are in taka', () => {
    const [, reply] = replies(
      [
        'I bought a bag for 300 taka and sold it for 360 taka. What is the profit percent?',
        'what if the profit is 90 taka?',
      ],
      'en',
    );
    expect(reply?.text).not.toMatch(/\b90 taka/u);
    expect(reply?.assessment.confidence).toBeLessThan(0.5);
  });

  it('does not read a result the student reports as a new problem', () => {
    const [, , reply] = replies([square, 'show me the answer', 'I got 25, thanks. I am in class 8'], 'en');
    expect(reply?.text).not.toContain('side 25');
  });

  it.each(['and why?', 'and rectangle?'])('does not re-open the problem without its unit on "%s"', (message) => {
    const [, , reply] = replies([square, 'show me the answer', message], 'en');
    expect(reply?.text).not.toContain('units');
    expect(reply?.text).not.toContain('side 5');
  });

  it('still reads a bare number with its unit, and a named number in Bengali', () => {
    const [, , bare] = replies([square, 'show me the answer', '7 cm?'], 'en');
    expect(bare?.text).toContain('7 cm');
    const [, named] = converse([
      'একটি আয়তক্ষেত্রের দৈর্ঘ্য ১৫ মিটার ও প্রস্থ ৬ মিটার হলে ক্ষেত্রফল কত?',
      'তাহলে ক্ষেত্রফল ১২০ বর্গমিটার হলে?',
    ]);
    expect(named).not.toContain('দৈর্ঘ্য ১২০');
  });
});
