import { config } from 'zod';

// The served app's Content-Security-Policy has no 'unsafe-eval'. Zod compiles its object parsers
// with `new Function` when it may, and finds out by trying once: the browser reports that attempt
// as a policy violation even though zod catches it. Zod reads this setting as it builds each
// schema, so it has to run before the first one is built (main.tsx imports it first).
config({ jitless: true });
