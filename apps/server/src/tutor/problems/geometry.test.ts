import { describe, expect, it } from 'vitest';
import { converse } from './conversation';
import { lesson, solves } from './test-lessons';

describe('area and volume', () => {
  it('guides the area of a rectangle, a square and a triangle', () => {
    expect(
      solves('৪০ মিটার দৈর্ঘ্য ও ৩০ মিটার প্রস্থের আয়তক্ষেত্রের ক্ষেত্রফল কত?', [1200], 'ক্ষেত্রফল ১২০০ বর্গ মিটার।')?.inputs,
    ).toMatchObject({ l: 40, w: 30 });
    expect(solves('বর্গক্ষেত্রের বাহু ১২ সে.মি. হলে ক্ষেত্রফল কত?', [144], 'ক্ষেত্রফল ১৪৪ বর্গ সে.মি.।')).toBeTruthy();
    expect(
      solves('triangle er base 10 cm height 7 cm hole area koto?', [70, 35], 'ক্ষেত্রফল ৩৫ বর্গ সে.মি.।')?.inputs,
    ).toMatchObject({ b: 10, h: 7 });
  });

  it('guides a circle with π = 3.1416, from the radius or the diameter', () => {
    // The product is shown whole, the answer to two places as the lesson rounds (≈ 65.97).
    expect(
      solves('৭ সে.মি. ব্যাসার্ধের বৃত্তের ক্ষেত্রফল কত?', [49, 153.94], 'ক্ষেত্রফল প্রায় ১৫৩.৯৪ বর্গ সে.মি.।'),
    ).toBeTruthy();
    expect(converse(['৭ সে.মি. ব্যাসার্ধের বৃত্তের ক্ষেত্রফল কত?', '49', '153.9384'])[2]?.text).toContain(
      '১৫৩.৯৩৮৪ $\\approx$ ১৫৩.৯৪',
    );
    // 22/7 instead of 3.1416 is within rounding.
    expect(solves('circle er diameter 14 cm hole area koto?', [7, 49, 154], 'ক্ষেত্রফল প্রায় ১৫৩.৯৪')?.inputs.d).toBe(14);
    expect(solves('৭ সে.মি. ব্যাসার্ধের বৃত্তের পরিধি কত?', [43.98], 'পরিধি প্রায় ৪৩.৯৮ সে.মি.।')?.kind).toBe(
      'circumference',
    );
  });

  it('guides the volume of a cuboid, a cube and a cylinder', () => {
    expect(
      solves('একটি বাক্সের দৈর্ঘ্য ১২ সে.মি., প্রস্থ ৮ সে.মি. ও উচ্চতা ৫ সে.মি.। আয়তন কত?', [96, 480], 'আয়তন ৪৮০ ঘন সে.মি.।')
        ?.inputs,
    ).toMatchObject({ l: 12, w: 8, h: 5 });
    expect(solves('৪ সে.মি. বাহুবিশিষ্ট ঘনকের আয়তন কত?', [64], 'আয়তন ৬৪ ঘন সে.মি.।')).toBeTruthy();
    expect(
      solves(
        'একটি বেলনের ব্যাসার্ধ ৭ সে.মি. ও উচ্চতা ১০ সে.মি. হলে আয়তন কত?',
        [153.9384, 1539.384],
        'আয়তন প্রায় ১৫৩৯.৩৮ ঘন সে.মি.।',
      ),
    ).toBeTruthy();
  });

  it('reads English and inflected Banglish: "12 m by 5 m", a one-letter name only standing alone', () => {
    expect(converse(['area of a rectangle 12 m by 5 m'])[0]?.state?.inputs).toMatchObject({ l: 12, w: 5 });
    // "room" and "rectangle" begin with r, and named no radius.
    expect(converse(['room 5 m long 4 m wide, area?'])[0]?.state?.inputs).toMatchObject({ l: 5, w: 4 });
    expect(converse(['ayotokkhetrer doirgho 10 m prostho 4 m hole khetrofol koto?'])[0]?.state?.inputs).toMatchObject({
      l: 10,
      w: 4,
    });
    expect(converse(['ekta borgokhetrer bahu 9 cm hole khetrofol koto?'])[0]?.state?.kind).toBe('square');
    expect(converse(['ekta britter bas 10 cm, khetrofol koto?'])[0]?.state?.inputs).toMatchObject({ d: 10 });
    // "a diameter of 15 cm" names the diameter, not a radius.
    expect(converse(['A circle has a diameter of 15 cm. What is its circumference?'])[0]?.state?.inputs).toMatchObject({
      d: 15,
    });
    expect(converse(['a tank 2 m long, 1.5 m wide and 1 m deep. volume?'])[0]?.state?.inputs).toMatchObject({
      l: 2,
      w: 1.5,
      h: 1,
    });
  });

  it('says when a length is impossible', () => {
    expect(converse(['বৃত্তের ব্যাসার্ধ ০ সে.মি. হলে ক্ষেত্রফল কত?'])[0]?.text).toContain('শূন্য বা ঋণাত্মক হতে পারে না');
  });

  it('treats the lesson’s exercise as an exercise', () => {
    const LESSON = lesson('math/03-measurement/04-volume.md');
    const [first] = converse(
      ['একটি বাক্সের দৈর্ঘ্য ১২ সে.মি., প্রস্থ ৮ সে.মি. ও উচ্চতা ৫ সে.মি.। বাক্সটির আয়তন নির্ণয় করো।'],
      LESSON,
    );
    expect(first?.state?.exercise).toBe(true);
  });
});
