import fc from 'fast-check';

// Inputs for the property tests of the forms' rules (the contract's schemas, as the forms run
// them). Kept outside src so the library build, which takes every module under src as an entry,
// never ships them.

/** Characters that trip naive rules: NUL and controls, every kind of space, Bengali, emoji, lone surrogates. */
const awkwardUnit = fc.constantFrom(
  '\u0000',
  '\u0007',
  '\u001f',
  '\u007f',
  '\t',
  '\n',
  '\r',
  '\u000b',
  '\u00a0',
  '\u2028',
  '\u3000',
  '\ufeff',
  '\u200b',
  ' ',
  'অ',
  'ক্ষ',
  'ি',
  '১',
  '৯',
  '😀',
  '👩‍🎓',
  '\ud800',
  '\udc00',
  'a',
  'Z',
  '0',
  '9',
  '+',
  '-',
  '.',
  '_',
  '/',
  'e',
  'x',
);

/** Strings that look like numbers, or almost: what a number field can hold. */
export const numberLikeText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }).map(String),
  fc.double().map(String),
  fc.bigInt().map(String),
  fc.constantFrom(
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    '-1e309',
    '1e-400',
    '0x10',
    '0b11',
    '0o7',
    '1_000',
    '১২',
    '١٢',
    ' 5 ',
    '-0',
    '+3',
    '.5',
    '5.',
    '1e1',
    '2147483648',
    '99999999999999999999',
  ),
);

/** Whitespace only, of every kind JavaScript's trim removes. */
export const blankText: fc.Arbitrary<string> = fc.string({
  unit: fc.constantFrom(' ', '\t', '\n', '\r', '\u000b', '\u00a0', '\u2028', '\u3000', '\ufeff'),
  maxLength: 10,
});

/** `length` characters (UTF-16 units) made by repeating a short awkward piece: up to 20k. */
export const longText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ unit: awkwardUnit, minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 20_000 }))
  .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length));

/** Text just under, at or just over the limits the server sets (100, 150, 200, 1000, 2000, 5000). */
export const edgeLengthText: fc.Arbitrary<string> = fc
  .tuple(
    fc.constantFrom(100, 150, 200, 1000, 2000, 5000),
    fc.integer({ min: -1, max: 1 }),
    fc.constantFrom('ক', 'a', ' ', '\u0000'),
  )
  .map(([limit, offset, unit]) => `x${unit.repeat(limit + offset - 1)}`);

/** Anything a text box can be given, typed or pasted. */
export const anyText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: awkwardUnit, maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  blankText,
  numberLikeText,
  edgeLengthText,
  longText,
);

/** `text` with spaces around it, which the forms trim. */
export function padded(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(blankText, text, blankText).map(([before, value, after]) => `${before}${value}${after}`);
}

const wordUnit = fc.constantFrom('অ', 'ক্ষ', 'ি', '১', '😀', 'a', 'Z', '7', ' ', '-', '\n', '.');

/** Non-blank text without NUL whose trimmed length is 1..max: a name, a title, a message. */
export function filledText(max: number): fc.Arbitrary<string> {
  return fc
    .oneof(
      fc.string({ unit: wordUnit, minLength: 1, maxLength: Math.min(max, 40) }),
      fc
        .tuple(fc.string({ unit: wordUnit, minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max }))
        .map(([piece, length]) => piece.repeat(Math.ceil(length / piece.length)).slice(0, length)),
    )
    .map((text) => text.trim())
    .filter((text) => text.length >= 1);
}

/** `text` with a NUL somewhere in it. */
export function withNul(text: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc.tuple(text, fc.nat()).map(([value, at]) => {
    const index = at % (value.length + 1);
    return `${value.slice(0, index)}\u0000${value.slice(index)}`;
  });
}

/** Text of exactly `length` characters (UTF-16 units), no spaces at its ends: for limits. */
export function textOfLength(length: number): string {
  return 'ক'.repeat(length);
}
