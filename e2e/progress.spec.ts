import { readFileSync } from 'node:fs';
import path from 'node:path';
import { paths, quizSchema } from '@study/contract';
import { toBengaliDigits } from '../packages/ui/src/i18n/format';
import { apiData, baseUrl, expect, findChapter, openSignedIn, shot, test, toasts } from './fixtures';

// Issue 19 end to end: a student studies a chapter, passes its quiz, and sees the progress, the
// streak, the badge and the certificate; anyone checks the certificate at its public address,
// logged out. On a 360 px phone and a 1280 px desktop.

const SUBJECT = 'বাংলা';
const CHAPTER = 'ভাষা';
/** The seeded chapter: its quiz's key is in the content file the server seeds from. */
const chapterFile = path.join(
  import.meta.dirname,
  '../apps/server/src/seed/content/class-8/bangla/01-language/chapter.json',
);

interface SeedChapter {
  topics: unknown[];
  quiz: { questions: { question: string; options: { text: string; isCorrect: boolean }[] }[] };
}

test('study a chapter, pass its quiz: progress, streak, badge and certificate, verified logged out', async ({
  page,
  request,
  browser,
  student,
}, testInfo) => {
  // Four topics and thirteen questions, each sent to the server: minutes on a loaded 2-core machine.
  test.setTimeout(900_000);
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  const headers = { Authorization: `Bearer ${student.auth.accessToken}` };
  const quiz = await apiData(await request.get(paths.chapterQuiz(chapterId), { headers }), quizSchema);
  const seed = JSON.parse(readFileSync(chapterFile, 'utf8')) as SeedChapter;
  // The right option of every question, by its id (the API never sends the key).
  const rightOptions = new Set<string>();
  for (const question of quiz.questions) {
    const seeded = seed.quiz.questions.find((candidate) => candidate.question === question.question);
    const right = seeded?.options.find((option) => option.isCorrect)?.text;
    const option = question.options.find((candidate) => candidate.text === right);
    if (!option) throw new Error(`no key for ${question.question}`);
    rightOptions.add(String(option.id));
  }
  const main = page.getByRole('main');

  await test.step('study every topic of the chapter: the first finished topic earns a badge, with a toast', async () => {
    await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
    const next = main.getByRole('button', { name: 'পরের টপিক' });
    await next.click();
    await expect(toasts(page).getByText('নতুন ব্যাজ পেয়েছ: প্রথম পদক্ষেপ')).toBeVisible();
    await shot(page, testInfo, 'badge-toast');
    for (let index = 2; index < seed.topics.length; index += 1) await next.click();
    await main.getByRole('button', { name: 'পড়া শেষ, এবার কুইজ দাও' }).click();
    await expect(page).toHaveURL(new RegExp(`/subjects/${subjectId}/${chapterId}/quiz$`));
  });

  await test.step('pass the quiz: the certificate comes with it, with a toast', async () => {
    await main.getByRole('button', { name: 'কুইজ শুরু করো' }).click();
    for (let index = 0; index < quiz.questions.length; index += 1) {
      await expect(
        main.getByText(`প্রশ্ন ${toBengaliDigits(index + 1)} / ${toBengaliDigits(quiz.questions.length)}`),
      ).toBeVisible();
      const radios = main.getByRole('radio');
      const values = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
      const right = values.find((value) => rightOptions.has(value));
      await main.locator(`input[type="radio"][value="${right}"]`).check();
      await main.getByRole('button', { name: 'উত্তর যাচাই করো' }).click();
      await expect(main.getByText('সঠিক উত্তর!')).toBeVisible();
      if (index < quiz.questions.length - 1) await main.getByRole('button', { name: 'পরবর্তী প্রশ্ন' }).click();
    }
    await main.getByRole('button', { name: 'কুইজ শেষ করো' }).click();
    await expect(main.getByText('পাস করেছ!')).toBeVisible();
    await expect(toasts(page).getByText('অভিনন্দন! নতুন সনদ পেয়েছ')).toBeVisible();
    await shot(page, testInfo, 'quiz-passed');
  });

  await test.step('the progress page: the streak and the completed chapter with its best score', async () => {
    await openSignedIn(page, student.auth, '/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'অগ্রগতি' })).toBeVisible();
    await expect(main.getByText(CHAPTER, { exact: true }).first()).toBeVisible();
    await expect(main.getByText('১০০%').first()).toBeVisible();
    await shot(page, testInfo, 'progress');
  });

  let certificateId = '';
  await test.step('the achievements page: the badge earned and the certificate', async () => {
    await openSignedIn(page, student.auth, '/achievements');
    await expect(main.getByText('প্রথম পদক্ষেপ')).toBeVisible();
    await shot(page, testInfo, 'achievements');
    const link = main.getByRole('link', { name: new RegExp(CHAPTER) }).first();
    const href = (await link.getAttribute('href')) ?? '';
    certificateId = /\/certificates\/([A-Za-z0-9_-]+)$/.exec(href)?.[1] ?? '';
    expect(certificateId).toMatch(/^[A-Za-z0-9_-]{24}$/);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/certificates/${certificateId}$`));
    await expect(main.getByText(student.name).first()).toBeVisible();
    await expect(main.getByText(CHAPTER, { exact: true }).first()).toBeVisible();
    await shot(page, testInfo, 'certificate');
  });

  await test.step('anyone checks the certificate at its public address, logged out: name, chapter, score, date', async () => {
    const visitor = await browser.newContext({ baseURL: baseUrl(), viewport: page.viewportSize() });
    try {
      const publicPage = await visitor.newPage();
      await publicPage.goto(`/verify/${certificateId}`);
      const publicMain = publicPage.getByRole('main');
      await expect(publicMain.getByText(student.name).first()).toBeVisible();
      await expect(publicMain.getByText(CHAPTER, { exact: true }).first()).toBeVisible();
      await expect(publicMain.getByText('১০০%').first()).toBeVisible();
      // Nothing more about the student: not the class, not the username.
      await expect(publicMain.getByText(student.username)).toHaveCount(0);
      await shot(publicPage, testInfo, 'verification');

      await publicPage.goto('/verify/AAAAAAAAAAAAAAAAAAAAAAAA');
      await expect(publicPage.getByRole('main').getByText('সনদটি খুঁজে পাওয়া যায়নি')).toBeVisible();
    } finally {
      await visitor.close();
    }
  });
});
