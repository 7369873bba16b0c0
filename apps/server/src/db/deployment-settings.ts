import { scrypt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Database, Dialect } from './database';
import { appMeta } from './schema';

/**
 * Settings every instance of one deployment must share (decisions.md "Scale"): each is recorded
 * in the database by the first instance that starts, and every later start on PostgreSQL compares
 * its own with the record. A different tutor limit or provider is allowed (a deliberate change
 * rolls out one instance at a time) but warned about, naming both values, and becomes the record.
 * A different JWT secret is refused: the instances' tokens would fail on one another. Of the
 * secret only a fingerprint is stored (scrypt with a fixed salt: not the secret, and slow to guess
 * from). On the embedded database only one instance runs at a time: its settings are recorded, not compared.
 */
const KEYS = {
  jwtSecret: 'deployment:jwt-secret-fingerprint',
  tutorDailyLimit: 'deployment:tutor-daily-limit',
  tutorProvider: 'deployment:tutor-provider',
} as const;

export class DeploymentSettingsError extends Error {
  override name = 'DeploymentSettingsError';
}

export function secretFingerprint(secret: string): Promise<string> {
  return new Promise((resolve, reject) => {
    scrypt(secret, 'study-platform/jwt-secret-fingerprint', 32, { N: 16_384, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(`scrypt:${key.toString('base64url')}`),
    );
  });
}

export async function checkDeploymentSettings(
  db: Database,
  dialect: Dialect,
  config: Pick<Config, 'tutor'>,
  jwtSecret: string,
  logger: Logger,
): Promise<void> {
  const own = {
    jwtSecret: await secretFingerprint(jwtSecret),
    tutorDailyLimit: String(config.tutor.dailyLimit),
    tutorProvider: config.tutor.provider,
  };
  // The first instance's values become the record; the others read it back.
  await db
    .insert(appMeta)
    .values(Object.entries(own).map(([name, value]) => ({ key: KEYS[name as keyof typeof KEYS], value })))
    .onConflictDoNothing();
  if (dialect === 'pglite') {
    await Promise.all(Object.entries(own).map(([name, value]) => record(db, KEYS[name as keyof typeof KEYS], value)));
    return;
  }
  const rows = await db
    .select({ key: appMeta.key, value: appMeta.value })
    .from(appMeta)
    .where(
      sql`${appMeta.key} in (${sql.join(
        Object.values(KEYS).map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
  const recorded = new Map(rows.map((row) => [row.key, row.value]));

  if (recorded.get(KEYS.jwtSecret) !== own.jwtSecret) {
    throw new DeploymentSettingsError(
      'JWT_SECRET differs from the one the other instances of this deployment sign with (the database records a ' +
        'fingerprint of it, never the secret): tokens of one instance would be refused by the others. Give every ' +
        'instance the same JWT_SECRET (or none: then they share the one kept in the database). To change the ' +
        `secret on purpose, stop every instance, delete the record (DELETE FROM app_meta WHERE key = '${KEYS.jwtSecret}') ` +
        'and start them with the new secret; every signed-in user signs in again.',
    );
  }
  for (const [name, setting, env] of [
    ['tutorDailyLimit', 'tutor daily limit', 'TUTOR_DAILY_LIMIT'],
    ['tutorProvider', 'tutor provider', 'TUTOR_PROVIDER'],
  ] as const) {
    const theirs = recorded.get(KEYS[name]);
    if (theirs === own[name]) continue;
    logger.warn(
      { setting: env, thisInstance: own[name], recorded: theirs },
      `settings mismatch: this instance's ${setting} (${env}=${own[name]}) differs from the deployment's recorded ` +
        `${theirs ?? '(none)'}; instances still running with the old value answer differently until they are ` +
        `restarted with ${env}=${own[name]}. The record now says ${own[name]}.`,
    );
    await record(db, KEYS[name], own[name]);
  }
}

async function record(db: Database, key: string, value: string): Promise<void> {
  await db.update(appMeta).set({ value, updatedAt: new Date() }).where(eq(appMeta.key, key));
}
