import { adminLoginDataSchema, adminQuizSchema, paths, quizSchema } from '@study/contract';
import type { APIRequestContext } from '@playwright/test';
import type { AuthData } from '@study/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiData, expect, findChapter, openSignedIn, shot, test } from './fixtures';

// "কেন ভুল হলো?" (issue 17 §2): after the chapter quiz, each wrong answer on the result offers
// the tutor's explanation of that answer against the right one, in place. On a 360 px phone and
// a 1280 px desktop.

const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';

/** The chapter's quiz as the student gets it, and its key as only an admin reads it: the test must know which answer is wrong. */
async function quizWithKey(request: APIRequestContext, auth: AuthData, chapterId: number) {
  const headers = { Authorization: `Bearer ${auth.accessToken}` };
  const quiz = await apiData(await request.get(paths.chapterQuiz(chapterId), { headers }), quizSchema);
  const admin = await apiData(
    await request.post(paths.adminLogin, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
    adminLoginDataSchema,
  );
  const keyed = await apiData(
    await request.get(paths.adminItem('quizzes', quiz.id), {
      headers: { Authorization: `Bearer ${admin.accessToken}` },
    }),
    adminQuizSchema,
  );
  const keyOf = (questionId: number) => {
    const question = keyed.questions.find((candidate) => candidate.id === questionId);
    const right = question?.options.find((option) => option.isCorrect);
    if (!question || !right) throw new Error(`no key for question ${questionId}`);
    return right;
  };
  const [first] = quiz.questions;
  if (!first) throw new Error('the seeded quiz has no questions');
  const firstRight = keyOf(first.id);
  const firstWrong = first.options.find((option) => option.id !== firstRight.id);
  if (!firstWrong) throw new Error('the first question has no wrong option');
  return { quiz, keyOf, first, firstRight, firstWrong };
}

test('a wrong answer in the chapter quiz: "কেন ভুল হলো?" on the result brings the tutor\'s explanation naming the right answer', async ({
  page,
  request,
  student,
}, testInfo) => {
  // Every question is answered (the review comes once the quiz is over): minutes under load.
  test.setTimeout(600_000);
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  const { quiz, keyOf, first, firstRight, firstWrong } = await quizWithKey(request, student.auth, chapterId);

  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/quiz`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'কুইজ শুরু করো' }).click();

  // The first question answered wrong, every other one right.
  for (const [index, question] of quiz.questions.entries()) {
    const choice = index === 0 ? firstWrong.id : keyOf(question.id).id;
    await main
      .getByRole('radio')
      .nth(question.options.findIndex((option) => option.id === choice))
      .check();
    await main.getByRole('button', { name: 'উত্তর যাচাই করো' }).click();
    await expect(main.getByText(index === 0 ? 'ভুল উত্তর!' : 'সঠিক উত্তর!', { exact: true })).toBeVisible();
    // Not offered during the quiz: its one clock runs on through the feedback.
    await expect(main.getByRole('button', { name: 'কেন ভুল হলো?' })).toHaveCount(0);
    const isLast = index === quiz.questions.length - 1;
    await main.getByRole('button', { name: isLast ? 'কুইজ শেষ করো' : 'পরবর্তী প্রশ্ন' }).click();
  }

  await expect(main.getByRole('heading', { name: 'কুইজ সম্পন্ন!' })).toBeVisible();
  const review = main.getByRole('region', { name: 'যেগুলো ভুল হয়েছে' });
  await expect(review).toBeVisible();
  const wrong = review.getByRole('listitem');
  await expect(wrong).toHaveCount(1);
  await expect(wrong).toContainText(firstWrong.text);
  await expect(wrong).toContainText(firstRight.text);
  await shot(page, testInfo, 'why-wrong-review');

  const asked = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === paths.tutorChat,
  );
  await wrong.getByRole('button', { name: 'কেন ভুল হলো?' }).click();
  expect((await asked).postDataJSON()).toEqual({
    chapterId,
    message: 'কেন ভুল হলো?',
    language: 'bn',
    quizAnswer: { questionId: first.id, optionId: firstWrong.id },
  });
  const explanation = wrong.getByRole('region', { name: 'এআই শিক্ষকের ব্যাখ্যা' });
  // The tutor's turn names the student's choice and the right answer, from the quiz's key.
  await expect(explanation).toContainText(`ঠিক উত্তর «${firstRight.text}»`);
  await expect(explanation).toContainText(`তুমি বেছেছিলে «${firstWrong.text}»`);
  await explanation.scrollIntoViewIfNeeded();
  await expect(explanation).toBeInViewport();
  // Asked once: the explanation stays, no second question is spent on it.
  await expect(wrong.getByRole('button', { name: 'কেন ভুল হলো?' })).toHaveCount(0);
  // A 360 px phone reads it without scrolling sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await shot(page, testInfo, 'why-wrong-explained');
});

test('a wrong answer in the ask page\'s quiz: "কেন ভুল হলো?" becomes the student\'s turn and the tutor explains it in the chat', async ({
  page,
  request,
  student,
}, testInfo) => {
  // Six questions to the tutor before it offers the quiz (spec §9).
  test.setTimeout(600_000);
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  const { first, firstRight, firstWrong } = await quizWithKey(request, student.auth, chapterId);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/ask`);

  const input = page.getByLabel('তোমার প্রশ্ন');
  const send = page.getByRole('button', { name: 'পাঠাও' });
  const questions = [
    'বর্গসংখ্যা কী?',
    'ত্রিভুজ সংখ্যা কাকে বলে?',
    '১, ৪, ৯, ১৬ এর পরের পদ কত?',
    'ফিবোনাক্কি প্যাটার্ন কী?',
    'ম্যাজিক বর্গ কী?',
    'প্যাটার্নের সাধারণ পদ কীভাবে বের করি?',
  ];
  for (const question of questions) {
    await input.fill(question);
    // Enabled again once the previous reply has finished.
    await expect(send).toBeEnabled({ timeout: 60_000 });
    await send.click();
  }
  await page.getByRole('button', { name: 'হ্যাঁ, শুরু করি' }).click({ timeout: 60_000 });

  const quiz = page.getByRole('region', { name: 'চ্যাটের কুইজ' });
  await expect(quiz.getByRole('radio')).toHaveCount(first.options.length);
  await quiz
    .getByRole('radio')
    .nth(first.options.findIndex((option) => option.id === firstWrong.id))
    .check();
  await quiz.getByRole('button', { name: 'উত্তর জমা দাও' }).click();
  await expect(quiz.getByRole('heading', { name: 'ভুল উত্তর!' })).toBeVisible();

  const asked = page.waitForRequest(
    (sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === paths.tutorChat,
  );
  await quiz.getByRole('button', { name: 'কেন ভুল হলো?' }).click();
  expect((await asked).postDataJSON()).toMatchObject({
    chapterId,
    message: 'কেন ভুল হলো?',
    quizAnswer: { questionId: first.id, optionId: firstWrong.id },
  });
  const log = page.getByRole('log');
  await expect(log.getByText('কেন ভুল হলো?', { exact: true })).toBeVisible();
  await expect(log).toContainText(`তুমি বেছেছিলে «${firstWrong.text}», কিন্তু ঠিক উত্তর «${firstRight.text}»`, {
    timeout: 30_000,
  });
  // Once per answer: the button is gone, the quiz goes on.
  await expect(quiz.getByRole('button', { name: 'কেন ভুল হলো?' })).toHaveCount(0);
  await expect(quiz.getByRole('button', { name: 'পরবর্তী প্রশ্ন' })).toBeVisible();
  await shot(page, testInfo, 'why-wrong-in-chat');
});
