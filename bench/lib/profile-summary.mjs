// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time by function and by package,
// so a benchmark's profile says where the server's time goes. Usage: node profile-summary.mjs <file>
import { readFileSync } from 'node:fs';

const file = process.argv[2];
const profile = JSON.parse(readFileSync(file, 'utf8'));
const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const self = new Map();
const deltas = profile.timeDeltas;
for (let i = 0; i < profile.samples.length; i += 1) {
  const id = profile.samples[i];
  self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0));
}
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byFunction = new Map();
const byPackage = new Map();
for (const [id, micros] of self) {
  const { callFrame } = byId.get(id);
  const url = callFrame.url || '(native)';
  const pkg =
    /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
    (url.startsWith('node:') ? 'node internals' : url.includes('dist/main.js') ? 'server code' : url);
  const name = `${callFrame.functionName || '(anonymous)'} ${pkg}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + micros);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
}
const top = (map, n) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${((100 * v) / total).toFixed(1).padStart(5)}%  ${k}`);
console.log(`total ${(total / 1e6).toFixed(1)} s sampled\n-- by package --`);
console.log(top(byPackage, 15).join('\n'));
console.log('-- by function (self) --');
console.log(top(byFunction, 30).join('\n'));
