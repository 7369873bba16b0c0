// Crash safety: kill -9 the server in the middle of a burst of writes (registrations, progress,
// admin edits), restart it on the same database, and check that every write the client saw
// acknowledged is there and that the database opens cleanly. On the embedded PGlite database and,
// when one answers, on PostgreSQL (a fresh database on CRASH_DATABASE_URL, default the local
// postgresql://postgres@127.0.0.1:5432/test server, dropped afterwards).
//   CRASH_ROUNDS (default 3) kills per engine; CRASH_AFTER_MS (default 3000-6000, random) into each burst.
import { rmSync } from 'node:fs';
import os from 'node:os';
import { freshPostgres, postgresAvailable } from './lib/postgres.mjs';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  DEMO,
  api,
  login,
  registerStudent,
  startServer,
  table,
  tempDir,
} from './lib/server.mjs';

const rounds = Number(process.env.CRASH_ROUNDS ?? 3);
const baseDatabaseUrl = process.env.CRASH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const WRITERS = { register: 6, progress: 6, admin: 3 };

/** Writers loop until `stop` is set; each records what the server acknowledged. */
function burst(url, ctx, stop) {
  const acked = { registrations: [], progress: [], subjects: [], renames: [] };
  const attempted = { registrations: 0, progress: 0, subjects: 0, renames: 0 };
  let n = 0;
  const loop = async (work) => {
    while (!stop.now) await work().catch(() => undefined); // refused or cut by the kill: not acknowledged
  };
  const writers = [];
  for (let w = 0; w < WRITERS.register; w += 1) {
    writers.push(
      loop(async () => {
        attempted.registrations += 1;
        const student = await registerStudent(url, 'crash');
        acked.registrations.push(student.username);
      }),
    );
  }
  for (let w = 0; w < WRITERS.progress; w += 1) {
    writers.push(
      loop(async () => {
        const i = n++;
        const student = ctx.students[i % ctx.students.length];
        const topicId = ctx.topicIds[Math.floor(i / ctx.students.length) % ctx.topicIds.length];
        attempted.progress += 1;
        const response = await api(url, '/web/api/v1/student/progress/', {
          token: student.accessToken,
          json: { topicId, status: 'completed' },
        });
        if (response.status === 200) acked.progress.push({ student, topicId });
      }),
    );
  }
  for (let w = 0; w < WRITERS.admin; w += 1) {
    writers.push(
      loop(async () => {
        const i = n++;
        const admin = { token: ctx.adminToken };
        if (i % 2 === 0) {
          attempted.subjects += 1;
          const name = `crash subject ${ctx.round}-${i}`;
          const response = await api(url, '/api/v1/admin/subjects/', { ...admin, json: { name, gradeLevel: 12 } });
          if (response.status === 201 || response.status === 200)
            acked.subjects.push({ id: response.body.data.id, name });
        } else {
          attempted.renames += 1;
          const name = `renamed ${ctx.round}-${i}`;
          const response = await api(url, `/api/v1/admin/subjects/${ctx.renamedSubjectId}/`, {
            ...admin,
            method: 'PUT',
            json: { name, gradeLevel: 12 },
          });
          if (response.status === 200) acked.renames.push({ name, seq: i });
        }
      }),
    );
  }
  return { acked, attempted, done: Promise.all(writers) };
}

async function check(url, ctx, acked) {
  const missing = { registrations: 0, progress: 0, subjects: 0, renames: 0 };
  // A username that exists is refused before any password work: a cheap presence test. Each
  // from an address of its own, as registrations are throttled per address.
  for (const [i, username] of acked.registrations.entries()) {
    const response = await api(url, '/web/api/v1/auth/register/', {
      json: { name: 'আবার', username, phone: '+8801999999999', class: '8', password: 'whatever-123' },
      headers: { 'x-forwarded-for': `10.8.${i % 250}.${(i >> 8) % 250}` },
    });
    if (response.body?.code !== 'USERNAME_TAKEN') missing.registrations += 1;
  }
  const statusOf = new Map();
  for (const { student, topicId } of acked.progress) {
    const key = `${student.username}:${ctx.chapterOf.get(topicId)}`;
    if (!statusOf.has(key)) {
      const chapter = await api(url, `/web/api/v1/chapters/${ctx.chapterOf.get(topicId)}/`, {
        token: student.accessToken,
      });
      statusOf.set(key, new Map(chapter.body.data.topics.map((t) => [t.id, t.status])));
    }
    if (statusOf.get(key).get(topicId) !== 'completed') missing.progress += 1;
  }
  for (const { id, name } of acked.subjects) {
    const response = await api(url, `/api/v1/admin/subjects/${id}/`, { token: ctx.adminToken });
    if (response.body?.data?.name !== name) missing.subjects += 1;
  }
  // The subject carries the last acknowledged name or a later one still in flight at the kill.
  const lastAcked = acked.renames.reduce((max, r) => Math.max(max, r.seq), -1);
  if (lastAcked >= 0) {
    const response = await api(url, `/api/v1/admin/subjects/${ctx.renamedSubjectId}/`, { token: ctx.adminToken });
    const seq = Number(/-(\d+)$/.exec(response.body?.data?.name ?? '')?.[1] ?? -1);
    if (seq < lastAcked) missing.renames += 1;
  }
  return missing;
}

