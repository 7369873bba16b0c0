// Preloaded into the server process by the benchmarks (`node --import bench/lib/probe.mjs`), never
// by the product: measures the event-loop delay and the resident memory from inside the server and
// answers over the IPC channel that `fork()` opens. Nothing here changes how the server behaves.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';

if (process.send) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 50);
  sampler.unref();

  // Statements the server sends to PostgreSQL (node-postgres, the pool's and the revocation
  // listener's connections), apart from the login check of every request (the session query and
  // the revocation listener's round trip), which the streams benchmark counts separately.
  const statements = { total: 0, loginCheck: 0 };
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function countedQuery(config, ...rest) {
    const text = typeof config === 'string' ? config : (config?.text ?? '');
    if (text === 'select 1' || text.includes('from "sessions" inner join "users"')) statements.loginCheck += 1;
    else statements.total += 1;
    return query.call(this, config, ...rest);
  };

  let inspector;
  process.on('message', async (message) => {
    if (message?.probe === 'statements') {
      process.send({ probe: 'statements', ...statements });
      statements.total = 0;
      statements.loginCheck = 0;
      return;
    }
    // A CPU profile of just the load phase (BENCH_PROFILE=1 in the benchmarks).
    if (message?.probe === 'profile-start') {
      inspector = new Session();
      inspector.connect();
      await inspector.post('Profiler.enable');
      await inspector.post('Profiler.setSamplingInterval', { interval: 200 });
      await inspector.post('Profiler.start');
      process.send({ probe: 'profile-started' });
    } else if (message?.probe === 'profile-stop') {
      const { profile } = await inspector.post('Profiler.stop');
      writeFileSync(message.file, JSON.stringify(profile));
      inspector.disconnect();
      process.send({ probe: 'profile-stopped' });
    } else if (message?.probe === 'reset') {
      delay.reset();
      peakRss = process.memoryUsage.rss();
      process.send({ probe: 'reset-done' });
    } else if (message?.probe === 'stats') {
      const ms = (ns) => Math.round(ns / 1e4) / 100;
      process.send({
        probe: 'stats',
        eventLoopDelay: {
          p50: ms(delay.percentile(50)),
          p99: ms(delay.percentile(99)),
          max: ms(delay.max),
          mean: ms(delay.mean),
        },
        rss: process.memoryUsage.rss(),
        peakRss: Math.max(peakRss, process.memoryUsage.rss()),
        heapUsed: process.memoryUsage().heapUsed,
      });
    }
  });
  // A benchmark that dies must not leave its server running.
  process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'));
  // The channel must not keep a server alive that is shutting down.
  process.channel?.unref();
}
