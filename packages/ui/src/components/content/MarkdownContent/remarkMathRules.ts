import type { Parents, Root, RootContent } from 'mdast';
import { codeToTex, decodeEntities, looksLikeMath, splitMath } from '../../math/splitMath';
import type { MathSegment } from '../../math/splitMath';

/**
 * Brings remark-math in line with `splitMath`, so lessons, tutor replies and plain texts follow
 * one set of maths rules:
 * - `$$…$$` is display maths even in the middle of a line (remark-math makes it inline there);
 * - a `$…$` that the money rule rejects ('দাম $5 এবং $10') is text again;
 * - inline code and `<code>` tags holding a fraction or a root become display maths, and other
 *   `<code>` tags become inline code instead of being dropped with the raw HTML.
 * Display maths is marked with the `math-display` class on the `code` element remark-rehype
 * makes, the same class remark-math gives a `$$` block.
 */
export function remarkMathRules() {
  return (tree: Root, file: { value: unknown }) => {
    transform(tree, String(file.value));
  };
}

function mathNode(value: string, display: boolean): RootContent {
  return {
    type: 'inlineMath',
    value,
    data: {
      hName: 'code',
      hProperties: { className: ['language-math', display ? 'math-display' : 'math-inline'] },
      hChildren: [{ type: 'text', value }],
    },
  };
}

function segmentNode(segment: MathSegment): RootContent {
  return segment.type === 'text'
    ? { type: 'text', value: segment.value }
    : mathNode(segment.value, segment.type === 'display');
}

function sourceOf(node: RootContent | undefined, source: string, end?: RootContent): string | undefined {
  const from = node?.position?.start.offset;
  const to = (end ?? node)?.position?.end.offset;
  return from === undefined || to === undefined ? undefined : source.slice(from, to);
}

const codeOpenTag = /^<code(?:\s[^>]*)?>$/i;
const codeCloseTag = /^<\/code\s*>$/i;

/**
 * Rewrites `parent`'s children into a new list, in one pass: splicing the list in place, and
 * looking for a `</code>` from every `<code>` afresh, took quadratic time on a long lesson full of
 * them (seconds for 100 kB).
 */
function transform(parent: Parents, source: string): void {
  const children = parent.children as RootContent[];
  const out: RootContent[] = [];
  // Once no closing tag follows one `<code>`, none follows a later one either.
  let closeSearchFailed = false;
  for (let i = 0; i < children.length; i += 1) {
    const node = children[i];
    if (!node) continue;

    if (node.type === 'inlineMath') {
      const raw = sourceOf(node, source);
      if (raw === undefined) {
        out.push(node);
        continue;
      }
      if (raw.startsWith('$$')) {
        out.push(mathNode(node.value, true));
        continue;
      }
      const [only, ...rest] = splitMath(raw);
      if (only?.type === 'inline' && rest.length === 0) {
        out.push(node);
        continue;
      }
      // Rejected: read it again with the text after it, where its closing `$` may open a formula.
      const next = children[i + 1];
      const tail = next?.type === 'text' ? next.value : '';
      out.push(...splitMath(raw + tail).map(segmentNode));
      if (tail) i += 1;
      continue;
    }

    if (node.type === 'inlineCode' && looksLikeMath(node.value)) {
      out.push(mathNode(codeToTex(node.value), true));
      continue;
    }

    if (node.type === 'html' && codeOpenTag.test(node.value) && !closeSearchFailed) {
      let closeIndex = -1;
      for (let j = i + 1; j < children.length && closeIndex === -1; j += 1) {
        const child = children[j];
        if (child?.type === 'html' && codeCloseTag.test(child.value)) closeIndex = j;
      }
      const close = children[closeIndex];
      const raw = sourceOf(node, source, close);
      if (closeIndex === -1) closeSearchFailed = true;
      if (closeIndex === -1 || raw === undefined) {
        out.push(node);
        continue;
      }
      const [only, ...rest] = splitMath(raw);
      const code = decodeEntities(raw.replace(/^<code[^>]*>/i, '').replace(/<\/code\s*>$/i, ''));
      out.push(
        only?.type === 'display' && rest.length === 0
          ? mathNode(only.value, true)
          : { type: 'inlineCode', value: code },
      );
      i = closeIndex;
      continue;
    }

    if ('children' in node) transform(node, source);
    out.push(node);
  }
  (parent as { children: RootContent[] }).children = out;
}
