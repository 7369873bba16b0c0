import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** A written class-8 lesson of the seed, by its path under seed/content/class-8. */
export function lessonText(path: string): string {
  return readFileSync(fileURLToPath(new URL(`../../seed/content/class-8/${path}`, import.meta.url)), 'utf8');
}
