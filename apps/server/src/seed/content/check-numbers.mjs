// Recomputes the numbers of the seed lessons: a chapter.json's "checks" give, for a worked
// example, an answer list or a quiz key, an arithmetic expression and the number the text
// writes; this module evaluates the expression, compares, and finds the number in that place.
// It also says which places hold numbers that no check covers. Used by check-content.mjs.

const BENGALI_ZERO = 0x09e6;

/** Bengali digits to Latin ones. */
export function latinDigits(text) {
  return text.replace(/[\u09e6-\u09ef]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));
}

export const hasDigit = (text) => /[0-9\u09e6-\u09ef]/.test(text);

// ---------------------------------------------------------------- arithmetic
const FUNCTIONS = {
  sqrt: Math.sqrt,
  cbrt: Math.cbrt,
  abs: Math.abs,
  round: Math.round,
  floor: Math.floor,
  ceil: Math.ceil,
  min: Math.min,
  max: Math.max,
};
const CONSTANTS = { pi: Math.PI };

function tokenize(expr) {
  const tokens = [];
  let i = 0;
  while (i < expr.length) {
    const ch = expr[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (/[0-9.]/.test(ch)) {
      let j = i;
      while (j < expr.length && /[0-9.]/.test(expr[j])) j += 1;
      const text = expr.slice(i, j);
      if (!/^(\d+(\.\d+)?|\.\d+)$/.test(text)) throw new Error(`bad number "${text}"`);
      tokens.push({ type: 'number', value: Number(text) });
      i = j;
    } else if (/[a-z]/.test(ch)) {
      let j = i;
      while (j < expr.length && /[a-z]/.test(expr[j])) j += 1;
      tokens.push({ type: 'name', value: expr.slice(i, j) });
      i = j;
    } else if ('+-*/^(),'.includes(ch)) {
      tokens.push({ type: ch });
      i += 1;
    } else {
      throw new Error(`unexpected "${ch}"`);
    }
  }
  return tokens;
}

/**
 * Evaluates arithmetic: numbers, + - * / ^ (power, right-associative), unary minus,
 * parentheses, the functions sqrt cbrt abs round floor ceil min max and the constant pi.
 * Anything else throws. Never uses eval.
 */
export function evaluate(expr) {
  const tokens = tokenize(expr);
  let at = 0;
  const peek = () => tokens[at]?.type;
  const take = (type) => {
    if (peek() !== type) throw new Error(`expected "${type}" at token ${at + 1}`);
    at += 1;
  };
  function sum() {
    let value = product();
    while (peek() === '+' || peek() === '-') {
      const op = tokens[at++].type;
      const right = product();
      value = op === '+' ? value + right : value - right;
    }
    return value;
  }
  function product() {
    let value = unary();
    while (peek() === '*' || peek() === '/') {
      const op = tokens[at++].type;
      const right = unary();
      value = op === '*' ? value * right : value / right;
    }
    return value;
  }
  function unary() {
    if (peek() === '-') {
      at += 1;
      return -unary();
    }
    if (peek() === '+') {
      at += 1;
      return unary();
    }
    return power();
  }
  function power() {
    const base = atom();
    if (peek() === '^') {
      at += 1;
      return base ** unary();
    }
    return base;
  }
  function atom() {
    const token = tokens[at];
    if (!token) throw new Error('expression ends too early');
    if (token.type === 'number') {
      at += 1;
      return token.value;
    }
    if (token.type === '(') {
      at += 1;
      const value = sum();
      take(')');
      return value;
    }
    if (token.type === 'name') {
      at += 1;
      if (token.value in CONSTANTS) return CONSTANTS[token.value];
      const fn = FUNCTIONS[token.value];
      if (!fn) throw new Error(`unknown name "${token.value}"`);
      take('(');
      const args = [sum()];
      while (peek() === ',') {
        at += 1;
        args.push(sum());
      }
      take(')');
      return fn(...args);
    }
    throw new Error(`unexpected "${token.type}"`);
  }
  const value = sum();
  if (at !== tokens.length) throw new Error(`unexpected "${tokens[at].type}" after the expression`);
  if (!Number.isFinite(value)) throw new Error('the result is not a finite number');
  return value;
}

// ---------------------------------------------------------------- numbers as written
/**
 * The number a text writes ("২৫৪", "১,২০,০০০", "3.75", "−12"), as its digits without grouping
 * and its count of decimal places; null when it is not a number.
 */
export function parseWrittenNumber(written) {
  const text = latinDigits(String(written).trim()).replace(/−/g, '-');
  const match = /^(-?)(\d{1,3}(?:,\d{2,3})*|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const digits = `${match[1]}${match[2].replace(/,/g, '')}${match[3] ? `.${match[3]}` : ''}`;
  return { digits, value: Number(digits), decimals: match[3]?.length ?? 0 };
}

/**
 * A text's numbers in one form: Latin digits, grouping commas (also LaTeX's `{,}` and thin
 * spaces between digits) removed, the minus sign as "-".
 */
export function normalizeNumbers(text) {
  return latinDigits(text)
    .replace(/\{,\}/g, ',')
    .replace(/(\d)\\[,;:! ](?=\d)/g, '$1')
    .replace(/−/g, '-')
    .replace(/(\d),(?=\d{2,3}(?!\d))/g, '$1');
}

/** Whether `digits` (a parsed number) stands in `text` as a whole number, not inside a longer one. */
export function containsNumber(text, digits) {
  const haystack = normalizeNumbers(text);
  const unsigned = digits.replace(/^-/, '');
  let from = 0;
  for (;;) {
    const index = haystack.indexOf(unsigned, from);
    if (index < 0) return false;
    from = index + 1;
    const before = haystack[index - 1] ?? '';
    const after = haystack.slice(index + unsigned.length, index + unsigned.length + 2);
    if (/\d/.test(before) || (before === '.' && /\d/.test(haystack[index - 2] ?? ''))) continue;
    if (/^\d/.test(after) || /^\.\d/.test(after)) continue;
    if (digits.startsWith('-') && before !== '-') continue;
    return true;
  }
}

// ---------------------------------------------------------------- lesson places
/** A `##`–`######` heading line's level and text (closing #'s dropped), read in one pass. */
function parseHeading(line) {
  let level = 0;
  while (line[level] === '#') level += 1;
  if (level < 2 || level > 6 || !/[ \t]/.test(line[level] ?? '')) return null;
  let end = line.length;
  while (end > level && /\s/.test(line[end - 1])) end -= 1;
  let closing = end;
  while (closing > level && line[closing - 1] === '#') closing -= 1;
  if (closing < end && /\s/.test(line[closing - 1])) end = closing;
  return { level, heading: line.slice(level, end).trim().normalize('NFC') };
}

/** The Markdown's headed sections: heading text, level, and the text under it (its own sub-sections included). */
export function sections(markdown) {
  const lines = markdown.split('\n');
  const headings = [];
  let inFence = false;
  lines.forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) return;
    const heading = parseHeading(line);
    if (heading) headings.push({ ...heading, index });
  });
  return headings.map((h, n) => {
    const end = headings.slice(n + 1).find((next) => next.level <= h.level)?.index ?? lines.length;
    return { heading: h.heading, level: h.level, text: lines.slice(h.index + 1, end).join('\n') };
  });
}

