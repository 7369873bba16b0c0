import { constants } from 'node:fs';
import { open } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../logger';

/**
 * One process per embedded database: PGlite keeps its state in the process, so a second server on
 * the same folder would accept writes that one of them loses (issue 20 §9). The lock is the
 * kernel's (fs-native-extensions: an open file description lock on Linux, flock on macOS,
 * LockFileEx on Windows), held on an open file for the life of the server: the kernel drops it
 * when the process ends in any way, kill -9 included, so a crash never leaves a stale lock to
 * clear. (proper-lockfile's lock is a folder whose age marks it stale: after a kill -9 the next
 * start would wait out its staleness, and a server stalled past it would lose its lock to a second
 * one.) The file itself stays; it only names the holder for the message a second server gives.
 */
export const LOCK_FILE = 'pglite.lock';

/** Who holds the folder, as the holder wrote it into the lock file. */
const lockHolderSchema = z.object({ pid: z.number(), startedAt: z.string(), hostname: z.string() });
export type LockHolder = z.infer<typeof lockHolderSchema>;

export class DataFolderLockedError extends Error {
  override name = 'DataFolderLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder
      ? `another server (pid ${holder.pid}${holder.hostname === os.hostname() ? '' : ` on ${holder.hostname}`}, started ${holder.startedAt})`
      : 'another server';
    super(
      `the embedded database in ${dataDir} is in use by ${who}. Stop that server first, or give this one its own DATA_DIR (several servers can share one database through DATABASE_URL).`,
    );
  }
}

export interface DataFolderLock {
  release(): Promise<void>;
}

/**
 * Locks `dataDir` for this process, or throws DataFolderLockedError naming the process that has
 * it. Where the file system or platform cannot lock, warns and goes on unlocked, as before.
 */
export async function lockDataFolder(dataDir: string, logger: Logger): Promise<DataFolderLock> {
  const file = path.join(dataDir, LOCK_FILE);
  let native: typeof import('fs-native-extensions');
  try {
    native = await import('fs-native-extensions');
  } catch (error) {
    logger.warn({ err: error, file }, 'data folder not locked: no file locking on this platform');
    return { release: async () => undefined };
  }
  const handle = await open(file, constants.O_RDWR | constants.O_CREAT, 0o644);
  let locked: boolean;
  try {
    locked = native.tryLock(handle.fd);
  } catch (error) {
    // A file system without locks (some network shares): refusing to start would be worse.
    logger.warn({ err: error, file }, 'data folder not locked: the file system refused the lock');
    await handle.close();
    return { release: async () => undefined };
  }
  if (!locked) {
    const holder = await readHolder(handle);
    await handle.close();
    throw new DataFolderLockedError(dataDir, holder);
  }
  const holder: LockHolder = { pid: process.pid, startedAt: new Date().toISOString(), hostname: os.hostname() };
  await handle.truncate(0);
  await handle.write(`${JSON.stringify(holder)}\n`, 0);
  await handle.sync();
  let released: Promise<void> | undefined;
  return {
    release: () =>
      (released ??= (async () => {
        native.unlock(handle.fd);
        await handle.close();
      })()),
  };
}

async function readHolder(handle: FileHandle): Promise<LockHolder | undefined> {
  try {
    const { buffer, bytesRead } = await handle.read({ buffer: Buffer.alloc(1024), position: 0 });
    const holder = lockHolderSchema.safeParse(JSON.parse(buffer.subarray(0, bytesRead).toString('utf8')));
    return holder.success ? holder.data : undefined;
  } catch {
    return undefined; // the holder has not written its name yet
  }
}
