// Streams: 1,000 concurrent AI-tutor streams (offline provider) against the real built server,
// from this client process. Each stream is started with POST stream/ (a single-use session) and
// then read over GET stream-sse/; all the GETs are opened at once. Prints time to first chunk
// (from opening the GET), completion rate, and the server's peak memory (sampled inside it).
//   STREAMS (default 1000), STREAM_USERS (default 50 students sharing them), WORD_DELAY_MS (default 50).
//   STREAM_ENGINE=postgres: on a fresh database of BENCH_DATABASE_URL (default TEST_DATABASE_URL, else the
//   local postgresql://postgres@127.0.0.1:5432/postgres) instead of the embedded one; then it also prints the
//   statements a stream start and a claim (the GET's, up to its first chunk) send, measured one stream at a time.
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pool, readStream } from './lib/client.mjs';
import { freshPostgres } from './lib/postgres.mjs';
import {
  DEMO,
  api,
  cpuTimes,
  repoRoot,
  login,
  mathsChapter,
  mb,
  percentile,
  registerStudent,
  startServer,
  table,
} from './lib/server.mjs';

const total = Number(process.env.STREAMS ?? 1000);
const userCount = Number(process.env.STREAM_USERS ?? 50);
const wordDelayMs = Number(process.env.WORD_DELAY_MS ?? 50);

const onPostgres = process.env.STREAM_ENGINE === 'postgres';
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const database = onPostgres ? await freshPostgres(postgresUrl, 'study_streams') : undefined;
const server = await startServer({
  env: { TUTOR_DAILY_LIMIT: '100000', TRUST_PROXY: 'true', ...(database ? { DATABASE_URL: database.url } : {}) },
});
const sseUrl = (sessionId, token) =>
  `${server.url}/api/v1/student/ai-tutor/stream-sse/?session_id=${sessionId}&token=${encodeURIComponent(token)}`;
try {
  const demo = await login(server.url, DEMO.username, DEMO.password);
  const { topicIds } = await mathsChapter(server.url, demo.accessToken);
  const users = await pool(Array.from({ length: userCount }), 4, () => registerStudent(server.url, 'stream'));
  const questions = ['এটা আরেকটু সহজ করে বুঝিয়ে বলো', 'একটা উদাহরণ দাও', 'এটা বাস্তবে কোথায় কাজে লাগে?'];

  // Statements per start and per claim, one stream at a time so nothing else runs meanwhile.
  const perStream = { start: [], claim: [], loginCheck: [] };
  for (let i = 0; database && i < 10; i += 1) {
    const user = users[i % users.length];
    await server.statements(); // starts the count over
    const started = await api(server.url, '/api/v1/student/ai-tutor/stream/', {
      token: user.accessToken,
      json: {
        lessonId: topicIds[i % topicIds.length],
        message: questions[i % questions.length],
        options: { wordDelayMs: 20 },
      },
    });
    if (started.status !== 200) throw new Error(`stream start: ${started.status} ${started.text}`);
    const start = await server.statements();
    let claim;
    await readStream(sseUrl(started.body.data.session_id, user.accessToken), {
      onFirstChunk: () => {
        claim = server.statements();
      },
    });
    const claimed = await claim;
    perStream.start.push(start.total);
    perStream.claim.push(claimed.total);
    perStream.loginCheck.push(start.loginCheck + claimed.loginCheck);
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  // Every stream starts (POST stream/, at most 32 at a time, like many phones asking at once)
  // and opens its GET stream-sse/ the moment its session exists: a session lives only 60 s, so
  // starting all 1,000 first would let the last ones expire on a slow machine. How many were
  // open at the same time is counted and printed.
  await server.resetStats();
  const rssBefore = (await server.stats()).rss;
  const cpuBefore = cpuTimes(server.pid);
  if (process.env.BENCH_PROFILE === '1') await server.startProfile();
  const opened = performance.now();
  let open = 0;
  let peakOpen = 0;
  let startsDone = 0;
  let startSeconds = 0;
  const reading = [];
  await pool(Array.from({ length: total }), 32, async (_, i) => {
    const user = users[i % users.length];
    const response = await api(server.url, '/api/v1/student/ai-tutor/stream/', {
      token: user.accessToken,
      json: {
        lessonId: topicIds[i % topicIds.length],
        message: questions[i % questions.length],
        options: { wordDelayMs },
      },
    });
    if (response.status !== 200) throw new Error(`stream start: ${response.status} ${response.text}`);
    if (++startsDone === total) startSeconds = (performance.now() - opened) / 1000;
    open += 1;
    peakOpen = Math.max(peakOpen, open);
    const sse = sseUrl(response.body.data.session_id, user.accessToken);
    reading.push(
      readStream(sse).then((result) => {
        open -= 1;
        return result;
      }),
    );
  });
  const results = await Promise.all(reading);
  const wallSeconds = (performance.now() - opened) / 1000;
  const stats = await server.stats();
  const cpu = cpuTimes(server.pid);
  if (process.env.BENCH_PROFILE === '1') {
    mkdirSync(path.join(repoRoot, 'bench/.profiles'), { recursive: true });
    console.log('profile:', await server.stopProfile(path.join(repoRoot, 'bench/.profiles/streams.cpuprofile')));
  }

  const firstChunks = results
    .map((r) => r.firstChunkMs)
    .filter((v) => v !== undefined)
    .sort((a, b) => a - b);
  const durations = results
    .filter((r) => r.completed)
    .map((r) => r.totalMs)
    .sort((a, b) => a - b);
  const completed = results.filter((r) => r.completed).length;
  const errors = new Map();
  for (const r of results) if (r.error) errors.set(r.error, (errors.get(r.error) ?? 0) + 1);
  const chunks = results.reduce((sum, r) => sum + r.chunks, 0);

  console.log(
    `\nTutor streams on ${database ? 'PostgreSQL' : 'PGlite (embedded)'} (offline provider, ${wordDelayMs} ms between words, ${userCount} students, ${new Date().toISOString()}, ` +
      `load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')} on ${os.availableParallelism()} cores)`,
  );
  table([
    {
      streams: total,
      'peak open': peakOpen,
      'started in s': startSeconds.toFixed(1),
      'first chunk p50 ms': Math.round(percentile(firstChunks, 50)),
      'first chunk p99 ms': Math.round(percentile(firstChunks, 99)),
      'stream p50 s': (percentile(durations, 50) / 1000).toFixed(1),
      'stream p99 s': (percentile(durations, 99) / 1000).toFixed(1),
      completed: `${completed}/${total} (${((100 * completed) / total).toFixed(1)}%)`,
      'chunks/s': Math.round(chunks / wallSeconds),
      'server CPU ms/stream': ((cpu.process - cpuBefore.process) / total).toFixed(1),
      'server RSS before': mb(rssBefore),
      'server RSS peak': mb(stats.peakRss),
      'loop delay p99 ms': stats.eventLoopDelay.p99,
      ...(database && {
        'statements per start / claim': `${median(perStream.start)} / ${median(perStream.claim)}`,
        'login check per stream': median(perStream.loginCheck),
      }),
    },
  ]);
  if (errors.size > 0) console.log('errors:', Object.fromEntries(errors));
  if (completed < total) process.exitCode = 1;
} finally {
  await server.stop();
  await database?.drop();
}
