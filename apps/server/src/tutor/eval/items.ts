import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { readNumber, WRITTEN_NUMBER } from '../problems/numbers';
import type { TutorTopic } from '../provider';
import { normalize } from '../text';

// The graded conversations of `npm run eval:tutor` (see run-eval.ts), the written class 8 chapters
// they are asked over, and the checks that keep an item honest: every expected fact is in the
// expected topic, and every number the student's own numbers lead to is recomputed.

const here = path.dirname(fileURLToPath(import.meta.url));
const contentRoot = path.resolve(here, '../../seed/content/class-8');

export const itemSchema = z.object({
  id: z.string(),
  chapter: z.string(),
  /** The topic the student has open (the ask page: the chapter's first topic). */
  on: z.string(),
  lang: z.enum(['bn', 'banglish', 'en']),
  kind: z.enum(['question', 'followup', 'fresh', 'homework', 'offtopic']),
  turns: z.array(z.string()).min(1),
  expect: z.object({
    topic: z.string().optional(),
    facts: z.array(z.string()).default([]),
    not: z.array(z.string()).default([]),
    notCovered: z.boolean().default(false),
  }),
  /**
   * Facts that are results of the student's own numbers, so not in the lesson: fact → the
   * arithmetic that gives it (+ - * / ** and sqrt), recomputed by `checkItems`.
   */
  computed: z.record(z.string(), z.string()).default({}),
});
export type Item = z.infer<typeof itemSchema>;

export interface Chapter {
  topics: (TutorTopic & { file: string })[];
}

const chapterSchema = z.object({
  title: z.string(),
  topics: z.array(z.object({ file: z.string(), name: z.string() })),
});

function loadChapter(dir: string, subjectName: string, firstId: number): Chapter {
  const meta = chapterSchema.parse(JSON.parse(readFileSync(path.join(contentRoot, dir, 'chapter.json'), 'utf8')));
  return {
    topics: meta.topics.map((topic, index) => ({
      id: firstId + index,
      file: topic.file,
      name: topic.name,
      content: readFileSync(path.join(contentRoot, dir, topic.file), 'utf8'),
      chapterName: meta.title,
      subjectName,
    })),
  };
}

export function loadChapters(): Map<string, Chapter> {
  const chapters = new Map<string, Chapter>();
  let id = 1;
  for (const subject of readdirSync(contentRoot)) {
    for (const chapter of readdirSync(path.join(contentRoot, subject))) {
      const dir = `${subject}/${chapter}`;
      const loaded = loadChapter(dir, subject, id);
      id += loaded.topics.length;
      chapters.set(dir, loaded);
    }
  }
  return chapters;
}

export const clean = (text: string) =>
  normalize(text)
    .replace(/[*_`$\\{}]/g, '')
    .replace(/\s+/g, ' ');
/** Whether `text` contains `fact`, as the rubric matches a fact in a reply. */
export const has = (text: string, fact: string) => clean(text).includes(clean(fact));

export function loadSet(name: string): Item[] {
  return z.array(itemSchema).parse(JSON.parse(readFileSync(path.join(here, `${name}.json`), 'utf8')));
}

/** The value of a plain arithmetic expression; anything else is refused, not run. */
export function arithmetic(expression: string): number {
  const code = expression.replace(/sqrt\(/g, 'Math.sqrt(');
  if (!/^(?:[\d\s+\-*/().]|Math\.sqrt)*$/.test(code)) throw new Error(`not plain arithmetic: ${expression}`);
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the eval tool's own answers: the pattern above admits plain arithmetic only
  const value: unknown = (new Function(`return (${code});`) as () => unknown)();
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`no number from ${expression}`);
  return value;
}

/** Whether the last number written in `fact` is `value`, rounded as the fact is written. */
function statesValue(fact: string, value: number): boolean {
  const written = clean(fact)
    .match(new RegExp(`-?${WRITTEN_NUMBER}`, 'g'))
    ?.at(-1);
  if (!written) return false;
  const decimals = written.split('.')[1]?.length ?? 0;
  return readNumber(written) === Number(value.toFixed(decimals));
}

/** Mistakes in the items: a fact its expected topic does not contain, or a wrong computed result. */
export function checkItems(items: Item[], chapters: Map<string, Chapter>): string[] {
  const problems: string[] = [];
  for (const item of items) {
    const chapter = chapters.get(item.chapter);
    const expected = chapter?.topics.find((t) => t.file === (item.expect.topic ?? item.on));
    if (!expected || !chapter?.topics.some((t) => t.file === item.on)) {
      problems.push(`${item.id}: unknown chapter or topic`);
      continue;
    }
    for (const [fact, expression] of Object.entries(item.computed)) {
      if (!item.expect.facts.includes(fact)) problems.push(`${item.id}: computed «${fact}» is not an expected fact`);
      if (!statesValue(fact, arithmetic(expression))) problems.push(`${item.id}: «${fact}» is not ${expression}`);
    }
    for (const fact of item.expect.facts) {
      if (fact in item.computed) continue;
      if (!has(expected.content, fact)) problems.push(`${item.id}: «${fact}» is not in ${expected.file}`);
    }
  }
  return problems;
}
