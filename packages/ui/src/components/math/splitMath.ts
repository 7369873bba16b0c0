/**
 * Splits text with TeX maths into plain text and formulas, without ever failing: whatever is not
 * a complete, well-formed formula stays text, so a half-streamed tutor reply never turns into a
 * red error.
 *
 * Rules:
 * - `$$…$$` is a display formula; it may span lines. An unterminated or empty `$$` is text.
 * - `$…$` is an inline formula when the opening `$` is followed by a non-space character, the
 *   closing `$` follows a non-space character and is not followed by a digit, and there is no
 *   blank line in between (the rule Pandoc uses). So money stays text: 'দাম $5 এবং $10' and
 *   '$5-$10' have no maths, while '$5 + 3 = 8$' and '$x$' are formulas.
 * - `\$` is a literal dollar: in text it shows as '$'; inside a formula it is TeX's own dollar and
 *   does not close it.
 * - `<code>…</code>` whose content looks like maths (see `looksLikeMath`) becomes a display
 *   formula; any other code tag stays text as it is, without looking for maths inside it.
 */

export type MathSegment =
  { type: 'text'; value: string } | { type: 'inline'; value: string } | { type: 'display'; value: string };

const digit = /[0-9০-৯]/;
const space = /\s/;

/**
 * Finds `pattern` (global) at or after a position that only ever moves forward, remembering the
 * last answer: a later search that starts at or before that match has the same answer, so each
 * part of the text is searched once. Searching the rest of the text afresh at every `<code` or
 * `<` made a text full of them take quadratic time (seconds for 100 kB).
 */
function forwardSearch(text: string, pattern: RegExp): (from: number) => RegExpExecArray | null {
  let searchedFrom = Infinity;
  let found: RegExpExecArray | null = null;
  return (from) => {
    if (from < searchedFrom || (found !== null && from > found.index)) {
      pattern.lastIndex = from;
      found = pattern.exec(text);
      searchedFrom = from;
    }
    return found;
  };
}

/**
 * Matches a `<code>` opening tag (`<code>` or `<code …>`) and its closing tag in one text, each in
 * linear time over all calls with growing positions.
 */
function codeTags(text: string) {
  const tagEnd = forwardSearch(text, />/g);
  const close = forwardSearch(text, /<\/code\s*>/gi);
  return {
    /** End (exclusive) of the opening tag at `at`, or -1. */
    openEnd(at: number): number {
      if (text.slice(at, at + 5).toLowerCase() !== '<code') return -1;
      const next = text[at + 5];
      if (next === '>') return at + 6;
      if (next === undefined || !space.test(next)) return -1;
      const end = tagEnd(at + 6);
      return end ? end.index + 1 : -1;
    },
    /** The closing tag at or after `from`: its index and length. */
    close(from: number): { index: number; length: number } | undefined {
      const match = close(from);
      return match ? { index: match.index, length: match[0].length } : undefined;
    },
  };
}

/** Index of the next `$` (or `$$`) at or after `from` that is not escaped by a backslash, or -1. */
function findDollar(text: string, from: number, double: boolean): number {
  for (let i = from; i < text.length; i += 1) {
    const char = text[i];
    if (char === '\\') {
      i += 1; // skips the escaped character, so `\$` and `\\` are not delimiters
    } else if (char === '$' && (!double || text[i + 1] === '$')) {
      return i;
    }
  }
  return -1;
}

interface InlineMatch {
  value: string;
  end: number;
}

/** The inline formula opened by the `$` at `start`, if the rules above make it one. */
function matchInline(text: string, start: number): InlineMatch | undefined {
  const first = text[start + 1];
  if (first === undefined || space.test(first)) return undefined;
  const close = findDollar(text, start + 1, false);
  if (close === -1 || close === start + 1) return undefined;
  const before = text[close - 1] ?? '';
  const after = text[close + 1] ?? '';
  if (space.test(before) || digit.test(after)) return undefined;
  const value = text.slice(start + 1, close);
  if (/\n\s*\n/.test(value)) return undefined;
  return { value, end: close + 1 };
}

const entities: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities an HTML author puts in code, e.g. `a &lt; b`. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return entities[name.toLowerCase()] ?? match;
  });
}

