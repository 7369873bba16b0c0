import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const boot = path.join(src, 'boot');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The modules `file` imports (statically, dynamically or for types), resolved when relative. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? '',
  );
  return specifiers.map((specifier) =>
    specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier,
  );
}

describe('the boot layer (pre-rendered pages and their takeover)', () => {
  it('is one folder that the rest of the app does not import: only the entry enters it, through its index', () => {
    const entries = sourceFiles(src)
      .filter((file) => !file.startsWith(`${boot}${path.sep}`))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => target === boot || target.startsWith(`${boot}${path.sep}`))
          .map((target) => `${path.relative(src, file)} → ${path.relative(src, target)}`),
      );
    expect(entries).toEqual(['main.tsx → boot']);
  });

  it('works on React through its public API: no promise status of its own making, no internals', () => {
    const offending = sourceFiles(src).filter((file) => {
      if (/\.test\.tsx?$/.test(file)) return false;
      const text = readFileSync(file, 'utf8');
      return /\.status\s*=\s*['"](?:fulfilled|rejected|pending)['"]|__SECRET_INTERNALS|__CLIENT_INTERNALS|_reactInternals|__reactFiber/.test(
        text,
      );
    });
    expect(offending.map((file) => path.relative(src, file))).toEqual([]);
  });
});
