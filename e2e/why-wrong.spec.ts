import { adminLoginDataSchema, adminQuizSchema, paths, quizSchema } from '@study/contract';
import { ADMIN_EMAIL, ADMIN_PASSWORD, apiData, expect, findChapter, openSignedIn, shot, test } from './fixtures';

// "কেন ভুল হলো?" (issue 17 §2): after the chapter quiz, each wrong answer on the result offers
// the tutor's explanation of that answer against the right one, in place. On a 360 px phone and
// a 1280 px desktop.

const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';

test('a wrong answer in the chapter quiz: "কেন ভুল হলো?" on the result brings the tutor\'s explanation naming the right answer', async ({
  page,
  request,
  student,
}, testInfo) => {
  // Every question is answered (the review comes once the quiz is over): minutes under load.
  test.setTimeout(600_000);
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  const headers = { Authorization: `Bearer ${student.auth.accessToken}` };
  const quiz = await apiData(await request.get(paths.chapterQuiz(chapterId), { headers }), quizSchema);
  // The key, as only an admin reads it: the test must know which answer is wrong.
  const admin = await apiData(await request.post(paths.adminLogin, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }), adminLoginDataSchema);
  const keyed = await apiData(
    await request.get(paths.adminItem('quizzes', quiz.id), { headers: { Authorization: `Bearer ${admin.accessToken}` } }),
    adminQuizSchema,
  );
  const keyOf = (questionId: number) => {
    const question = keyed.questions.find((candidate) => candidate.id === questionId);
    const right = question?.options.find((option) => option.isCorrect);
    if (!question || !right) throw new Error(`no key for question ${questionId}`);
    return right;
  };

  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/quiz`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'কুইজ শুরু করো' }).click();

  // The first question answered wrong, every other one right.
  const [first] = quiz.questions;
  if (!first) throw new Error('the seeded quiz has no questions');
  const firstRight = keyOf(first.id);
  const firstWrong = first.options.find((option) => option.id !== firstRight.id);
  if (!firstWrong) throw new Error('the first question has no wrong option');
  for (const [index, question] of quiz.questions.entries()) {
    const choice = index === 0 ? firstWrong.id : keyOf(question.id).id;
    await main.getByRole('radio').nth(question.options.findIndex((option) => option.id === choice)).check();
    await main.getByRole('button', { name: 'উত্তর যাচাই করুন' }).click();
    await expect(main.getByText(index === 0 ? 'ভুল উত্তর!' : 'সঠিক উত্তর!', { exact: true })).toBeVisible();
    // Not offered during the quiz: its one clock runs on through the feedback.
    await expect(main.getByRole('button', { name: 'কেন ভুল হলো?' })).toHaveCount(0);
    const isLast = index === quiz.questions.length - 1;
    await main.getByRole('button', { name: isLast ? 'কুইজ শেষ করুন' : 'পরবর্তী প্রশ্ন' }).click();
  }

  await expect(main.getByRole('heading', { name: 'কুইজ সম্পন্ন!' })).toBeVisible();
  const review = main.getByRole('region', { name: 'যেগুলো ভুল হয়েছে' });
  await expect(review).toBeVisible();
  const wrong = review.getByRole('listitem');
  await expect(wrong).toHaveCount(1);
  await expect(wrong).toContainText(firstWrong.text);
  await expect(wrong).toContainText(firstRight.text);
  await shot(page, testInfo, 'why-wrong-review');

  const asked = page.waitForRequest((sent) => sent.method() === 'POST' && new URL(sent.url()).pathname === paths.tutorChat);
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
