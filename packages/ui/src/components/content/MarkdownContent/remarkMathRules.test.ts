import type { Root, RootContent } from 'mdast';
import { describe, expect, it } from 'vitest';
import { remarkMathRules } from './remarkMathRules';

// The maths rules run over every parsed lesson (admin-written, up to 200 kB, rendered on the
// server too) and tutor reply. They once spliced the node list in place and looked for a
// `</code>` from every `<code>` afresh: quadratic in the number of nodes, minutes for the 50,000
// nodes below. In one pass they take milliseconds, so the generous bound holds on a loaded machine.

/** A paragraph of `count` copies of `parts` (each its node type and source text), with positions. */
function lesson(
  count: number,
  parts: { type: 'html' | 'text' | 'inlineMath'; source: string; value?: string }[],
): { tree: Root; source: string } {
  const children: RootContent[] = [];
  let source = '';
  for (let n = 0; n < count; n += 1) {
    for (const part of parts) {
      const start = source.length;
      source += part.source;
      const position = {
        start: { line: 1, column: start + 1, offset: start },
        end: { line: 1, column: source.length + 1, offset: source.length },
      };
      children.push({ type: part.type, value: part.value ?? part.source, position });
    }
  }
  return { tree: { type: 'root', children: [{ type: 'paragraph', children: children as never }] }, source };
}

function transformed(count: number, parts: Parameters<typeof lesson>[1]): { nodes: RootContent[]; ms: number } {
  const { tree, source } = lesson(count, parts);
  const started = performance.now();
  remarkMathRules()(tree, { value: source });
  const paragraph = tree.children[0];
  return { nodes: paragraph && 'children' in paragraph ? paragraph.children : [], ms: performance.now() - started };
}

describe('remarkMathRules on a long lesson', () => {
  it('passes over <code> tags without an end in linear time, leaving them as they are', () => {
    const { nodes, ms } = transformed(50_000, [
      { type: 'html', source: '<code>' },
      { type: 'text', source: ' ' },
    ]);
    expect(ms).toBeLessThan(5_000);
    expect(nodes).toHaveLength(100_000);
    expect(nodes[0]).toMatchObject({ type: 'html', value: '<code>' });
  });

  it('reads money rejected as a formula again in linear time, as text', () => {
    // '$5 $10 ' : remark-math takes `$5 $` for inline maths; the money rule makes it text again.
    const { nodes, ms } = transformed(50_000, [
      { type: 'inlineMath', source: '$5 $', value: '5 ' },
      { type: 'text', source: '10 ' },
    ]);
    expect(ms).toBeLessThan(5_000);
    expect(nodes.every((node) => node.type === 'text')).toBe(true);
    expect(nodes.map((node) => ('value' in node ? node.value : '')).join('')).toBe('$5 $10 '.repeat(50_000));
  });

  it('turns each code tag with its end into one formula, in linear time', () => {
    const { nodes, ms } = transformed(20_000, [
      { type: 'html', source: '<code>' },
      { type: 'text', source: '1/2' },
      { type: 'html', source: '</code>' },
      { type: 'text', source: ' ' },
    ]);
    expect(ms).toBeLessThan(5_000);
    expect(nodes).toHaveLength(40_000);
    expect(nodes[0]).toMatchObject({ type: 'inlineMath', value: '\\frac{1}{2}' });
  });
});
