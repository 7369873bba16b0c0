/** Where a text may be cut without splitting a letter from its vowel sign or conjunct part. */
export function graphemeEnds(text: string): number[] {
  const ends: number[] = [];
  const segmenter = new Intl.Segmenter('bn', { granularity: 'grapheme' });
  for (const { index, segment } of segmenter.segment(text)) ends.push(index + segment.length);
  return ends;
}

/**
 * The part of `text` shown after `chars` characters have been typed. Typing runs per character
 * (the spec's 100 ms each) but shows only whole graphemes: a Bengali consonant never appears
 * with a dangling hasanta or vowel sign that is still to come.
 */
export function typedText(text: string, chars: number): string {
  if (chars >= text.length) return text;
  // Nothing typed yet: the page's first render need not build a segmenter (its first use loads
  // the language's break rules, a noticeable pause on a slow phone).
  if (chars <= 0) return '';
  let cut = 0;
  for (const end of graphemeEnds(text)) {
    if (end > chars) break;
    cut = end;
  }
  return text.slice(0, cut);
}

export interface TypewriterOptions {
  /** Characters to type. */
  length: number;
  msPerChar: number;
  /** Called with the number of characters typed so far, 1 … length. */
  onType: (chars: number) => void;
}

/** Types one character per `msPerChar` until `length`; returns a function that stops it. */
export function runTypewriter({ length, msPerChar, onType }: TypewriterOptions): () => void {
  let chars = 0;
  if (length <= 0) return () => {};
  const timer = setInterval(() => {
    chars += 1;
    onType(chars);
    if (chars >= length) clearInterval(timer);
  }, msPerChar);
  return () => clearInterval(timer);
}
