// Server throughput: autocannon on loopback against GET subjects, GET chapter, a lesson page
// rendered for its student and POST login of
// the real built server (production mode, a fresh embedded database, then a fresh PostgreSQL
// database when one answers), and against a bare node:http
// server returning the same bytes (the ceiling), in the same run. Prints requests per second,
// p50 and p99 latency, our share of the ceiling, and the server's event-loop delay under each
// load (measured inside the server process), which shows whether scrypt stays off the main thread.
//   BENCH_SECONDS (default 10) per measurement; BENCH_CONNECTIONS (default 20) for the GETs;
//   BENCH_PROFILE=1 writes a CPU profile of the server to bench/.profiles/.
//   BENCH_DATABASE_URL (default TEST_DATABASE_URL, else the local postgresql://postgres@127.0.0.1:5432/postgres):
//   the PostgreSQL server to measure on (skipped when none answers); its backends' CPU is counted.
import autocannon from 'autocannon';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCeiling } from './lib/ceiling.mjs';
import { backendCpu, freshPostgres, postgresAvailable } from './lib/postgres.mjs';
import { DEMO, cpuTimes, login, mathsChapter, registerStudent, repoRoot, startServer, table } from './lib/server.mjs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Logins are ~scrypt-bound; fewer connections keep latency readable and stay far below the per-address throttle. */
const loginConnections = 10;
const loginUsers = 40;

const profiling = process.env.BENCH_PROFILE === '1';
const profileDir = path.join(repoRoot, 'bench/.profiles');
const postgresUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const engines = ['pglite'];
if (await postgresAvailable(postgresUrl)) engines.push('postgres');
else console.warn(`PostgreSQL at ${postgresUrl} does not answer: measuring the embedded database only`);
for (const engine of engines) await measure(engine);

