import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` (from apps/server) writes a new versioned SQL migration into
// ./drizzle after a change to the schema; the server applies pending ones at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
