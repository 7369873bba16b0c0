// Soak: simulated students on loopback against the real built server for SOAK_SECONDS (default
// 180): each signs in, browses subjects, a subject and its chapters, records progress, asks the
// tutor over a stream, takes the chapter quiz, and now and then signs in again. Prints errors,
// the server's memory over time, and checks both against stated bounds:
//   no errors at all, and RSS at the end at most SOAK_RSS_GROWTH_MB (default 64) above RSS after
//   the warm-up (the first fifth of the run, when caches, JIT and the database's buffers fill).
//   SOAK_STUDENTS (default 30) concurrent students.
import os from 'node:os';
import { pool, readStream } from './lib/client.mjs';
import { DEMO, api, login, mb, percentile, registerStudent, startServer, table } from './lib/server.mjs';

const seconds = Number(process.env.SOAK_SECONDS ?? 180);
const studentCount = Number(process.env.SOAK_STUDENTS ?? 30);
const growthBoundMb = Number(process.env.SOAK_RSS_GROWTH_MB ?? 64);
const sampleEveryMs = 5_000;

const server = await startServer({ env: { TUTOR_DAILY_LIMIT: '100000', TRUST_PROXY: 'true' } });
try {
  const demo = await login(server.url, DEMO.username, DEMO.password);
  const subjects = (await api(server.url, '/web/api/v1/subjects/?classId=8', { token: demo.accessToken })).body.data;
  const students = await pool(Array.from({ length: studentCount }), 4, () => registerStudent(server.url, 'soak'));

  const counts = new Map();
  const errors = new Map();
  const latencies = [];
  const note = (label, response, started) => {
    latencies.push(performance.now() - started);
    counts.set(label, (counts.get(label) ?? 0) + 1);
    if (response.status >= 400) {
      const key = `${label} ${response.status} ${response.body?.code ?? ''}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    return response;
  };
  const call = async (label, pathname, options) => {
    const started = performance.now();
    try {
      return note(label, await api(server.url, pathname, options), started);
    } catch (error) {
      errors.set(
        `${label} ${error.code ?? error.message}`,
        (errors.get(`${label} ${error.code ?? error.message}`) ?? 0) + 1,
      );
      return { status: 0, body: undefined };
    }
  };

  const deadline = Date.now() + seconds * 1000;
  const samples = [];
  const sampler = setInterval(async () => {
    const stats = await server.stats();
    samples.push({
      at: Math.round((Date.now() - (deadline - seconds * 1000)) / 1000),
      rss: stats.rss,
      heap: stats.heapUsed,
      loopP99: stats.eventLoopDelay.p99,
    });
    await server.resetStats();
  }, sampleEveryMs);

  const student = async (account, index) => {
    let token = account.accessToken;
    for (let round = 0; Date.now() < deadline; round += 1) {
      if (round % 8 === 7) {
        const signedIn = await call('login', '/web/api/v1/auth/login/', {
          json: { username: account.username, password: account.password },
          headers: { 'x-forwarded-for': `10.2.${index}.${round % 250}` },
        });
        if (signedIn.status === 200) token = signedIn.body.data.accessToken;
      }
      await call('subjects', '/web/api/v1/subjects/?classId=8', { token });
      const subject = subjects[(index + round) % subjects.length];
      const detail = await call('subject', `/web/api/v1/subjects/${subject.id}/`, { token });
      const chapter = detail.body?.data?.chapters.find((c) => c.topicCount > 0);
      await call('last-activity', '/web/api/v1/student/last-activity/', { token });
      if (!chapter) continue;
      const full = await call('chapter', `/web/api/v1/chapters/${chapter.id}/`, { token });
      const topics = full.body?.data?.topics ?? [];
      const topic = topics[round % Math.max(topics.length, 1)];
      if (!topic) continue;
      await call('progress', '/web/api/v1/student/progress/', {
        token,
        json: { topicId: topic.id, status: 'in-progress' },
      });
      const stream = await call('tutor stream', '/api/v1/student/ai-tutor/stream/', {
        token,
        json: { lessonId: topic.id, message: 'একটা উদাহরণ দাও', options: { wordDelayMs: 20 } },
      });
      if (stream.status === 200) {
        const started = performance.now();
        const read = await readStream(
          `${server.url}/api/v1/student/ai-tutor/stream-sse/?session_id=${stream.body.data.session_id}&token=${encodeURIComponent(token)}`,
        );
        note('tutor sse', { status: read.completed ? 200 : read.status || 599, body: { code: read.error } }, started);
      }
      if (full.body?.data?.hasQuiz) {
        const quiz = await call('quiz', `/web/api/v1/chapters/${chapter.id}/quiz/`, { token });
        const questions = quiz.body?.data?.questions ?? [];
        if (quiz.body?.data?.id) {
          await call('quiz attempt', `/web/api/v1/quizzes/${quiz.body.data.id}/attempts/`, {
            token,
            json: {
              answers: questions.map((q, i) => ({
                questionId: q.id,
                optionId: q.options[(i + round) % q.options.length].id,
                timeSpentMs: 4000,
              })),
              startedAt: new Date(Date.now() - 60_000).toISOString(),
              durationSeconds: 60,
            },
          });
        }
      }
    }
  };
  await Promise.all(students.map(student));
  clearInterval(sampler);

  const warm = samples[Math.floor(samples.length / 5)] ?? samples[0];
  const last = samples.at(-1);
  const growth = last.rss - warm.rss;
  const requests = [...counts.values()].reduce((a, b) => a + b, 0);
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  latencies.sort((a, b) => a - b);

  console.log(
    `\nSoak: ${studentCount} students for ${seconds} s (${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} on ${os.availableParallelism()} cores)`,
  );
  console.log('Server memory over time:');
  table(
    samples
      .filter((_, i) => i % 3 === 0 || i === samples.length - 1)
      .map((s) => ({ s: s.at, rss: mb(s.rss), heap: mb(s.heap), 'loop p99 ms': s.loopP99 })),
  );
  console.log('\nRequests:');
  table([...counts].map(([label, n]) => ({ call: label, count: n })));
  table([
    {
      requests,
      'req/s': (requests / seconds).toFixed(1),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p99 ms': Math.round(percentile(latencies, 99)),
      errors: errorCount,
      'RSS after warm-up': mb(warm.rss),
      'RSS at end': mb(last.rss),
      growth: mb(growth),
      bound: `${growthBoundMb} MB`,
      verdict: errorCount === 0 && growth <= growthBoundMb * 1024 * 1024 ? 'PASS' : 'FAIL',
    },
  ]);
  if (errorCount > 0) console.log('errors:', Object.fromEntries(errors));
  if (errorCount > 0 || growth > growthBoundMb * 1024 * 1024) process.exitCode = 1;
} finally {
  await server.stop();
}
