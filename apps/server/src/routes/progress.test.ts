import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  achievementsSchema,
  apiSuccessSchema,
  certificateSchema,
  certificateVerificationSchema,
  paths,
  progressReportSchema,
  quizAttemptResultSchema,
  quizAttemptStartedSchema,
  recordProgressDataSchema,
  studySessionRecordedSchema,
} from '@study/contract';
import { deleteChapters } from '../admin/curriculum-locks';
import {
  certificates,
  chapters,
  loginFailures,
  quizOptions,
  quizQuestions,
  quizzes,
  studySessions,
  subjects,
  topics,
  tutorMessages,
  users,
} from '../db/schema';
import { CERTIFICATE_NOT_FOUND_MESSAGE, getProgressReport, recordStudySession } from '../progress/progress-service';
import { MAX_DAY_STUDY_SECONDS, MAX_STORED_SESSION_SECONDS } from '../progress/rules';
import { createAccount, engines, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';
import { expectThrottled } from '../testing/throttled';
import { CERTIFICATE_CHECK_THROTTLE, STUDY_SESSION_THROTTLE } from './progress';

// Issue 19 over HTTP, on a small curriculum made here (one subject of class 8 with one written
// chapter of two topics and a two-question quiz passed at 50 %, and a title-only chapter): topic
// and quiz completions earn badges once, a certificate comes only with the quiz passed, the
// report counts it, study sessions do not double count, and the public check shows only a little.

interface Fixture {
  subjectId: number;
  chapterId: number;
  topicIds: number[];
  quizId: number;
  /** question id → [right option, wrong option] */
  options: Map<number, [number, number]>;
}

async function makeCurriculum(server: TestServer, gradeLevel = 8): Promise<Fixture> {
  const [subject] = await server.db
    .insert(subjects)
    .values({ name: 'অগ্রগতির বিষয়', gradeLevel, iconType: 'math' })
    .returning({ id: subjects.id });
  const subjectId = subject?.id ?? 0;
  const [chapter] = await server.db
    .insert(chapters)
    .values({ subjectId, name: 'প্রথম অধ্যায়', order: 1 })
    .returning({ id: chapters.id });
  await server.db.insert(chapters).values({ subjectId, name: 'শুধু নাম', order: 2 });
  const chapterId = chapter?.id ?? 0;
  const topicRows = await server.db
    .insert(topics)
    .values([
      { chapterId, name: 'পাঠ ১', order: 1, content: 'এক' },
      { chapterId, name: 'পাঠ ২', order: 2, content: 'দুই' },
    ])
    .returning({ id: topics.id });
  const [quiz] = await server.db
    .insert(quizzes)
    .values({ chapterId, title: 'কুইজ', passingScore: 50 })
    .returning({ id: quizzes.id });
  const quizId = quiz?.id ?? 0;
  const options = new Map<number, [number, number]>();
  for (const order of [1, 2]) {
    const [question] = await server.db
      .insert(quizQuestions)
      .values({ quizId, order, question: `প্রশ্ন ${order}` })
      .returning({ id: quizQuestions.id });
    const questionId = question?.id ?? 0;
    const rows = await server.db
      .insert(quizOptions)
      .values([
        { questionId, order: 1, text: 'ঠিক', isCorrect: true },
        { questionId, order: 2, text: 'ভুল', isCorrect: false },
      ])
      .returning({ id: quizOptions.id });
    options.set(questionId, [rows[0]?.id ?? 0, rows[1]?.id ?? 0]);
  }
  return { subjectId, chapterId, topicIds: topicRows.map((row) => row.id), quizId, options };
}

describe.each(engines)('progress, achievements and certificates on %s', (engine) => {
  let server: TestServer;
  let fixture: Fixture;

  beforeAll(async () => {
    server = await startTestServer({}, engine);
    fixture = await makeCurriculum(server);
  });
  afterAll(() => server?.stop());

  const complete = async (token: string, topicId: number) => {
    const response = await server.api(paths.progress, { token, json: { topicId, status: 'completed' } });
    expect(response.status).toBe(200);
    return apiSuccessSchema(recordProgressDataSchema).parse(response.body).data;
  };

  /** An attempt answered right on `rightAnswers` of the two questions, finished. */
  const takeQuiz = async (token: string, rightAnswers: number, of: Fixture = fixture) => {
    const started = await server.api(paths.quizAttempts(of.quizId), { token, json: {} });
    const { attemptId } = apiSuccessSchema(quizAttemptStartedSchema).parse(started.body).data;
    let index = 0;
    for (const [questionId, [right, wrong]] of of.options) {
      const optionId = index < rightAnswers ? right : wrong;
      index += 1;
      expect(
        (
          await server.api(paths.quizAttemptAnswers(attemptId), {
            token,
            json: { questionId, optionId, timeSpentMs: 1000 },
          })
        ).status,
      ).toBe(200);
    }
    const finished = await server.api(paths.quizAttemptFinish(attemptId), { token, json: {} });
    expect(finished.status).toBe(200);
    return apiSuccessSchema(quizAttemptResultSchema).parse(finished.body).data;
  };

  const report = async (token: string) => {
    const response = await server.api(paths.progressReport, { token });
    expect(response.status).toBe(200);
    return apiSuccessSchema(progressReportSchema).parse(response.body).data;
  };

  it('starts empty: no chapter completed, no quiz, no streak, 14 days of no study time, every badge locked', async () => {
    const { accessToken } = await createAccount(server.db, server.tokens);
    const data = await report(accessToken);
    const mine = data.subjects.find((subject) => subject.chapters.some((chapter) => chapter.id === fixture.chapterId));
    expect(mine).toMatchObject({ chaptersWritten: 1, chaptersCompleted: 0, topicCount: 2, topicsCompleted: 0 });
    expect(mine?.chapters.map((chapter) => chapter.written)).toEqual([true, false]);
    expect(data.quizStats).toEqual({ attempts: 0, averageScore: null, bestScore: null, accuracy: null, recent: [] });
    expect(data.streak).toMatchObject({ current: 0, longest: 0, todayCounted: false });
    expect(data.studyTime).toHaveLength(14);
    expect(data.studyTime.every((day) => day.seconds === 0)).toBe(true);
    expect(data.chaptersCompleted).toEqual({ count: 0, latest: null });

    const achievements = apiSuccessSchema(achievementsSchema).parse(
      (await server.api(paths.achievements, { token: accessToken })).body,
    ).data;
    expect(achievements.badges.every((badge) => badge.earnedAt === null)).toBe(true);
    expect(achievements.certificates).toEqual([]);
  });

  it('studies a chapter and passes its quiz: badges once each, one certificate, the report and the streak count it', async () => {
    const { accessToken: token } = await createAccount(server.db, server.tokens, { name: 'রাবেয়া খাতুন' });
    const first = await complete(token, fixture.topicIds[0] ?? 0);
    expect(first.earned?.badges.map((badge) => badge.id)).toEqual(['first-topic']);
    // The same topic again earns nothing new.
    expect((await complete(token, fixture.topicIds[0] ?? 0)).earned?.badges).toEqual([]);
    const second = await complete(token, fixture.topicIds[1] ?? 0);
    expect(second.earned?.badges.map((badge) => badge.id)).toEqual(['first-chapter', 'subject-complete']);
    expect(second.earned?.certificates).toEqual([]);

    // Below the passing score (0 of 2 = 0 % < 50 %): no certificate.
    const failed = await takeQuiz(token, 0);
    expect(failed).toMatchObject({ score: 0, passed: false });
    expect(failed.earned).toEqual({ badges: [], certificates: [] });

    // At the passing score (1 of 2 = 50 %): the certificate.
    const passed = await takeQuiz(token, 1);
    expect(passed).toMatchObject({ score: 50, passed: true });
    expect(passed.earned?.certificates).toHaveLength(1);
    expect(passed.earned?.badges.map((badge) => badge.id)).toEqual(['first-certificate']);
    const certificate = passed.earned?.certificates[0];
    expect(certificate).toMatchObject({ chapterId: fixture.chapterId, score: 50 });
    expect(certificate?.id).toMatch(/^[A-Za-z0-9_-]{24}$/);

    // Above it (100 %): still one certificate for the chapter; the 80 % badge.
    const perfect = await takeQuiz(token, 2);
    expect(perfect.earned).toEqual({ badges: [expect.objectContaining({ id: 'first-quiz-80' })], certificates: [] });
    expect(
      await server.db.select().from(certificates).where(eq(certificates.chapterId, fixture.chapterId)),
    ).toHaveLength(1);

    const data = await report(token);
    const mine = data.subjects.find((subject) => subject.chapters.some((chapter) => chapter.id === fixture.chapterId));
    expect(mine).toMatchObject({ chaptersWritten: 1, chaptersCompleted: 1, topicsCompleted: 2 });
    expect(mine?.chapters[0]).toMatchObject({ status: 'completed', bestScore: 100 });
    expect(data.quizStats).toMatchObject({ attempts: 3, averageScore: 50, bestScore: 100, accuracy: 50 });
    expect(data.quizStats.recent.map((attempt) => attempt.score)).toEqual([100, 50, 0]);
    expect(data.chaptersCompleted).toMatchObject({ count: 1, latest: { id: fixture.chapterId, name: 'প্রথম অধ্যায়' } });
    expect(data.streak).toMatchObject({ current: 1, longest: 1, todayCounted: true });

    const achievements = apiSuccessSchema(achievementsSchema).parse(
      (await server.api(paths.achievements, { token })).body,
    ).data;
    const earned = achievements.badges.filter((badge) => badge.earnedAt).map((badge) => badge.id);
    expect(earned.sort()).toEqual([
      'first-certificate',
      'first-chapter',
      'first-quiz-80',
      'first-topic',
      'subject-complete',
    ]);
    expect(achievements.badges.find((badge) => badge.id === 'streak-3')).toMatchObject({
      earnedAt: null,
      current: 1,
      goal: 3,
    });
    expect(achievements.certificates.map((c) => c.id)).toEqual([certificate?.id]);

    // The student's own certificate page.
    const own = await server.api(paths.certificate(certificate?.id ?? ''), { token });
    expect(own.status).toBe(200);
    expect(apiSuccessSchema(certificateSchema).parse(own.body).data).toMatchObject({
      studentName: 'রাবেয়া খাতুন',
      classLevel: '8',
      chapterName: 'প্রথম অধ্যায়',
      subjectName: 'অগ্রগতির বিষয়',
      score: 50,
      passingScore: 50,
    });
    // Another student cannot read it (404, as for an unknown id).
    const other = await createAccount(server.db, server.tokens);
    expect((await server.api(paths.certificate(certificate?.id ?? ''), { token: other.accessToken })).status).toBe(404);

    // The public check: no token, only name, chapter, score and date.
    const check = await server.api(paths.certificateVerification(certificate?.id ?? ''));
    expect(check.status).toBe(200);
    const verified = apiSuccessSchema(certificateVerificationSchema).strict().parse(check.body).data;
    expect(Object.keys(check.body.data).sort()).toEqual(['chapterName', 'id', 'issuedAt', 'score', 'studentName']);
    expect(verified).toMatchObject({ studentName: 'রাবেয়া খাতুন', chapterName: 'প্রথম অধ্যায়', score: 50 });
  });

  it('earns the tutor badge at the tenth question asked', async () => {
    const { accessToken: token, userId } = await createAccount(server.db, server.tokens);
    const ask = (count: number, from: number) =>
      server.db.insert(tutorMessages).values(
        Array.from({ length: count }, (_, index) => ({
          publicId: `progress-${userId}-${from + index}`,
          userId,
          topicId: fixture.topicIds[0] ?? 0,
          role: 'user' as const,
          content: 'প্রশ্ন',
        })),
      );
    const tutorBadge = async () =>
      apiSuccessSchema(achievementsSchema)
        .parse((await server.api(paths.achievements, { token })).body)
        .data.badges.find((badge) => badge.id === 'tutor-10');
    await ask(9, 0);
    expect(await tutorBadge()).toMatchObject({ earnedAt: null, current: 9, goal: 10 });
    await ask(1, 9);
    const earned = await tutorBadge();
    expect(earned?.earnedAt).toEqual(expect.any(String));
    // Earned once: its date stays.
    expect((await tutorBadge())?.earnedAt).toBe(earned?.earnedAt);
  });

  it('records study sessions without double counting a retry, caps absurd ones, and shows today in the report', async () => {
    const { accessToken: token, userId } = await createAccount(server.db, server.tokens);
    const send = (json: unknown) => server.api(paths.studySessions, { token, json });
    const first = await send({ sessionId: 'timer-session-1', kind: 'timer', seconds: 600 });
    expect(first.status).toBe(200);
    expect(apiSuccessSchema(studySessionRecordedSchema).parse(first.body).data.seconds).toBe(600);
    // The same session again (a retry) and a lesson page's running total.
    await send({ sessionId: 'timer-session-1', kind: 'timer', seconds: 600 });
    await send({ sessionId: 'lesson-visit-1', kind: 'lesson', topicId: fixture.topicIds[0], seconds: 60 });
    await send({ sessionId: 'lesson-visit-1', kind: 'lesson', topicId: fixture.topicIds[0], seconds: 120 });
    const capped = await send({ sessionId: 'timer-session-2', kind: 'timer', seconds: 80_000 });
    expect(capped.body.data.seconds).toBe(MAX_STORED_SESSION_SECONDS);
    // A topic that does not exist is dropped, not a server error.
    expect((await send({ sessionId: 'lesson-visit-2', kind: 'lesson', topicId: 2_000_000, seconds: 30 })).status).toBe(
      200,
    );
    const rows = await server.db.select().from(studySessions).where(eq(studySessions.userId, userId));
    expect(rows).toHaveLength(4);

    // The timer's 600 + 14 400 s and the lesson pages' 150 s of the same day: the larger source counts, not both.
    const today = (await report(token)).studyTime.at(-1);
    expect(today?.seconds).toBe(600 + MAX_STORED_SESSION_SECONDS);

    for (const bad of [
      { sessionId: 'x', kind: 'timer', seconds: 10 },
      { sessionId: 'timer-session-3', kind: 'nap', seconds: 10 },
      { sessionId: 'timer-session-3', kind: 'timer', seconds: -5 },
      { sessionId: 'timer-session-3', kind: 'timer', seconds: 10 ** 9 },
    ]) {
      const refused = await send(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
  });

  const achievementsOf = async (token: string) =>
    apiSuccessSchema(achievementsSchema).parse((await server.api(paths.achievements, { token })).body).data;

  /** A student of its own curriculum who has finished every topic and passed its quiz at 50 %: the certificate's id. */
  const certifiedStudent = async (name: string) => {
    const own = await makeCurriculum(server);
    const { accessToken: token, userId } = await createAccount(server.db, server.tokens, { name });
    for (const topicId of own.topicIds) await complete(token, topicId);
    const certificateId = (await takeQuiz(token, 1, own)).earned?.certificates[0]?.id ?? '';
    expect(certificateId).not.toBe('');
    return { own, token, userId, certificateId };
  };

  it('keeps a certificate as issued when the student and the chapter are renamed later', async () => {
    const { own, token, userId, certificateId } = await certifiedStudent('সুমাইয়া আক্তার');
    await server.db.update(users).set({ name: 'অন্য কেউ', classLevel: '9' }).where(eq(users.id, userId));
    await server.db.update(chapters).set({ name: 'নতুন নাম' }).where(eq(chapters.id, own.chapterId));
    await server.db.update(subjects).set({ name: 'নতুন বিষয়' }).where(eq(subjects.id, own.subjectId));

    const mine = apiSuccessSchema(certificateSchema).parse(
      (await server.api(paths.certificate(certificateId), { token })).body,
    ).data;
    expect(mine).toMatchObject({
      studentName: 'সুমাইয়া আক্তার',
      classLevel: '8',
      chapterName: 'প্রথম অধ্যায়',
      subjectName: 'অগ্রগতির বিষয়',
    });
    const check = await server.api(paths.certificateVerification(certificateId));
    expect(apiSuccessSchema(certificateVerificationSchema).parse(check.body).data).toMatchObject({
      studentName: 'সুমাইয়া আক্তার',
      chapterName: 'প্রথম অধ্যায়',
    });
    expect((await achievementsOf(token)).certificates).toEqual([
      expect.objectContaining({ id: certificateId, chapterName: 'প্রথম অধ্যায়' }),
    ]);
  });

  it("checks a genuine certificate without writing to the address's throttle", async () => {
    const { certificateId } = await certifiedStudent('মেহেদী হাসান');
    const throttled = () => server.db.select().from(loginFailures).where(like(loginFailures.key, 'certificate:%'));
    const before = await throttled();
    for (let index = 0; index < 3; index += 1)
      expect((await server.api(paths.certificateVerification(certificateId))).status).toBe(200);
    expect(await throttled()).toEqual(before);
  });

  it('keeps a certificate verifiable after its chapter is deleted', async () => {
    const { own, token, certificateId } = await certifiedStudent('তানভীর হাসান');
    // As the admin deletes a chapter: its quiz (with the attempts), its topics, then the chapter.
    await deleteChapters(server.db, [own.chapterId]);

    const check = await server.api(paths.certificateVerification(certificateId));
    expect(check.status).toBe(200);
    expect(apiSuccessSchema(certificateVerificationSchema).parse(check.body).data).toMatchObject({
      studentName: 'তানভীর হাসান',
      chapterName: 'প্রথম অধ্যায়',
      score: 50,
    });
    const mine = await server.api(paths.certificate(certificateId), { token });
    expect(apiSuccessSchema(certificateSchema).parse(mine.body).data).toMatchObject({
      chapterId: null,
      chapterName: 'প্রথম অধ্যায়',
    });
    expect((await achievementsOf(token)).certificates).toEqual([
      expect.objectContaining({ id: certificateId, chapterId: null }),
    ]);
  });

  it('reads only when nothing new is due: no insert for a certificate or badge already held', async () => {
    const { token } = await certifiedStudent('নাফিসা ইসলাম');
    const inserts = vi.spyOn(server.db, 'insert');
    try {
      expect((await achievementsOf(token)).certificates).toHaveLength(1);
      await report(token);
      expect(inserts).not.toHaveBeenCalled();
    } finally {
      inserts.mockRestore();
    }
  });

  it("counts the chapters-completed card on the student's class, like the overall card beside it", async () => {
    const otherClass = await makeCurriculum(server, 9);
    const { accessToken: token } = await createAccount(server.db, server.tokens);
    for (const topicId of otherClass.topicIds) await complete(token, topicId);
    const data = await report(token);
    expect(data.classLevel).toBe(8);
    expect(data.chaptersCompleted).toEqual({ count: 0, latest: null });
    expect(data.overall.chaptersCompleted).toBe(0);
    // The badge is the student's all the same.
    const firstChapter = (await achievementsOf(token)).badges.find((badge) => badge.id === 'first-chapter');
    expect(firstChapter?.earnedAt).toEqual(expect.any(String));
  });

  it("decides a certificate from the attempt's own result, not the quiz's passing score changed later", async () => {
    const own = await makeCurriculum(server);
    const setPassingScore = (passingScore: number) =>
      server.db.update(quizzes).set({ passingScore }).where(eq(quizzes.id, own.quizId));

    // Failed at 50 % against 80 %; the mark then lowered to 40 %: still no certificate.
    await setPassingScore(80);
    const failing = await createAccount(server.db, server.tokens);
    expect(await takeQuiz(failing.accessToken, 1, own)).toMatchObject({ score: 50, passed: false });
    await setPassingScore(40);
    for (const topicId of own.topicIds)
      expect((await complete(failing.accessToken, topicId)).earned?.certificates).toEqual([]);
    expect((await achievementsOf(failing.accessToken)).certificates).toEqual([]);

    // Passed at 50 % against 40 %; the mark then raised to 90 % before the last topic: the certificate all the same.
    const passing = await createAccount(server.db, server.tokens);
    expect(await takeQuiz(passing.accessToken, 1, own)).toMatchObject({ score: 50, passed: true });
    await setPassingScore(90);
    await complete(passing.accessToken, own.topicIds[0] ?? 0);
    const last = await complete(passing.accessToken, own.topicIds[1] ?? 0);
    expect(last.earned?.certificates).toEqual([expect.objectContaining({ chapterId: own.chapterId, score: 50 })]);
  });

  it("counts a session past midnight on the day each part happened, and caps a student's day", async () => {
    const { userId } = await createAccount(server.db, server.tokens);
    const monday = new Date('2026-03-02T17:50:00Z'); // 23:50 in Dhaka
    const tuesday = new Date('2026-03-02T18:20:00Z'); // 00:20 on Tuesday in Dhaka
    const timer = (sessionId: string, seconds: number) => ({ sessionId, kind: 'timer' as const, seconds });
    expect(await recordStudySession(server.db, userId, timer('timer-midnight-1', 600), monday)).toMatchObject({
      seconds: 600,
      day: '2026-03-02',
    });
    // The running total 40 minutes: the 30 minutes since the last report are Tuesday's.
    expect(await recordStudySession(server.db, userId, timer('timer-midnight-1', 2400), tuesday)).toMatchObject({
      seconds: 1800,
      day: '2026-03-03',
    });
    // The same total again (a retry) adds nothing.
    expect(await recordStudySession(server.db, userId, timer('timer-midnight-1', 2400), tuesday)).toMatchObject({
      seconds: 1800,
    });
    const days = async () =>
      (
        await server.db
          .select({ day: studySessions.day, seconds: studySessions.seconds })
          .from(studySessions)
          .where(eq(studySessions.userId, userId))
      ).reduce<Record<string, number>>((sum, row) => ({ ...sum, [row.day]: (sum[row.day] ?? 0) + row.seconds }), {});
    expect(await days()).toEqual({ '2026-03-02': 600, '2026-03-03': 1800 });

    // Fresh session ids cannot go past the student's day.
    for (let index = 0; index < 5; index += 1) {
      await recordStudySession(server.db, userId, timer(`timer-day-cap-${index}`, MAX_STORED_SESSION_SECONDS), tuesday);
    }
    expect((await days())['2026-03-03']).toBe(MAX_DAY_STUDY_SECONDS);
    const tuesdayReport = await getProgressReport(server.db, userId, tuesday);
    expect(tuesdayReport.studyTime.slice(-2)).toEqual([
      { day: '2026-03-02', seconds: 600 },
      { day: '2026-03-03', seconds: MAX_DAY_STUDY_SECONDS },
    ]);

    // A day never shows more than 24 hours, whatever is stored.
    await server.db.insert(studySessions).values({
      userId,
      sessionId: 'stored-before-caps',
      kind: 'timer',
      seconds: 100_000,
      reportedSeconds: 100_000,
      day: '2026-03-04',
    });
    expect((await getProgressReport(server.db, userId, new Date('2026-03-04T06:00:00Z'))).studyTime.at(-1)).toEqual({
      day: '2026-03-04',
      seconds: 86_400,
    });
  });

  it("throttles a student's study-session reports", async () => {
    const { accessToken: token } = await createAccount(server.db, server.tokens);
    const send = () =>
      server.api(paths.studySessions, { token, json: { sessionId: 'timer-throttled', kind: 'timer', seconds: 60 } });
    for (let index = 0; index < STUDY_SESSION_THROTTLE.maxFailures; index += 1) expect((await send()).status).toBe(200);
    expectThrottled(await send(), STUDY_SESSION_THROTTLE.lockMs / 60_000);
  });

  it('needs a student token for the student routes', async () => {
    const admin = await createAccount(server.db, server.tokens, { role: 'admin' });
    for (const path of [paths.progressReport, paths.achievements]) {
      expect((await server.api(path)).status).toBe(401);
      expect((await server.api(path, { token: admin.accessToken })).status).toBe(403);
    }
    expect(
      (await server.api(paths.studySessions, { json: { sessionId: 'timer-session-9', kind: 'timer', seconds: 5 } }))
        .status,
    ).toBe(401);
  });

  it('answers an unknown certificate id with a Bengali 404, and throttles an address that searches for ids', async () => {
    const unknown = await server.api(paths.certificateVerification('AAAAAAAAAAAAAAAAAAAAAAAA'));
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'NOT_FOUND', message: CERTIFICATE_NOT_FOUND_MESSAGE });
    expect((await server.api(paths.certificateVerification('short'))).status).toBe(400);
    for (let index = 1; index < CERTIFICATE_CHECK_THROTTLE.maxFailures - 1; index += 1) {
      expect(
        (await server.api(paths.certificateVerification(`unknown-id-${String(index).padStart(8, '0')}`))).status,
      ).toBe(404);
    }
    expectThrottled(await server.api(paths.certificateVerification('unknown-id-last-one-0000')), 15);
  });
});
