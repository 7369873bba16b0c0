/**
 * Attacks a lesson or a tutor reply could carry. Each one, if it worked, would set
 * `window.__xss`; the unit test and the XSS story render them all and check that it stays unset
 * and that no dangerous element or attribute reaches the DOM.
 */
export const xssCorpus = [
  '<script>window.__xss = 1</script>',
  '<img src="x" onerror="window.__xss = 1">',
  '<img src=x onerror=window.__xss=1 />',
  '<svg onload="window.__xss = 1"><circle r="5" /></svg>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<a href="javascript:window.__xss=1">HTML লিংক</a>',
  '[মার্কডাউন লিংক](javascript:window.__xss=1)',
  '[লুকানো লিংক](java\tscript:window.__xss=1)',
  '[ডেটা লিংক](data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg==)',
  '![ছবি](javascript:window.__xss=1)',
  '<div style="background:url(javascript:window.__xss=1)" onclick="window.__xss=1">ক্লিক</div>',
  '<details open ontoggle="window.__xss=1"><summary>খুলুন</summary></details>',
  '<math><mtext><img src=x onerror="window.__xss=1"></mtext></math>',
  '$\\href{javascript:window.__xss=1}{\\text{সূত্রের লিংক}}$',
  '$$\\url{javascript:window.__xss=1}$$',
  '$\\htmlData{onclick=window.__xss=1}{x}$',
  '<code>\\frac{1}{2}</code><script>window.__xss=1</script>',
  '<style>body{display:none}</style>',
  '<form action="javascript:window.__xss=1"><button>জমা</button></form>',
] as const;

/** The corpus as one Markdown document, one attack per paragraph. */
export const xssDocument = `## নিরাপত্তা পরীক্ষা\n\nনিচের কোনো কিছুই চলবে না।\n\n${xssCorpus.join('\n\n')}\n`;
