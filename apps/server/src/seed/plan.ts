import { UNWRITTEN_CHAPTER_DESCRIPTION, chapterTitles, seededClasses, subjectDefinitions } from './curriculum';
import type { SeededClass, SubjectDefinition } from './curriculum';
import type { WrittenChapter, WrittenQuiz, WrittenTopic } from './content-files';

// What the demo seed wants to exist, each item under a stable key. The seed records the key of
// everything it inserts (in app_meta), so a later start inserts only what was never seeded:
// rows an admin edited or deleted stay as the admin left them.

export interface PlannedTopic extends WrittenTopic {
  key: string;
  order: number;
}

export interface PlannedQuiz extends WrittenQuiz {
  key: string;
}

export interface PlannedChapter {
  key: string;
  order: number;
  name: string;
  description: string;
  topics: PlannedTopic[];
  quiz: PlannedQuiz | undefined;
}

export interface PlannedSubject {
  key: string;
  classLevel: SeededClass;
  sortOrder: number;
  definition: SubjectDefinition;
  chapters: PlannedChapter[];
}

export interface SeedPlan {
  classes: { key: string; classLevel: SeededClass }[];
  subjects: PlannedSubject[];
}

export const seedKeys = {
  prefix: 'seed:',
  class: (classLevel: number) => `seed:class:${classLevel}`,
  subject: (classLevel: number, folder: string) => `seed:subject:${classLevel}:${folder}`,
  chapter: (classLevel: number, folder: string, position: number) => `seed:chapter:${classLevel}:${folder}:${position}`,
  topic: (classLevel: number, folder: string, position: number, topic: number) =>
    `seed:topic:${classLevel}:${folder}:${position}:${topic}`,
  quiz: (classLevel: number, folder: string, position: number) => `seed:quiz:${classLevel}:${folder}:${position}`,
  demoStudent: 'seed:demo-student',
} as const;

/**
 * Every class, subject and textbook chapter, with the written chapters placed at their book
 * position. Pure.
 * @throws when a written chapter does not match the curriculum (unknown class or subject folder,
 * position past the book, or a title differing from the book's), a content bug to fix at once.
 */
export function buildSeedPlan(written: readonly WrittenChapter[]): SeedPlan {
  const writtenByKey = new Map<string, WrittenChapter>();
  for (const chapter of written) {
    const key = seedKeys.chapter(chapter.classLevel, chapter.subjectFolder, chapter.position);
    const where = `content/class-${chapter.classLevel}/${chapter.subjectFolder}/${String(chapter.position).padStart(2, '0')}`;
    const classLevel = seededClasses.find((level) => level === chapter.classLevel);
    const definition = subjectDefinitions.find((subject) => subject.folder === chapter.subjectFolder);
    if (classLevel === undefined || !definition) throw new Error(`${where}: no such class or subject`);
    const title = chapterTitles(classLevel, definition.name)[chapter.position - 1];
    if (title !== chapter.title) {
      throw new Error(
        `${where}: title "${chapter.title}" is not the book's chapter ${chapter.position} ("${title ?? 'none'}")`,
      );
    }
    writtenByKey.set(key, chapter);
  }

  const subjects = seededClasses.flatMap((classLevel) =>
    subjectDefinitions.map((definition, index): PlannedSubject => {
      const { folder } = definition;
      const chapters = chapterTitles(classLevel, definition.name).map((title, titleIndex): PlannedChapter => {
        const position = titleIndex + 1;
        const key = seedKeys.chapter(classLevel, folder, position);
        const chapter = writtenByKey.get(key);
        return {
          key,
          order: position,
          name: title,
          description: chapter?.description ?? UNWRITTEN_CHAPTER_DESCRIPTION,
          topics: (chapter?.topics ?? []).map((topic, topicIndex) => ({
            ...topic,
            key: seedKeys.topic(classLevel, folder, position, topicIndex + 1),
            order: topicIndex + 1,
          })),
          quiz: chapter ? { ...chapter.quiz, key: seedKeys.quiz(classLevel, folder, position) } : undefined,
        };
      });
      return { key: seedKeys.subject(classLevel, folder), classLevel, sortOrder: index + 1, definition, chapters };
    }),
  );
  return { classes: seededClasses.map((classLevel) => ({ key: seedKeys.class(classLevel), classLevel })), subjects };
}