/** Every scenario on one engine, each against its ceiling. */
async function measure(engine) {
  const database = engine === 'postgres' ? await freshPostgres(postgresUrl, 'study_tput') : undefined;
  const postgresCpu = database && backendCpu(postgresUrl, database.name);
  const server = await startServer({
    // Behind a proxy each student has an address of their own; here each request names one,
    // so the per-address login throttle sees many clients, as in the field.
    env: { TRUST_PROXY: 'true', ...(database ? { DATABASE_URL: database.url } : {}) },
  });
  let ceiling;
  try {
    const demo = await login(server.url, DEMO.username, DEMO.password, { 'x-forwarded-for': '10.0.0.1' });
    const { subjectId, chapterId } = await mathsChapter(server.url, demo.accessToken);
    // The page-session cookie a browser keeps from its login: with it the lesson page is rendered.
    const pageLogin = await fetch(`${server.url}/web/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.0.0.3' },
      body: JSON.stringify({ username: DEMO.username, password: DEMO.password }),
    });
    const pageSession = pageLogin.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('study_page_session='))
      ?.split(';')[0];
    if (!pageSession) throw new Error('login set no page-session cookie');
    const users = [];
    for (let i = 0; i < loginUsers; i += 1) users.push(await registerStudent(server.url, 'tput'));

    const auth = { authorization: `Bearer ${demo.accessToken}` };
    const loginBody = (i) =>
      JSON.stringify({ username: users[i % users.length].username, password: users[i % users.length].password });
    const scenarios = [
      { name: 'GET subjects', method: 'GET', path: '/web/api/v1/subjects/?classId=8', headers: auth, connections },
      { name: 'GET chapter', method: 'GET', path: `/web/api/v1/chapters/${chapterId}/`, headers: auth, connections },
      {
        // Rendered per request in the server's worker threads: the chapter's queries, React, the
        // Markdown pipeline and KaTeX, then brotli; the loop delay shows the main thread stays free.
        name: 'GET lesson page',
        method: 'GET',
        path: `/subjects/${subjectId}/${chapterId}/learn`,
        headers: { cookie: pageSession, 'accept-encoding': 'br' },
        connections,
        expect: 'rendered-page-data',
      },
      {
        name: 'POST login',
        method: 'POST',
        path: '/web/api/v1/auth/login/',
        headers: { 'content-type': 'application/json' },
        body: loginBody(0),
        connections: loginConnections,
        rotate: true,
      },
    ];

    // Record the real responses; the ceiling replays their bytes.
    const routes = [];
    for (const s of [...scenarios]) {
      let response;
      let body;
      // The renderer's first page loads its bundle and KaTeX: on a loaded machine it can run past
      // the render's time limit and fall back to the shell. A few tries warm it.
      for (let attempt = 1; ; attempt += 1) {
        response = await fetch(server.url + s.path, {
          method: s.method,
          headers: { ...s.headers, 'x-forwarded-for': '10.0.0.2' },
          body: s.body,
        });
        body = Buffer.from(await response.arrayBuffer());
        if (response.status >= 300) throw new Error(`${s.name}: ${response.status} ${body}`);
        if (!s.expect || body.toString().includes(s.expect)) break;
        if (attempt === 5) break;
      }
      if (s.expect && !body.toString().includes(s.expect)) {
        // A machine too loaded to render within the renderer's limit: the shell is no figure of the page.
        console.warn(`${s.name}: not measured, the server sent the shell (no ${s.expect}) 5 times`);
        scenarios.splice(scenarios.indexOf(s), 1);
        continue;
      }
      const headers = {};
      for (const [name, value] of response.headers) {
        if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
          headers[name] = value;
      }
      s.bytes = body.length;
      routes.push({ method: s.method, path: s.path, status: response.status, headers, body: body.toString('base64') });
    }
    ceiling = await startCeiling(routes);

    const run = (url, s) => {
      let n = 0;
      return autocannon({
        url,
        connections: s.connections,
        duration: seconds,
        requests: [
          {
            method: s.method,
            path: s.path,
            headers: s.headers,
            body: s.body,
            // Each login is another student from another address (see TRUST_PROXY above).
            ...(s.rotate && {
              setupRequest: (request) => {
                n += 1;
                return {
                  ...request,
                  body: loginBody(n),
                  headers: { ...request.headers, 'x-forwarded-for': `10.1.${(n >> 8) % 250}.${n % 250}` },
                };
              },
            }),
          },
        ],
      });
    };

    const rows = [];
    for (const s of scenarios) {
      await run(server.url, { ...s, connections: 2 }).catch(() => undefined); // warm-up (JIT, caches)
      const ceilingCpu = cpuTimes(ceiling.pid);
      const ceilingResult = await run(ceiling.url, s);
      const ceilingCpuMs = cpuTimes(ceiling.pid).process - ceilingCpu.process;
      await server.resetStats();
      const postgresBefore = await postgresCpu?.sample();
      const cpuBefore = cpuTimes(server.pid);
      if (profiling) await server.startProfile();
      const ours = await run(server.url, s);
      const stats = await server.stats();
      const cpuAfter = cpuTimes(server.pid);
      const postgresMs = postgresBefore ? await postgresCpu.since(postgresBefore) : undefined;
      const perRequest = (ms) => (ms / ours.requests.total).toFixed(2);
      if (profiling) {
        mkdirSync(profileDir, { recursive: true });
        const file = path.join(profileDir, `${engine}-${s.name.replace(/\W+/g, '-')}.cpuprofile`);
        await server.stopProfile(file);
        console.log(`profile: node bench/lib/profile-summary.mjs ${path.relative(repoRoot, file)}`);
      }
      const bad = ours.non2xx + ours.errors + ours.timeouts;
      rows.push({
        route: s.name,
        bytes: s.bytes,
        conns: s.connections,
        'req/s': Math.round(ours.requests.average),
        'p50 ms': ours.latency.p50,
        'p99 ms': ours.latency.p99,
        'ceiling req/s': Math.round(ceilingResult.requests.average),
        'ceil p50': ceilingResult.latency.p50,
        'ceil p99': ceilingResult.latency.p99,
        'of ceiling': `${((100 * ours.requests.average) / ceilingResult.requests.average).toFixed(1)}%`,
        'CPU ms/req (main thread)': `${perRequest(cpuAfter.process - cpuBefore.process)} (${perRequest(cpuAfter.main - cpuBefore.main)})`,
        ...(postgresMs !== undefined && { 'PostgreSQL CPU ms/req': perRequest(postgresMs) }),
        'ceiling CPU ms/req': (ceilingCpuMs / ceilingResult.requests.total).toFixed(3),
        'loop delay p50/p99/max ms': `${stats.eventLoopDelay.p50}/${stats.eventLoopDelay.p99}/${stats.eventLoopDelay.max}`,
        'non-2xx/errors': `${ours.non2xx}/${ours.errors + ours.timeouts}`,
      });
      if (bad > 0) process.exitCode = 1;
    }
    console.log(
      `\nServer throughput on ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite (embedded)'} (${seconds} s each, loopback, ${new Date().toISOString()}, ` +
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')} on ${os.availableParallelism()} cores)`,
    );
    table(rows);
    console.log(
      "\nCPU ms/req: the server process's CPU time (all threads, and in brackets its JavaScript thread) per" +
        ' request; it does not depend on what else runs on the machine. For logins, the gap between the two is' +
        " scrypt on libuv's thread pool: the main thread never runs it. Event-loop delay is sampled inside the" +
        ' server every 10 ms (an idle loop reads ~10 ms). PostgreSQL CPU ms/req: its backends serving this' +
        " server (same machine, from /proc), on top of the server's own.",
    );
  } finally {
    await ceiling?.stop();
    await server.stop();
    await database?.drop();
  }
}
