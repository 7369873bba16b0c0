import { createElement, Fragment, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { MathLanguage } from '../../../i18n/mathMessages';
import { MathFormula } from '../MathFormula/MathFormula';
import type { CopyResult } from '../MathFormula/MathFormula';
import { MathText } from '../MathText/MathText';
import { codeToTex, looksLikeMath } from '../splitMath';
import { renameEventHandlers } from './inertHtml';

// Structure only: no attribute of the source is ever copied, so there is no event handler, URL
// or style to worry about. Headings become h3, under the demo section's h2.
const kept = new Set(['p', 'strong', 'b', 'em', 'i', 'ul', 'ol', 'li', 'br', 'sub', 'sup', 'blockquote']);
const headings = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
// Elements whose text must not show either.
const removed = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'head',
  'title',
  'textarea',
  'select',
]);

interface Options {
  language: MathLanguage;
  controls: boolean;
  onCopy: ((result: CopyResult) => void) | undefined;
}

function convert(node: Node, key: number, options: Options): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const text = node.textContent ?? '';
    return text.trim() ? (
      <MathText key={key} text={text} language={options.language} controls={options.controls} onCopy={options.onCopy} />
    ) : (
      text
    );
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const tag = (node as Element).localName;
  if (removed.has(tag)) return null;
  if (tag === 'code') {
    const code = node.textContent ?? '';
    return looksLikeMath(code) ? (
      <MathFormula
        key={key}
        tex={codeToTex(code)}
        display
        language={options.language}
        controls={options.controls}
        onCopy={options.onCopy}
      />
    ) : (
      <code key={key}>{code}</code>
    );
  }
  const children = Array.from(node.childNodes, (child, index) => convert(child, index, options));
  if (headings.has(tag)) return createElement('h3', { key }, children);
  if (kept.has(tag)) return createElement(tag, { key }, tag === 'br' ? undefined : children);
  // Links, images, forms, unknown tags: only their text stays.
  return <Fragment key={key}>{children}</Fragment>;
}

export interface SafeHtmlProps extends Partial<Options> {
  html: string;
}

/**
 * HTML with maths shown safely for the demo page: the browser parses it into an inert document
 * (DOMParser runs no script and loads nothing; event handlers renamed first, so none is even
 * checked against the page's CSP), and only the allowed structure and the text are rebuilt as
 * React elements. Without a DOM (server rendering) the text alone is shown.
 */
export function SafeHtml({ html, language = 'bn', controls = false, onCopy }: SafeHtmlProps) {
  const options = useMemo(() => ({ language, controls, onCopy }), [language, controls, onCopy]);
  const body = useMemo(
    () =>
      typeof DOMParser === 'undefined'
        ? undefined
        : new DOMParser().parseFromString(renameEventHandlers(html), 'text/html').body,
    [html],
  );
  if (!body) return <MathText text={html.replace(/<[^>]*>/g, ' ')} language={language} />;
  return <>{Array.from(body.childNodes, (child, index) => convert(child, index, options))}</>;
}
