import { describe, expect, it } from 'vitest';
import { markdownShowsImage } from './markdownImages';

describe('markdownShowsImage', () => {
  it('finds an inline image, with or without a title or angle brackets', () => {
    expect(
      markdownShowsImage('পাঠ\n\n![মাইটোসিসের ধাপ](/media/mitosis-stages.svg)\n', '/media/mitosis-stages.svg'),
    ).toBe(true);
    expect(markdownShowsImage('![a](/media/x.svg "চিত্র")', '/media/x.svg')).toBe(true);
    expect(markdownShowsImage('![a](</media/x.svg>)', ' /media/x.svg ')).toBe(true);
  });

  it('finds an image through a reference definition', () => {
    expect(markdownShowsImage('![চিত্র][fig]\n\n[fig]: /media/x.svg', '/media/x.svg')).toBe(true);
  });

  it('treats spellings of the same address as one', () => {
    expect(markdownShowsImage('![a](media/../media/x.svg)', '/media/x.svg')).toBe(true);
  });

  it('does not count a link, another image, or the address in plain text', () => {
    expect(markdownShowsImage('[চিত্রটি দেখো](/media/x.svg)', '/media/x.svg')).toBe(false);
    expect(markdownShowsImage('![a](/media/y.svg)', '/media/x.svg')).toBe(false);
    expect(markdownShowsImage('ছবিটি /media/x.svg ঠিকানায় আছে', '/media/x.svg')).toBe(false);
    expect(markdownShowsImage('', '/media/x.svg')).toBe(false);
  });
});
