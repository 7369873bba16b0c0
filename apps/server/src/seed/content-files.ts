import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { packageRoot } from '../paths';

/**
 * The written lessons (Markdown, chapter.json, SVGs), read from disk at start. They stay files
 * rather than bundled strings so an author can edit them; see content/README.md for the layout.
 * Resolved from the package root, which is the same from src (tsx, Vitest) and from dist.
 */
export const seedContentDir = path.join(packageRoot, 'src', 'seed', 'content');
export const seedMediaDir = path.join(seedContentDir, 'media');

const plainText = z.string().trim().min(1);

const chapterFileSchema = z.object({
  title: plainText,
  description: plainText,
  topics: z
    .array(
      z.object({
        file: z.string().regex(/^\d{2}-[a-z0-9-]+\.md$/),
        name: plainText,
        description: plainText,
        contentType: z.enum(['text', 'mixed', 'video']),
        durationMinutes: z.number().int().min(1).max(600),
        imageUrl: z.string().optional(),
        // '' means "a video is wanted but none exists yet" (content/README.md).
        videoUrl: z.string().optional(),
      }),
    )
    .min(1),
  quiz: z.object({
    title: plainText,
    description: plainText,
    timeLimitSeconds: z.number().int().positive(),
    passingScore: z.number().int().min(0).max(100),
    questions: z
      .array(
        z.object({
          question: plainText,
          explanation: plainText,
          options: z.array(z.object({ text: plainText, isCorrect: z.boolean() })).min(2),
        }),
      )
      .min(1),
  }),
});

export interface WrittenTopic {
  name: string;
  description: string;
  content: string;
  contentType: 'text' | 'mixed' | 'video';
  durationMinutes: number;
  imageUrl: string | null;
  videoUrl: string | null;
}

export interface WrittenQuiz {
  title: string;
  description: string;
  timeLimitSeconds: number;
  passingScore: number;
  questions: { question: string; explanation: string; options: { text: string; isCorrect: boolean }[] }[];
}

export interface WrittenChapter {
  classLevel: number;
  /** Subject folder, e.g. `math`. */
  subjectFolder: string;
  /** 1-based position of the chapter in its book (the folder's `NN`). */
  position: number;
  title: string;
  description: string;
  topics: WrittenTopic[];
  quiz: WrittenQuiz;
}

async function subfolders(folder: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory() && pattern.test(entry.name))
    .map((entry) => entry.name)
    .sort();
}

/** Every `class-<N>/<subject>/<NN>-<slug>/` chapter under `contentDir`, with its topic texts. */
export async function loadWrittenChapters(contentDir: string = seedContentDir): Promise<WrittenChapter[]> {
  const chapters: Promise<WrittenChapter>[] = [];
  for (const classFolder of await subfolders(contentDir, /^class-\d+$/)) {
    const classLevel = Number(classFolder.slice('class-'.length));
    for (const subjectFolder of await subfolders(path.join(contentDir, classFolder), /^[a-z]+$/)) {
      const subjectPath = path.join(contentDir, classFolder, subjectFolder);
      for (const chapterFolder of await subfolders(subjectPath, /^\d{2}-/)) {
        const position = Number(chapterFolder.slice(0, 2));
        chapters.push(readChapter(path.join(subjectPath, chapterFolder), classLevel, subjectFolder, position));
      }
    }
  }
  return Promise.all(chapters);
}

async function readChapter(
  folder: string,
  classLevel: number,
  subjectFolder: string,
  position: number,
): Promise<WrittenChapter> {
  const file = path.join(folder, 'chapter.json');
  const parsed = chapterFileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`);
  }
  const chapter = parsed.data;
  const topics = await Promise.all(
    chapter.topics.map(async (topic) => ({
      name: topic.name,
      description: topic.description,
      content: (await readFile(path.join(folder, topic.file), 'utf8')).trim(),
      contentType: topic.contentType,
      durationMinutes: topic.durationMinutes,
      imageUrl: topic.imageUrl || null,
      videoUrl: topic.videoUrl || null,
    })),
  );
  return {
    classLevel,
    subjectFolder,
    position,
    title: chapter.title,
    description: chapter.description,
    topics,
    quiz: chapter.quiz,
  };
}
