// `npm run bench`: every benchmark in turn (each prints its own figures), then which passed.
// The servers they start use random ports and temporary data folders. A failing benchmark does
// not stop the others; the exit code is non-zero if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './lib/server.mjs';

const benchmarks = [
  ['server-throughput.mjs'],
  ['streams.mjs'],
  ['crash.mjs'],
  ['soak.mjs'],
  ['first-load.mjs'],
  ['maths-render.mjs'],
  ['lighthouse.mjs', '--experimental-websocket'],
];

const results = [];
for (const [file, ...flags] of benchmarks) {
  const script = path.join(repoRoot, 'bench', file);
  if (!existsSync(script)) continue;
  console.log(`\n=== ${file}`);
  const started = Date.now();
  const { status } = spawnSync(process.execPath, [...flags, script], { cwd: repoRoot, stdio: 'inherit' });
  results.push({ file, status, seconds: Math.round((Date.now() - started) / 1000) });
}
console.log('\n=== summary');
for (const { file, status, seconds } of results)
  console.log(`${status === 0 ? 'ok  ' : 'FAIL'} ${file} (${seconds} s)`);
if (results.some((r) => r.status !== 0)) process.exitCode = 1;
