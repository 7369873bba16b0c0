// Starts the real, built server as a child process for the benchmarks, on a fresh data folder
// (or a given DATABASE_URL), with the probe preloaded for event-loop delay and memory figures.
import { execFileSync, fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** BENCH_SERVER_DIR: measure another build of the server (e.g. an older commit's apps/server, built). */
const serverDir = process.env.BENCH_SERVER_DIR
  ? path.resolve(process.env.BENCH_SERVER_DIR)
  : path.join(repoRoot, 'apps/server');
const serverMain = path.join(serverDir, 'dist/main.js');
const probe = path.join(repoRoot, 'bench/lib/probe.mjs');

export const ADMIN_EMAIL = 'bench-admin@example.com';
export const ADMIN_PASSWORD = 'bench-admin-password';
export const DEMO = { username: 'demo_student', password: 'demo-pass-123' };

let built = false;
/** Builds the server once per run (about 1 s), so every figure is of the code as it is now. */
export function buildServer() {
  if (built || process.env.BENCH_SKIP_BUILD === '1' || process.env.BENCH_SERVER_DIR) return;
  execFileSync('npm', ['run', 'build', '-w', '@study/server'], { cwd: repoRoot, stdio: 'ignore' });
  built = true;
}

export function tempDir(prefix) {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * @param {{ env?: Record<string,string>, dataDir?: string, execArgv?: string[], quiet?: boolean }} options
 * @returns {Promise<BenchServer>}
 */
export async function startServer(options = {}) {
  buildServer();
  const ownDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? tempDir('study-bench-');
  const child = fork(serverMain, [], {
    cwd: repoRoot,
    execArgv: ['--import', probe, ...(options.execArgv ?? [])],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      JWT_SECRET: 'bench-secret-0123456789abcdef0123456789',
      // The benchmarks sign in as the demo student, on PostgreSQL too (off there by default).
      SEED_DEMO_STUDENT: 'true',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
    if (!options.quiet) process.stderr.write(chunk);
  });
  const url = await new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk;
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) {
        child.stdout.off('data', onData);
        child.stdout.resume();
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}) before listening:\n${stderr}`)),
    );
  });
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const ask = (probe, reply) =>
    new Promise((resolve) => {
      const onMessage = (message) => {
        if (message?.probe === reply) {
          child.off('message', onMessage);
          resolve(message);
        }
      };
      child.on('message', onMessage);
      child.send({ probe });
    });

  return {
    url,
    pid: child.pid,
    dataDir,
    child,
    exited,
    /** Statements sent to PostgreSQL since the last call (`{ total, loginCheck }`); the count starts over. */
    statements: () => ask('statements', 'statements'),
    /** Starts the event-loop histogram and the peak-memory figure over. */
    resetStats: () => ask('reset', 'reset-done'),
    /** @returns {Promise<{eventLoopDelay:{p50:number,p99:number,max:number,mean:number}, rss:number, peakRss:number, heapUsed:number}>} */
    stats: () => ask('stats', 'stats'),
    /** Writes a CPU profile of what runs between the two calls (see profile-summary.mjs). */
    startProfile: () => ask('profile-start', 'profile-started'),
    stopProfile: (file) =>
      new Promise((resolve) => {
        const onMessage = (message) => {
          if (message?.probe === 'profile-stopped') {
            child.off('message', onMessage);
            resolve(file);
          }
        };
        child.on('message', onMessage);
        child.send({ probe: 'profile-stop', file });
      }),
    /** kill -9: no shutdown code runs. */
    killHard() {
      child.kill('SIGKILL');
      return exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Keep-alive connections shared by the benchmarks' API calls. node:http rather than fetch:
 * fetch gives up connecting after 10 s, which a server under a deliberate overload can take.
 */
const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/**
 * JSON in and out; never rejects on an HTTP status. A network error (e.g. a keep-alive socket
 * the server closed just as the request went out) is retried once, as a phone's client would.
 */
export async function api(baseUrl, pathname, options = {}) {
  try {
    return await apiOnce(baseUrl, pathname, options);
  } catch {
    return apiOnce(baseUrl, pathname, options);
  }
}

function apiOnce(baseUrl, pathname, { method, json, token, headers = {} } = {}) {
  const requestHeaders = { ...headers };
  if (token) requestHeaders.authorization = `Bearer ${token}`;
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  if (body) {
    requestHeaders['content-type'] = 'application/json';
    requestHeaders['content-length'] = body.length;
  }
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(pathname, baseUrl),
      { method: method ?? (body ? 'POST' : 'GET'), headers: requestHeaders, agent },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({ status: res.statusCode, headers: res.headers, body: parsed, text });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function login(baseUrl, username, password, headers) {
  const response = await api(baseUrl, '/web/api/v1/auth/login/', { json: { username, password }, headers });
  if (response.status !== 200) throw new Error(`login ${username}: ${response.status} ${response.text}`);
  return response.body.data;
}

let registered = 0;
/** A new student through the public API (unique username and phone within a run). */
export async function registerStudent(baseUrl, prefix = 'bench') {
  registered += 1;
  const n = `${process.pid % 10_000}${String(registered).padStart(5, '0')}`;
  const username = `${prefix}_${n}`;
  const password = 'bench-pass-123';
  const phone = `+8801${3 + (registered % 7)}${n.padStart(8, '0').slice(-8)}`;
  const response = await api(baseUrl, '/web/api/v1/auth/register/', {
    json: { name: 'বেঞ্চ শিক্ষার্থী', username, phone, class: '8', password },
    headers: { 'x-forwarded-for': `10.9.${registered % 250}.${(registered >> 8) % 250}` },
  });
  if (response.status !== 201) throw new Error(`register ${username}: ${response.status} ${response.text}`);
  return { username, password, ...response.body.data };
}

/** The first written chapter of class 8 maths (it has formulas): `{ subjectId, chapterId, topicIds }`. */
export async function mathsChapter(baseUrl, token) {
  const subjects = await api(baseUrl, '/web/api/v1/subjects/?classId=8', { token });
  const maths = subjects.body.data.find((s) => s.name === 'গণিত') ?? subjects.body.data[0];
  const detail = await api(baseUrl, `/web/api/v1/subjects/${maths.id}/`, { token });
  const chapter = detail.body.data.chapters.find((c) => c.topicCount > 0);
  const full = await api(baseUrl, `/web/api/v1/chapters/${chapter.id}/`, { token });
  return { subjectId: maths.id, chapterId: chapter.id, topicIds: full.body.data.topics.map((t) => t.id) };
}

/**
 * CPU time a process has used, in ms: all its threads, and its main (JavaScript) thread alone,
 * from /proc (Linux). Per request, this stays meaningful when other work shares the machine.
 */
export function cpuTimes(pid) {
  const ticks = (file) => {
    const fields = readFileSync(file, 'utf8').split(') ').at(-1).split(' ');
    // utime and stime are fields 14 and 15 of stat; 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  };
  return { process: ticks(`/proc/${pid}/stat`), main: ticks(`/proc/${pid}/task/${pid}/stat`) };
}
const CLOCK_TICKS = 100;

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Prints rows of objects as an aligned table. */
export function table(rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]);
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => String(r[c] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => String(cell ?? '').padEnd(widths[i])).join('  ');
  console.log(line(columns));
  console.log(line(widths.map((w) => '-'.repeat(w))));
  for (const row of rows) console.log(line(columns.map((c) => row[c])));
}