const LIST_MARKER = /^\s*(?:[-*+]|(?:\d+|[\u09e6-\u09ef]+)[.)]|\((?:\d+|[\u09e6-\u09ef]+|[\u0980-\u09ff]{1,2})\))\s+/;

/** The items of a list section (an answer list): each item with its continuation lines, marker removed. */
export function listItems(text) {
  const items = [];
  for (const line of text.split('\n')) {
    if (LIST_MARKER.test(line)) items.push(line.replace(LIST_MARKER, ''));
    else if (line.trim() && items.length) items[items.length - 1] += `\n${line}`;
  }
  return items;
}

const ORDERED_MARKER = /^(\s*)(?:\d+|[\u09e6-\u09ef]+)[.)](?=\s)/gm;

/** A text without its ordered-list markers: the step numbers "1." "2." of a solution are not numbers it computes. */
const withoutStepNumbers = (text) => text.replace(ORDERED_MARKER, '$1');

const isExample = (heading) => /^উদাহরণ/.test(heading);
const isAnswers = (heading) => /^উত্তর/.test(heading);

/**
 * Checks one chapter's "checks" against its topics and quiz.
 * topics: [{ file, markdown }]; questions: the quiz's questions as in chapter.json.
 * Returns { errors: string[], checked: number, facts: number }.
 */
