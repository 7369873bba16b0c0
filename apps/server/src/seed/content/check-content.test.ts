import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const checker = fileURLToPath(new URL('./check-content.mjs', import.meta.url));

describe('seed content', () => {
  // The checker's own rules (structure, KaTeX, media, recomputed numbers) are the test: any error fails `npm test`.
  it('passes the content checker', () => {
    const run = spawnSync(process.execPath, [checker], { encoding: 'utf8' });
    const errors = run.stdout.split('\n').filter((line) => line.startsWith('ERROR: '));
    expect(errors).toEqual([]);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });
});