async function runEngine(engine) {
  const pgDb = engine === 'postgres' ? await freshPostgres(baseDatabaseUrl, 'study_crash') : undefined;
  const dataDir = tempDir('study-crash-');
  // Behind a proxy: the writers' registrations name addresses of their own (registerStudent).
  const env = { TRUST_PROXY: 'true', ...(pgDb ? { DATABASE_URL: pgDb.url } : {}) };
  const rows = [];
  try {
    let server = await startServer({ dataDir, env, quiet: true });
    const adminToken = (
      await api(server.url, '/api/v1/admin/auth/login/', { json: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } })
    ).body.data.accessToken;
    const demo = await login(server.url, DEMO.username, DEMO.password);
    const subjects = await api(server.url, '/web/api/v1/subjects/?classId=8', { token: demo.accessToken });
    const chapterOf = new Map();
    for (const subject of subjects.body.data) {
      const detail = await api(server.url, `/web/api/v1/subjects/${subject.id}/`, { token: demo.accessToken });
      for (const chapter of detail.body.data.chapters.filter((c) => c.topicCount > 0)) {
        const full = await api(server.url, `/web/api/v1/chapters/${chapter.id}/`, { token: demo.accessToken });
        for (const topic of full.body.data.topics) chapterOf.set(topic.id, chapter.id);
      }
    }
    const students = [];
    for (let i = 0; i < 8; i += 1) students.push(await registerStudent(server.url, 'crashp'));
    const renamed = await api(server.url, '/api/v1/admin/subjects/', {
      token: adminToken,
      json: { name: 'renamed 0-0', gradeLevel: 12 },
    });
    const ctx = {
      adminToken,
      students,
      topicIds: [...chapterOf.keys()],
      chapterOf,
      renamedSubjectId: renamed.body.data.id,
      round: 0,
    };

    for (let round = 1; round <= rounds; round += 1) {
      ctx.round = round;
      const stop = { now: false };
      const { acked, attempted, done } = burst(server.url, ctx, stop);
      const after = Number(process.env.CRASH_AFTER_MS ?? 3000 + Math.random() * 3000);
      await new Promise((resolve) => setTimeout(resolve, after));
      const killed = server.killHard();
      stop.now = true;
      await killed;
      await done;

      const restartStarted = performance.now();
      server = await startServer({ dataDir, env, quiet: true });
      const restartMs = Math.round(performance.now() - restartStarted);
      const health = await api(server.url, '/healthz');
      const missing = await check(server.url, ctx, acked);
      const totalMissing = Object.values(missing).reduce((a, b) => a + b, 0);
      if (totalMissing > 0 || health.status !== 200) process.exitCode = 1;
      rows.push({
        engine,
        round,
        'killed after ms': Math.round(after),
        'registrations acked/sent': `${acked.registrations.length}/${attempted.registrations}`,
        'progress acked/sent': `${acked.progress.length}/${attempted.progress}`,
        'admin creates acked/sent': `${acked.subjects.length}/${attempted.subjects}`,
        'admin renames acked/sent': `${acked.renames.length}/${attempted.renames}`,
        'acked but missing': totalMissing === 0 ? 0 : JSON.stringify(missing),
        'restart ms': restartMs,
        healthz: health.status,
      });
    }
    await server.stop();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
  return rows;
}

const engines = ['pglite'];
if (await postgresAvailable(baseDatabaseUrl)) engines.push('postgres');
else console.log(`PostgreSQL at ${baseDatabaseUrl} does not answer: embedded database only.`);
const rows = [];
for (const engine of engines) rows.push(...(await runEngine(engine)));
console.log(
  `\nCrash safety (kill -9 during a write burst, ${new Date().toISOString()}, load average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')})`,
);
table(rows);
