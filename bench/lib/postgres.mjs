// PostgreSQL for the benchmarks that measure both engines: a fresh database per run (dropped
// afterwards) on the local server, and the CPU time its backends spend serving the server under test.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';

async function withClient(url, task) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    return await task(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

export async function postgresAvailable(url) {
  try {
    await withClient(url, (client) => client.query('select 1'));
    return true;
  } catch {
    return false;
  }
}

/** A fresh database on `url`'s server, for one engine run: `{ url, name, drop() }`. */
export async function freshPostgres(url, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await withClient(url, (client) => client.query(`create database ${name}`));
  const own = new URL(url);
  own.pathname = `/${name}`;
  return {
    url: own.toString(),
    name,
    drop: () => withClient(url, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

const CLOCK_TICKS = 100;
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ').at(-1).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * (1000 / CLOCK_TICKS);
  } catch {
    return undefined; // the backend ended (an idle pool connection closed)
  }
}

/**
 * CPU time of the PostgreSQL backends connected to database `name` (same machine, read from /proc):
 * `sample()` before a measurement, then `since(before)` after it gives the ms they spent in between,
 * backends that connected meanwhile counted from their start. Other sessions' databases are not counted.
 */
export function backendCpu(url, name) {
  const pids = () =>
    withClient(url, async (client) => {
      const { rows } = await client.query(
        'select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      );
      return rows.map((row) => row.pid);
    });
  return {
    async sample() {
      const sample = new Map();
      for (const pid of await pids()) sample.set(pid, processCpuMs(pid) ?? 0);
      return sample;
    },
    async since(before) {
      let total = 0;
      for (const pid of await pids()) total += (processCpuMs(pid) ?? 0) - (before.get(pid) ?? 0);
      return total;
    },
  };
}
