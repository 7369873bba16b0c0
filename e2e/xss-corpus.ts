/**
 * Known XSS payloads (issue 8). Each one, if it ever runs, assigns its number to `__xss` (or opens
 * an alert), which the trap in xss.spec.ts records. `label`, when given, is text inside the payload
 * that must still show after sanitising: proof that the payload reached the page and was rendered
 * as text, not silently dropped.
 */
export interface XssPayload {
  id: number;
  /** What the payload tries. */
  vector: string;
  payload: string;
  label?: string;
}

export const xssCorpus: readonly XssPayload[] = [
  // Raw HTML.
  { id: 1, vector: 'script tag', payload: '<script>__xss=1</script>' },
  { id: 2, vector: 'img onerror', payload: '<img src=x onerror="__xss=2">' },
  { id: 3, vector: 'svg onload', payload: '<svg onload="__xss=3"><circle r="1"/></svg>' },
  {
    id: 4,
    vector: 'svg animate onbegin',
    payload: '<svg><animate onbegin="__xss=4" attributeName="x" dur="1s"/></svg>',
  },
  { id: 5, vector: 'iframe srcdoc', payload: '<iframe srcdoc="<script>top.__xss=5</script>"></iframe>' },
  { id: 6, vector: 'iframe javascript: src', payload: '<iframe src="javascript:top.__xss=6"></iframe>' },
  { id: 7, vector: 'a href javascript:', payload: '<a href="javascript:__xss=7">XSS-07</a>', label: 'XSS-07' },
  {
    id: 8,
    vector: 'javascript: split by a tab entity',
    payload: '<a href="jav&#x09;ascript:__xss=8">XSS-08</a>',
    label: 'XSS-08',
  },
  {
    id: 9,
    vector: 'javascript&#58; entity colon',
    payload: '<a href="javascript&#58;__xss=9">XSS-09</a>',
    label: 'XSS-09',
  },
  { id: 10, vector: 'object data', payload: '<object data="javascript:__xss=10"></object>' },
  { id: 11, vector: 'embed data: HTML', payload: '<embed src="data:text/html,<script>top.__xss=11</script>">' },
  {
    id: 12,
    vector: 'form action',
    payload: '<form action="javascript:__xss=12"><button>XSS-12</button></form>',
    label: 'XSS-12',
  },
  { id: 13, vector: 'base href', payload: '<base href="javascript:__xss=13//">' },
  {
    id: 14,
    vector: 'mXSS math/mglyph/style',
    payload: '<math><mtext><table><mglyph><style><img src=x onerror="__xss=14">',
  },
  { id: 15, vector: 'mXSS noscript title', payload: '<noscript><p title="</noscript><img src=x onerror=__xss=15>">' },
  {
    id: 16,
    vector: 'style url/expression',
    payload: '<div style="background:url(javascript:__xss=16);width:expression(__xss=16)">XSS-16</div>',
    label: 'XSS-16',
  },
  {
    id: 17,
    vector: 'details ontoggle',
    payload: '<details open ontoggle="__xss=17">XSS-17</details>',
    label: 'XSS-17',
  },
  { id: 18, vector: 'input autofocus onfocus', payload: '<input autofocus onfocus="__xss=18">' },
  { id: 19, vector: 'body onload', payload: '<body onload="__xss=19">' },
  { id: 20, vector: 'meta refresh', payload: '<meta http-equiv="refresh" content="0;url=javascript:__xss=20">' },
  {
    id: 21,
    vector: 'a href data: base64 HTML',
    payload: '<a href="data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MjE8L3NjcmlwdD4=">XSS-21</a>',
    label: 'XSS-21',
  },
  { id: 22, vector: 'onmouseover (needs a hover)', payload: '<b onmouseover="__xss=22">XSS-22</b>', label: 'XSS-22' },
  { id: 23, vector: 'alert through img onerror', payload: '<img src=x onerror=alert(23)>' },
  // Markdown.
  { id: 24, vector: 'markdown link javascript:', payload: '[XSS-24](javascript:__xss=24)', label: 'XSS-24' },
  { id: 25, vector: 'markdown link, mixed case scheme', payload: '[XSS-25](JaVaScRiPt:__xss=25)', label: 'XSS-25' },
  { id: 26, vector: 'markdown link, entity-encoded j', payload: '[XSS-26](&#106;avascript:__xss=26)', label: 'XSS-26' },
  { id: 27, vector: 'markdown link, javascript&#58;', payload: '[XSS-27](javascript&#58;__xss=27)', label: 'XSS-27' },
  {
    id: 28,
    vector: 'markdown reference link',
    payload: '[XSS-28][r28]\n\n[r28]: javascript:__xss=28',
    label: 'XSS-28',
  },
  { id: 29, vector: 'markdown autolink', payload: '<javascript:__xss=29>', label: 'javascript:__xss=29' },
  { id: 30, vector: 'markdown image javascript:', payload: '![XSS-30](javascript:__xss=30)' },
  {
    id: 31,
    vector: 'markdown link data: base64 HTML',
    payload: '[XSS-31](data:text/html;base64,PHNjcmlwdD50b3AuX194c3M9MzA8L3NjcmlwdD4=)',
    label: 'XSS-31',
  },
  { id: 32, vector: 'markdown link alert', payload: '[XSS-32](javascript:alert(32))', label: 'XSS-32' },
  {
    id: 33,
    vector: 'markdown link with a title breaking out',
    payload: '[XSS-33](/x "t\\" onmouseover=\\"__xss=33")',
    label: 'XSS-33',
  },
  // KaTeX: with trust off, an untrusted command shows as its name in red, and bad TeX as its error.
  { id: 34, vector: 'KaTeX \\href', payload: '$\\href{javascript:__xss=34}{XSS34}$', label: '\\href' },
  { id: 35, vector: 'KaTeX \\url', payload: '$\\url{javascript:__xss=35}$', label: '\\url' },
  {
    id: 36,
    vector: 'KaTeX \\htmlClass',
    payload: '$\\htmlClass{x" onmouseover="__xss=36}{XSS36}$',
    label: '\\htmlClass',
  },
  { id: 37, vector: 'KaTeX \\htmlData', payload: '$\\htmlData{onmouseover=__xss=37}{XSS37}$', label: '\\htmlData' },
  { id: 38, vector: 'KaTeX \\htmlId', payload: '$\\htmlId{x" onclick="__xss=38}{XSS38}$', label: '\\htmlId' },
  {
    id: 39,
    vector: 'KaTeX \\htmlStyle',
    payload: '$\\htmlStyle{background:url(javascript:__xss=39)}{XSS39}$',
    label: '\\htmlStyle',
  },
  {
    id: 40,
    vector: 'KaTeX \\includegraphics',
    payload: '$\\includegraphics[height=1em]{javascript:__xss=40}$',
    label: '\\includegraphics',
  },
  { id: 41, vector: 'KaTeX display \\href', payload: '$$\\href{javascript:__xss=41}{XSS41}$$', label: '\\href' },
  {
    id: 42,
    vector: 'KaTeX \\text with HTML',
    payload: '$\\text{<img src=x onerror=__xss=42>}$',
    label: '\\text{<img src=x onerror=__xss=42>}',
  },
  {
    id: 43,
    vector: 'KaTeX macro hiding \\href',
    payload: '$\\def\\h{\\href{javascript:__xss=43}{XSS43}}\\h$',
    label: '\\href',
  },
];

/** The paragraph marker in front of each payload in Markdown: shows that its block was rendered. */
export function marker(entry: XssPayload): string {
  return `P${String(entry.id).padStart(2, '0')}:`;
}

/** The whole corpus as one Markdown document, one block per payload, with a formula that must typeset. */
export function corpusMarkdown(entries: readonly XssPayload[] = xssCorpus): string {
  const blocks = entries.map((entry) => `${marker(entry)} ${entry.payload}`);
  return ['# XSS corpus', 'A safe formula: $x^2 + 1$.', ...blocks].join('\n\n');
}

/**
 * Payloads joined with spaces, in as many strings of at most `max` characters as they need: for
 * plain-text fields with a length limit (names 100–200, descriptions 2,000 characters).
 */
export function packPayloads(max: number, entries: readonly XssPayload[] = xssCorpus): string[] {
  const packs: string[] = [];
  let current = '';
  for (const { payload } of entries) {
    const flat = payload.replace(/\n+/g, ' ');
    if (flat.length > max) continue;
    if (current && current.length + 1 + flat.length > max) {
      packs.push(current);
      current = '';
    }
    current = current ? `${current} ${flat}` : flat;
  }
  if (current) packs.push(current);
  return packs;
}
