import { asc, eq, inArray } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AdminQuiz, AdminQuizInput } from '@study/contract';
import type { Database } from '../db/database';
import { chapters, quizOptions, quizQuestions, quizzes, subjects } from '../db/schema';
import { quoted, recordActivity } from './activity';
import { noChildren } from './children';
import type { AdminCrud } from './crud';
import { notFound, orNull, unknownReference } from './crud';
import { lockChapter } from './curriculum-locks';

function values(input: AdminQuizInput, chapterId: number) {
  return {
    title: input.title,
    description: orNull(input.description),
    chapterId,
    timeLimitSeconds: input.timeLimit,
    passingScore: input.passingScore,
    isActive: input.isActive,
  };
}

/** `Map.groupBy`, which Node 20 lacks. */
function groupBy<T>(items: T[], key: (item: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** Quizzes matching `where`, each with its questions and their options, in order. */
async function load(db: Database, where: SQL | undefined): Promise<AdminQuiz[]> {
  const quizRows = await db
    .select({
      id: quizzes.id,
      title: quizzes.title,
      description: quizzes.description,
      chapterId: quizzes.chapterId,
      timeLimit: quizzes.timeLimitSeconds,
      passingScore: quizzes.passingScore,
      isActive: quizzes.isActive,
    })
    .from(quizzes)
    .innerJoin(chapters, eq(chapters.id, quizzes.chapterId))
    .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
    .where(where)
    .orderBy(subjects.gradeLevel, subjects.sortOrder, subjects.id, chapters.order, chapters.id, quizzes.id);
  if (quizRows.length === 0) return [];

  const questionRows = await db
    .select()
    .from(quizQuestions)
    .where(
      inArray(
        quizQuestions.quizId,
        quizRows.map((quiz) => quiz.id),
      ),
    )
    .orderBy(asc(quizQuestions.order), asc(quizQuestions.id));
  const optionRows =
    questionRows.length === 0
      ? []
      : await db
          .select()
          .from(quizOptions)
          .where(
            inArray(
              quizOptions.questionId,
              questionRows.map((question) => question.id),
            ),
          )
          .orderBy(asc(quizOptions.order), asc(quizOptions.id));

  const optionsByQuestion = groupBy(optionRows, (option) => option.questionId);
  const questionsByQuiz = groupBy(questionRows, (question) => question.quizId);
  return quizRows.map((quiz) => ({
    ...quiz,
    questions: (questionsByQuiz.get(quiz.id) ?? []).map((question) => ({
      id: question.id,
      question: question.question,
      explanation: question.explanation,
      options: (optionsByQuestion.get(question.id) ?? []).map((option) => ({
        id: option.id,
        text: option.text,
        isCorrect: option.isCorrect,
      })),
    })),
  }));
}

async function get(db: Database, id: number): Promise<AdminQuiz> {
  const [quiz] = await load(db, eq(quizzes.id, id));
  if (!quiz) throw notFound('Quiz');
  return quiz;
}

async function targetChapter(tx: Database, chapterId: number) {
  const chapter = await lockChapter(tx, chapterId);
  if (!chapter) throw unknownReference('chapterId', 'Chapter');
  return chapter;
}

/** Writes the questions and options of a quiz that has none (new, or just emptied). */
async function insertQuestions(tx: Database, quizId: number, questions: AdminQuizInput['questions']): Promise<void> {
  if (questions.length === 0) return;
  const inserted = await tx
    .insert(quizQuestions)
    .values(
      questions.map((q, index) => ({
        quizId,
        order: index + 1,
        question: q.question,
        explanation: orNull(q.explanation),
      })),
    )
    .returning({ id: quizQuestions.id, order: quizQuestions.order });
  // RETURNING order is not guaranteed: match the rows back by their position.
  const idByOrder = new Map(inserted.map((row) => [row.order, row.id]));
  const options = questions.flatMap((q, index) => {
    const questionId = idByOrder.get(index + 1);
    if (questionId === undefined) throw new Error('quiz question not inserted');
    return q.options.map((option, optionIndex) => ({
      questionId,
      order: optionIndex + 1,
      text: option.text,
      isCorrect: option.isCorrect,
    }));
  });
  await tx.insert(quizOptions).values(options);
}

function questionCount(input: AdminQuizInput): string {
  return `${input.questions.length} question${input.questions.length === 1 ? '' : 's'}`;
}

export const quizAdmin: AdminCrud<AdminQuizInput, AdminQuiz, { chapterId?: number | undefined }> = {
  list: (db, query) => load(db, query.chapterId === undefined ? undefined : eq(quizzes.chapterId, query.chapterId)),

  get,

  create: (db, actor, input) =>
    db.transaction(async (tx) => {
      const chapter = await targetChapter(tx, input.chapterId);
      const [row] = await tx.insert(quizzes).values(values(input, chapter.id)).returning({ id: quizzes.id });
      if (!row) throw new Error('quiz not inserted');
      await insertQuestions(tx, row.id, input.questions);
      await recordActivity(
        tx,
        actor,
        'create',
        'quiz',
        row.id,
        `Created quiz ${quoted(input.title)} (${questionCount(input)}) in chapter ${quoted(chapter.name)}`,
      );
      return get(tx, row.id);
    }),

  // The questions are replaced as a whole. Attempts already made keep their scores.
  update: (db, actor, id, input) =>
    db.transaction(async (tx) => {
      if ((await tx.$count(quizzes, eq(quizzes.id, id))) === 0) throw notFound('Quiz');
      const chapter = await targetChapter(tx, input.chapterId);
      const [row] = await tx
        .update(quizzes)
        .set({ ...values(input, chapter.id), updatedAt: new Date() })
        .where(eq(quizzes.id, id))
        .returning({ id: quizzes.id });
      if (!row) throw notFound('Quiz');
      await tx.delete(quizQuestions).where(eq(quizQuestions.quizId, id));
      await insertQuestions(tx, id, input.questions);
      await recordActivity(
        tx,
        actor,
        'update',
        'quiz',
        id,
        `Updated quiz ${quoted(input.title)} (${questionCount(input)}) in chapter ${quoted(chapter.name)}`,
      );
      return get(tx, id);
    }),

  // Questions, options and attempts go with the quiz (database cascades).
  remove: (db, actor, id) =>
    db.transaction(async (tx) => {
      const [row] = await tx.delete(quizzes).where(eq(quizzes.id, id)).returning({ title: quizzes.title });
      if (!row) throw notFound('Quiz');
      await recordActivity(tx, actor, 'delete', 'quiz', id, `Deleted quiz ${quoted(row.title)}`);
      return { id, removed: noChildren };
    }),
};
