import { describe, expect, it } from 'vitest';
import { converse } from './conversation';
import { lesson, solves } from './test-lessons';

describe('science calculations', () => {
  it('guides weight from mass with g = 9.8, on Earth and on the Moon', () => {
    expect(solves('রাফির ভর ৫০ কেজি। পৃথিবীতে তার ওজন কত?', [490], 'ওজন ৪৯০ নিউটন।')?.kind).toBe('weight');
    expect(solves('amar vor 45 kg, chade amar ojon koto hobe?', [441, 73.5], 'চাঁদে ওজন ৭৩.৫ নিউটন।')?.inputs.moon).toBe(
      1,
    );
    expect(solves('একটি বস্তার ওজন ৯৮০ নিউটন। ভর কত?', [100], 'ভর ১০০ কেজি।')?.kind).toBe('mass');
    expect(solves('৬০ কেজি ভরের মানুষের ওজন কত, যেখানে g = 9.83?', [589.8], 'ওজন ৫৮৯.৮ নিউটন।')?.inputs.g).toBe(9.83);
  });

  it('guides the speed of a falling body, and speed from distance and time', () => {
    expect(solves('একটি পাথর ছাদ থেকে ছেড়ে দিলে ৩ সেকেন্ড পর বেগ কত?', [29.4], 'বেগ ২৯.৪ মিটার/সেকেন্ড।')?.kind).toBe(
      'fall',
    );
    expect(solves('একটি সাইকেল ২০ সেকেন্ডে ১০০ মিটার গেলে বেগ কত?', [5], 'বেগ ৫ মিটার/সেকেন্ড।')?.kind).toBe('speed');
  });

  it('guides current, charge, Ohm’s law and resistors', () => {
    expect(solves('০.৫ অ্যাম্পিয়ার প্রবাহ ২ মিনিটে কত কুলম্ব আধান?', [120, 60], 'আধান ৬০ কুলম্ব।')?.kind).toBe('charge');
    expect(solves('৫ সেকেন্ডে ১০ কুলম্ব আধান গেলে প্রবাহ কত?', [2], 'তড়িৎ প্রবাহ ২ অ্যাম্পিয়ার।')?.kind).toBe('current');
    expect(solves('৪৪ ওহম রোধের হিটার ২২০ ভোল্টে কত প্রবাহ চলবে?', [5], 'তড়িৎ প্রবাহ ৫ অ্যাম্পিয়ার।')?.kind).toBe('ohmI');
    expect(solves('6 volt e 0.3 ampere current hole resistance koto?', [20], 'রোধ ২০ ওহম।')?.kind).toBe('ohmR');
    expect(
      solves('১০ ওহম রোধে ১.২ অ্যাম্পিয়ার প্রবাহে কত ভোল্ট বিভব পার্থক্য লাগবে?', [12], 'বিভব পার্থক্য ১২ ভোল্ট।')?.kind,
    ).toBe('ohmV');
    expect(
      solves(
        '৪ ওহম ও ৮ ওহমের দুটি রোধ শ্রেণিতে ১২ ভোল্টে যুক্ত। তুল্য রোধ ও প্রবাহ কত?',
        [12, 1],
        'তুল্য রোধ ১২ ওহম। তড়িৎ প্রবাহ ১ অ্যাম্পিয়ার।',
      )?.kind,
    ).toBe('series');
  });

  it('answers the "is that normal?" half of a BMI question with the lesson’s class', () => {
    const bangla = converse(['আমার ওজন ৪৫ কেজি আর উচ্চতা ১.৫ মিটার। BMI কত? এটা কি স্বাভাবিক?', '2.25', '20']);
    expect(bangla[2]?.text).toContain('BMI ২০। পাঠের প্রাপ্তবয়স্কদের সীমায়');
    expect(bangla[2]?.text).toContain('এটি **স্বাভাবিক**');
    expect(bangla[2]?.text).toContain('বয়সভিত্তিক চার্ট');
    const english = converse(
      ['weight 90 kg, height 1.7 m, what is the BMI and is it normal?', '2.89', '31.1'],
      '',
      'en',
    );
    expect(english[2]?.text).toContain('**obese (স্থূলতা)**');
    // The class boundary: 18.5 is normal, just under it is not.
    expect(converse(['ওজন ৪০ কেজি, উচ্চতা ১.৫ মিটার হলে BMI কত? আমি কি চিকন?', '2.25', '17.8'])[2]?.text).toContain(
      '**কম ওজন**',
    );
  });

  it('names no adult BMI class when the student did not ask whether the value is normal', () => {
    const replies = converse(['ওজন ৪০ কেজি, উচ্চতা ১.৫ মিটার হলে BMI কত?', '2.25', '17.8']);
    expect(replies[2]?.text).toContain('১৭.৮');
    expect(replies[2]?.text).not.toContain('**কম ওজন**');
    expect(replies[2]?.text).not.toContain('পাঠের প্রাপ্তবয়স্কদের সীমায়');
  });

  it('guides BMI and a lens’s power', () => {
    // A BMI has no unit: no space is left before the full stop.
    expect(solves('ওজন ৭২ কেজি, উচ্চতা ১.৬ মিটার হলে BMI কত?', [2.56, 28.1], 'BMI ২৮.১।')?.kind).toBe('bmi');
    expect(solves('weight 72 kg, height 1.6 m, what is the BMI?', [2.56, 28.1], 'The BMI is 28.1.')?.kind).toBe('bmi');
    expect(solves('২৫ সে.মি. ফোকাস দূরত্বের উত্তল লেন্সের ক্ষমতা কত?', [0.25, 4], 'লেন্সের ক্ষমতা ৪ ডায়প্টার।')?.kind).toBe(
      'lens',
    );
  });

  it('says when a value is impossible', () => {
    expect(converse(['ভর -৫ কেজি হলে ওজন কত?'])[0]?.text).toContain('শূন্য বা ঋণাত্মক হতে পারে না');
    expect(converse(['ওজন ৫০ কেজি, উচ্চতা ১৬০ মিটার হলে BMI কত?'])[0]?.text).toContain('সেন্টিমিটারে');
  });

  it('treats the lesson’s exercise as an exercise', () => {
    const LESSON = lesson('science/07-earth-gravitation/03-mass-and-weight.md');
    const [first, more] = converse(['২০ কেজি ভরের একটি বস্তুর পৃথিবীতে ওজন কত?', 'উত্তর দাও'], LESSON);
    expect(first?.state?.exercise).toBe(true);
    expect(more?.text).not.toContain('১৯৬');
  });
});