/**
 * Whether code holds a fraction or a root: `\frac` (also `\dfrac`, `\tfrac`), `\sqrt`, `√`, or a
 * number over a number such as `3/4` or `৩ / ৪`. Used for `<code>` tags and inline code in
 * lessons, which older content used for formulas.
 */
export function looksLikeMath(code: string): boolean {
  return /\\[dt]?frac(?![a-z])|\\sqrt(?![a-z])|√/i.test(code) || /[0-9০-৯]\s*\/\s*[0-9০-৯]/.test(code);
}

/**
 * TeX for code that `looksLikeMath`: plain `3/4` becomes `\frac{3}{4}` and `√2`, `√x` or `√(a+b)`
 * become `\sqrt{…}`, so they are drawn as a fraction and a root. Code already in TeX is kept.
 */
export function codeToTex(code: string): string {
  const text = code.trim();
  if (/\\[a-z]/i.test(text)) return text;
  return (
    text
      .replace(
        /√\s*(?:\(([^()]*)\)|([0-9০-৯.]+|[a-z]))/gi,
        (_, group?: string, atom?: string) => `\\sqrt{${group ?? atom}}`,
      )
      // The lookbehind starts a number only at its first character: from every character of a long
      // run, the greedy `+` backtracked over the rest of it (quadratic: two minutes for 100 kB).
      .replace(/(?<![0-9০-৯.])([0-9০-৯.]+)\s*\/\s*([0-9০-৯.]+)/g, '\\frac{$1}{$2}')
  );
}

/** Splits `text` into text, inline and display segments by the rules above. */
export function splitMath(text: string): MathSegment[] {
  const segments: MathSegment[] = [];
  const tags = codeTags(text);
  let buffer = '';
  const flush = () => {
    if (buffer) segments.push({ type: 'text', value: buffer });
    buffer = '';
  };

  let i = 0;
  while (i < text.length) {
    const char = text[i];

    if (char === '\\' && text[i + 1] === '$') {
      buffer += '$';
      i += 2;
      continue;
    }

    if (char === '<') {
      const contentStart = tags.openEnd(i);
      if (contentStart !== -1) {
        const close = tags.close(contentStart);
        if (close) {
          const end = close.index + close.length;
          const code = decodeEntities(text.slice(contentStart, close.index));
          if (looksLikeMath(code)) {
            flush();
            segments.push({ type: 'display', value: codeToTex(code) });
          } else {
            buffer += text.slice(i, end);
          }
          i = end;
          continue;
        }
      }
    }

    if (char === '$' && text[i + 1] === '$') {
      const close = findDollar(text, i + 2, true);
      const value = close === -1 ? '' : text.slice(i + 2, close).trim();
      if (value) {
        flush();
        segments.push({ type: 'display', value });
        i = close + 2;
      } else {
        // Unterminated or empty: both dollars are text, and scanning goes on after them.
        buffer += '$$';
        i += 2;
      }
      continue;
    }

    if (char === '$') {
      const inline = matchInline(text, i);
      if (inline) {
        flush();
        segments.push({ type: 'inline', value: inline.value });
        i = inline.end;
      } else {
        // Not an opener; the next `$` gets its own chance to open a formula.
        buffer += '$';
        i += 1;
      }
      continue;
    }

    buffer += char;
    i += 1;
  }
  flush();
  return segments;
}

/**
 * False while more text could still turn part of `text` into maths: a `$$` or a `<code>` tag
 * without its end, or a `$` that could open a formula (a non-space follows it) with no `$` after
 * it. A streaming view can show the raw text until this is true. Money such as '$5' counts as
 * open too, since a closing `$` may still arrive.
 */
export function isMathBalanced(text: string): boolean {
  const tags = codeTags(text);
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (char === '\\') {
      i += 2;
    } else if (char === '<' && tags.openEnd(i) !== -1) {
      const close = tags.close(tags.openEnd(i));
      if (!close) return false;
      i = close.index + close.length;
    } else if (char === '$' && text[i + 1] === '$') {
      const close = findDollar(text, i + 2, true);
      if (close === -1) return false;
      i = close + 2;
    } else if (char === '$') {
      const next = text[i + 1];
      if (next !== undefined && !space.test(next) && findDollar(text, i + 1, false) === -1) return false;
      const inline = matchInline(text, i);
      i = inline ? inline.end : i + 1;
    } else {
      i += 1;
    }
  }
  return true;
}
