import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiSuccessSchema,
  paths,
  quizAnswerVerdictSchema,
  quizAttemptResultSchema,
  quizAttemptStartedSchema,
  quizSchema,
} from '@study/contract';
import type { Quiz } from '@study/contract';
import { attemptMessages } from '../content/scoring';
import { chapters, quizAttemptAnswers, quizAttempts, quizOptions, quizQuestions, subjects } from '../db/schema';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Issue 20.8: the chapter quiz is graded by the server. The key never reaches the student before
// an answer; each question is answered once (no probing); the score comes from stored answers
// only; per-question times are the client's, bounded by the attempt's clock.

describe.each(engines)('quiz attempts on %s', (engine) => {
  let server: TestServer;
  let quiz: Quiz;
  /** Question id → its right option, read from the database (the API no longer says). */
  const key = new Map<number, number>();

  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true', ADMIN_PASSWORD: 'admin-password-1' }, engine);
    const [chapter] = await server.db
      .select({ id: chapters.id })
      .from(chapters)
      .innerJoin(subjects, eq(subjects.id, chapters.subjectId))
      .where(and(eq(subjects.gradeLevel, 8), eq(subjects.name, 'বিজ্ঞান'), eq(chapters.name, 'পৃথিবী ও মহাকর্ষ')));
    const student = await createAccount(server.db, server.tokens);
    const response = await server.api(paths.chapterQuiz(chapter?.id ?? 0), { token: student.accessToken });
    quiz = apiSuccessSchema(quizSchema).parse(response.body).data;
    const rows = await server.db
      .select({ questionId: quizOptions.questionId, optionId: quizOptions.id })
      .from(quizOptions)
      .innerJoin(quizQuestions, eq(quizQuestions.id, quizOptions.questionId))
      .where(and(eq(quizQuestions.quizId, quiz.id), eq(quizOptions.isCorrect, true)))
      .orderBy(asc(quizOptions.id));
    for (const row of rows) key.set(row.questionId, row.optionId);
    // Seeding the whole demo curriculum: minutes on a loaded 2-core machine, not a speed check.
  }, 600_000);
  afterAll(() => server?.stop());

  const question = (index: number) => {
    const found = quiz.questions[index];
    if (!found) throw new Error(`no question ${index}`);
    return found;
  };
  const right = (index: number) => key.get(question(index).id) ?? 0;
  const wrong = (index: number) => question(index).options.find((option) => option.id !== right(index))?.id ?? 0;

  async function start(token: string) {
    const response = await server.api(paths.quizAttempts(quiz.id), { token, json: {} });
    expect(response.status).toBe(201);
    return apiSuccessSchema(quizAttemptStartedSchema).parse(response.body).data;
  }
  const answer = (token: string, attemptId: number, questionId: number, optionId: number | null, timeSpentMs = 1000) =>
    server.api(paths.quizAttemptAnswers(attemptId), { token, json: { questionId, optionId, timeSpentMs } });
  const finish = (token: string, attemptId: number, json: unknown = {}) =>
    server.api(paths.quizAttemptFinish(attemptId), { token, json });

  it('sends the quiz without the key: no isCorrect and no explanation anywhere in the response', async () => {
    const student = await createAccount(server.db, server.tokens);
    const response = await server.api(paths.chapterQuiz(quiz.chapterId), { token: student.accessToken });
    expect(response.status).toBe(200);
    const text = JSON.stringify(response.body);
    expect(text).not.toContain('isCorrect');
    expect(text).not.toContain('explanation');
    expect(key.size).toBe(quiz.questions.length);
  });

  it('refuses an all-correct attempt sent at once, and saves nothing', async () => {
    const student = await createAccount(server.db, server.tokens);
    const forged = {
      answers: quiz.questions.map((item) => ({ questionId: item.id, optionId: key.get(item.id), timeSpentMs: 1000 })),
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      durationSeconds: 60,
    };
    const response = await server.api(paths.quizAttempts(quiz.id), { token: student.accessToken, json: forged });
    expect(response.status).toBe(400);
    expect(await server.db.select().from(quizAttempts).where(eq(quizAttempts.userId, student.userId))).toEqual([]);
  });

  it('grades each answer and reveals the key and explanation of that question only', async () => {
    const student = await createAccount(server.db, server.tokens);
    const attempt = await start(student.accessToken);
    expect(attempt).toMatchObject({ quizId: quiz.id, timeLimit: 600, questionCount: 10 });
    expect(Date.parse(attempt.expiresAt) - Date.parse(attempt.startedAt)).toBe(600_000);

    const response = await answer(student.accessToken, attempt.attemptId, question(0).id, wrong(0));
    expect(response.status).toBe(200);
    const verdict = apiSuccessSchema(quizAnswerVerdictSchema).parse(response.body).data;
    expect(verdict).toMatchObject({
      questionId: question(0).id,
      optionId: wrong(0),
      correct: false,
      correctOptionId: right(0),
      expired: false,
    });
    expect(verdict.explanation).toBeTruthy();
    expect(JSON.stringify(response.body)).not.toContain(String(right(1)));

    const second = await answer(student.accessToken, attempt.attemptId, question(1).id, right(1));
    expect(second.body.data).toMatchObject({ correct: true, correctOptionId: right(1) });
  });

  it('refuses probing: a second answer to a question is 409, the same answer again gets the stored verdict', async () => {
    const student = await createAccount(server.db, server.tokens);
    const { attemptId } = await start(student.accessToken);
    const first = await answer(student.accessToken, attemptId, question(0).id, wrong(0));
    expect(first.body.data.correct).toBe(false);

    const probe = await answer(student.accessToken, attemptId, question(0).id, right(0));
    expect(probe.status).toBe(409);
    expect(probe.body).toEqual({ success: false, code: 'ALREADY_ANSWERED', message: attemptMessages.alreadyAnswered });
    const retry = await answer(student.accessToken, attemptId, question(0).id, wrong(0));
    expect(retry.status).toBe(200);
    expect(retry.body.data).toEqual(first.body.data);

    // Every option of one question at once: one answer is stored, the others are refused.
    const parallel = await Promise.all(
      question(1).options.map((option) => answer(student.accessToken, attemptId, question(1).id, option.id)),
    );
    expect(parallel.map((response) => response.status).sort()).toEqual([200, 409, 409, 409]);
    const stored = await server.db.select().from(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, attemptId));
    expect(stored).toHaveLength(2);
    expect(stored.find((row) => row.questionId === question(0).id)).toMatchObject({
      optionId: wrong(0),
      correct: false,
    });
  });

  it('scores the attempt from the stored answers only, whatever the finish request says', async () => {
    const student = await createAccount(server.db, server.tokens);
    const { attemptId } = await start(student.accessToken);
    for (const index of [0, 1, 2, 3, 4]) await answer(student.accessToken, attemptId, question(index).id, right(index));
    await answer(student.accessToken, attemptId, question(5).id, wrong(5));
    await answer(student.accessToken, attemptId, question(6).id, null);

    const forged = {
      score: 100,
      correct: 10,
      passed: true,
      answers: quiz.questions.map((item) => ({ questionId: item.id, optionId: key.get(item.id) })),
    };
    const response = await finish(student.accessToken, attemptId, forged);
    expect(response.status).toBe(200);
    const result = apiSuccessSchema(quizAttemptResultSchema).parse(response.body).data;
    // 5 of 10: 50, under the pass mark of 70; three questions never answered count as wrong.
    expect(result).toMatchObject({ attemptId, score: 50, correct: 5, total: 10, passed: false, passingScore: 70 });
    const [saved] = await server.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    expect(saved).toMatchObject({
      userId: student.userId,
      quizId: quiz.id,
      score: 50,
      correct: 5,
      total: 10,
      passed: false,
    });
    expect((saved?.answers as { correct: boolean }[]).map((item) => item.correct)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);

    // Finished: the same result again, and no more answers.
    expect((await finish(student.accessToken, attemptId)).body.data).toEqual(result);
    const late = await answer(student.accessToken, attemptId, question(9).id, right(9));
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ATTEMPT_FINISHED');
  });

  it("stores each question's own time, bounded by the attempt's clock", async () => {
    const student = await createAccount(server.db, server.tokens);
    const { attemptId } = await start(student.accessToken);
    // The attempt started ten minutes ago, by the server's clock.
    const tenMinutesAgo = new Date(Date.now() - 600_000);
    await server.db
      .update(quizAttempts)
      .set({ startedAt: tenMinutesAgo, expiresAt: new Date(tenMinutesAgo.getTime() + 900_000) })
      .where(eq(quizAttempts.id, attemptId));

    const first = await answer(student.accessToken, attemptId, question(0).id, right(0), 42_000);
    expect(first.body.data.timeSpentMs).toBe(42_000);
    const second = await answer(student.accessToken, attemptId, question(1).id, right(1), 7_500);
    expect(second.body.data.timeSpentMs).toBeLessThanOrEqual(7_500);
    // An hour claimed a moment after the previous answer: only the time that really passed is kept.
    const third = await answer(student.accessToken, attemptId, question(2).id, right(2), 3_600_000);
    expect(third.body.data.timeSpentMs).toBeLessThan(600_000);

    await finish(student.accessToken, attemptId);
    const [saved] = await server.db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
    const times = (saved?.answers as { timeSpentMs: number }[]).map((item) => item.timeSpentMs);
    expect(times[0]).toBe(42_000);
    expect(times[1]).toBe(second.body.data.timeSpentMs);
    expect(times[2]).toBe(third.body.data.timeSpentMs);
    expect(times.slice(3)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    // From start to finish by the server's clock (ten minutes and a little).
    expect(saved?.durationSeconds).toBeGreaterThanOrEqual(600);
  });

  it("counts an answer after the quiz's time limit as none given", async () => {
    const student = await createAccount(server.db, server.tokens);
    const { attemptId } = await start(student.accessToken);
    const longAgo = new Date(Date.now() - 3_600_000);
    await server.db
      .update(quizAttempts)
      .set({ startedAt: longAgo, expiresAt: new Date(longAgo.getTime() + 600_000) })
      .where(eq(quizAttempts.id, attemptId));
    const response = await answer(student.accessToken, attemptId, question(0).id, right(0));
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      optionId: null,
      correct: false,
      expired: true,
      correctOptionId: right(0),
    });
    // A retry of the late answer gets the same verdict.
    expect((await answer(student.accessToken, attemptId, question(0).id, right(0))).body.data).toEqual(
      response.body.data,
    );
    const result = (await finish(student.accessToken, attemptId)).body.data;
    expect(result).toMatchObject({ score: 0, correct: 0, durationSeconds: 600 });
  });

  it("keeps each student's attempt their own, and refuses questions and options outside the quiz", async () => {
    const owner = await createAccount(server.db, server.tokens);
    const other = await createAccount(server.db, server.tokens);
    const { attemptId } = await start(owner.accessToken);
    expect((await answer(other.accessToken, attemptId, question(0).id, right(0))).status).toBe(404);
    expect((await finish(other.accessToken, attemptId)).status).toBe(404);
    expect((await answer(owner.accessToken, 2_000_000_000, question(0).id, right(0))).status).toBe(404);

    const [foreign] = await server.db
      .select({ questionId: quizQuestions.id })
      .from(quizQuestions)
      .where(and(eq(quizQuestions.quizId, quiz.id + 1)))
      .limit(1);
    const outside = await answer(owner.accessToken, attemptId, foreign?.questionId ?? 2_000_000_000, null);
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(attemptMessages.foreignQuestion);
    const wrongOption = await answer(owner.accessToken, attemptId, question(0).id, right(1));
    expect(wrongOption.status).toBe(400);
    expect(wrongOption.body.message).toBe(attemptMessages.foreignOption);
    expect(
      await server.db.select().from(quizAttemptAnswers).where(eq(quizAttemptAnswers.attemptId, attemptId)),
    ).toEqual([]);

    expect((await server.api(paths.quizAttempts(2_000_000_000), { token: owner.accessToken, json: {} })).status).toBe(
      404,
    );
  });
});
