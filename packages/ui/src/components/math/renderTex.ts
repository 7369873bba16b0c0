import type { KatexOptions } from 'katex';

type Katex = typeof import('katex').default;

export type TexRender = { ok: true; html: string } | { ok: false; message: string };

// Untrusted input (lessons, tutor replies): `trust: false` turns \href, \url, \htmlClass and the
// like into plain red text, and the limits stop macro bombs and huge boxes.
const options: KatexOptions = {
  throwOnError: true,
  trust: false,
  maxExpand: 1000,
  maxSize: 20,
  strict: 'ignore',
  output: 'htmlAndMathml',
};

let katex: Katex | undefined;
let loading: Promise<Katex> | undefined;

/** KaTeX once it has loaded, so a later formula renders in its first paint. */
export function loadedKatex(): Katex | undefined {
  return katex;
}

/**
 * Loads KaTeX on first use, once for the whole page: screens without maths never download it.
 * A failed download is forgotten, so the next formula tries again.
 */
export function loadKatex(): Promise<Katex> {
  loading ??= import('katex').then(
    (module) => {
      katex = module.default;
      return katex;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

// Lessons repeat formulas and a streaming reply re-renders the same ones on every chunk.
const cache = new Map<string, TexRender>();
const cacheLimit = 300;

/**
 * KaTeX's HTML for a formula, or KaTeX's message when it is invalid. Never throws: a bad formula
 * must not break the lesson around it.
 */
export function renderTex(engine: Katex, tex: string, displayMode: boolean): TexRender {
  const key = `${displayMode ? 'd' : 'i'}${tex}`;
  const cached = cache.get(key);
  if (cached) return cached;
  let result: TexRender;
  try {
    result = { ok: true, html: engine.renderToString(tex, { ...options, displayMode }) };
  } catch (error) {
    result = { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
  if (cache.size >= cacheLimit) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, result);
  return result;
}