export function checkChapterNumbers(checks, topics, questions) {
  const errors = [];
  const covered = new Set();
  let checked = 0;
  let facts = 0;
  if (checks === undefined) checks = [];
  if (!Array.isArray(checks)) return { errors: ['checks must be an array'], checked, facts };

  const topicSections = new Map(topics.map((t) => [t.file, sections(t.markdown)]));
  const findSection = (file, heading) => {
    const all = topicSections.get(file);
    if (!all) return { error: `no topic file ${file} in this chapter` };
    const wanted = heading.normalize('NFC');
    const exact = all.filter((s) => s.heading === wanted);
    if (exact.length === 1) return { section: exact[0] };
    if (exact.length > 1) return { error: `heading "${heading}" occurs ${exact.length} times in ${file}` };
    const prefixed = all.filter((s) => s.heading.startsWith(wanted) && !/^[\p{L}\p{N}]/u.test(s.heading.slice(wanted.length)));
    if (prefixed.length === 1) return { section: prefixed[0] };
    return { error: `no heading "${heading}" in ${file}` };
  };

  checks.forEach((check, i) => {
    const w = `checks[${i}]`;
    if (typeof check !== 'object' || check === null || typeof check.where !== 'string') {
      errors.push(`${w}: needs "where"`);
      return;
    }
    const label = `${w} (${check.where})`;
    let places; // texts the number must appear in
    let coverKey;
    const quiz = /^quiz#(\d+)$/.exec(check.where);
    if (quiz) {
      const q = questions?.[Number(quiz[1]) - 1];
      if (!q) {
        errors.push(`${label}: the quiz has no question ${quiz[1]}`);
        return;
      }
      const correct = q.options?.find((o) => o?.isCorrect === true)?.text ?? '';
      places = [correct, q.explanation ?? ''];
      coverKey = check.where;
    } else {
      const hash = check.where.indexOf('#');
      if (hash < 0) {
        errors.push(`${label}: "where" is "<topic file>#<heading>" or "quiz#<n>"`);
        return;
      }
      const file = check.where.slice(0, hash);
      const found = findSection(file, check.where.slice(hash + 1));
      if (found.error) {
        errors.push(`${label}: ${found.error}`);
        return;
      }
      const { section } = found;
      coverKey = `${file}#${section.heading}`;
      if (isAnswers(section.heading)) {
        const items = listItems(section.text);
        if (check.item !== undefined) {
          if (!Number.isInteger(check.item) || !items[check.item - 1]) {
            errors.push(`${label}: the answer list has no item ${check.item}`);
            return;
          }
          places = [items[check.item - 1]];
          coverKey = `${coverKey}@${check.item}`;
        } else {
          places = items;
          coverKey = null; // set below, per item the number is found in
        }
      } else {
        places = [section.text];
      }
    }

    if (check.fact !== undefined) {
      if (typeof check.fact !== 'string' || !check.fact.trim()) errors.push(`${label}: "fact" must say why the number is not computed`);
      if (check.expr !== undefined) errors.push(`${label}: give either "expr" or "fact", not both`);
      if (coverKey === null) {
        errors.push(`${label}: a fact in an answer list names its "item"`);
        return;
      }
      facts += 1;
      covered.add(coverKey);
      return;
    }
    if (typeof check.expr !== 'string' || typeof check.expect !== 'string') {
      errors.push(`${label}: needs "expr" and "expect" (strings), or "fact"`);
      return;
    }
    const expected = parseWrittenNumber(check.expect);
    if (!expected) {
      errors.push(`${label}: expect "${check.expect}" is not a number`);
      return;
    }
    let value;
    try {
      value = evaluate(check.expr);
    } catch (error) {
      errors.push(`${label}: cannot evaluate "${check.expr}": ${error.message}`);
      return;
    }
    checked += 1;
    const rounded = Number(value.toFixed(expected.decimals));
    if (Math.abs(rounded - expected.value) > 1e-9 * Math.max(1, Math.abs(expected.value))) {
      errors.push(`${label}: ${check.expr} = ${value}, but the text says ${check.expect}`);
      return;
    }
    const hits = places.map((text, n) => (containsNumber(text, expected.digits) ? n : -1)).filter((n) => n >= 0);
    if (hits.length === 0) {
      errors.push(`${label}: ${check.expect} does not appear there`);
      return;
    }
    if (coverKey === null) {
      const file = check.where.slice(0, check.where.indexOf('#'));
      const heading = findSection(file, check.where.slice(check.where.indexOf('#') + 1)).section.heading;
      for (const n of hits) covered.add(`${file}#${heading}@${n + 1}`);
    } else covered.add(coverKey);
  });

  // Places with numbers that no check covers.
  for (const topic of topics) {
    const all = topicSections.get(topic.file) ?? [];
    all.forEach((section, n) => {
      const key = `${topic.file}#${section.heading}`;
      // A "## উদাহরণ" that only holds the "### উদাহরণ n" under it is covered through them.
      const next = all[n + 1];
      const holdsExamples = next !== undefined && next.level > section.level && isExample(next.heading);
      if (isExample(section.heading) && !holdsExamples && hasDigit(withoutStepNumbers(section.text)) && !covered.has(key)) {
        errors.push(`${key}: a worked example with numbers and no check`);
      }
      if (isAnswers(section.heading)) {
        listItems(section.text).forEach((item, n) => {
          if (hasDigit(item) && !covered.has(`${key}@${n + 1}`)) errors.push(`${key} item ${n + 1}: an answer with numbers and no check`);
        });
      }
    });
  }
  (questions ?? []).forEach((q, n) => {
    const correct = q?.options?.find((o) => o?.isCorrect === true)?.text ?? '';
    if (hasDigit(correct) && !covered.has(`quiz#${n + 1}`)) errors.push(`quiz#${n + 1}: a numeric key with no check`);
  });
  return { errors, checked, facts };
}
