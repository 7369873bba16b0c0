import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The one schema of the server, used with PGlite and with PostgreSQL alike.
// After changing it, run `npm run db:generate -w @study/server` and commit the new migration.

/** Small key/value facts about this installation (e.g. when it was first set up). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
