// Issue 23 moved the learning page's tutor chat out of the page's first load: it downloads when the
// student opens the dialog. On a dropped connection that download fails; the student keeps the
// lesson, reads why in the dialog, and opens the chat once the connection is back.
import { expect as baseExpect, findChapter, openSignedIn, shot, test } from './fixtures';

const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test('the tutor chat that fails to download keeps the lesson, says why in Bengali and opens on a retry', async ({
  page,
  request,
  student,
}, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  const lesson = page.getByRole('main').getByRole('heading', { name: CHAPTER, exact: true });
  await expect(lesson).toBeVisible();

  const chatChunk = /\/assets\/TutorPanelContainer-[^/]*\.js$/;
  await page.route(chatChunk, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }).click();
  const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
  await expect(dialog.getByRole('alert')).toContainText('এআই শিক্ষক খোলা যায়নি');
  await expect(lesson).toBeVisible();
  await shot(page, testInfo, 'tutor-panel-download-failed');

  await page.unroute(chatChunk);
  await dialog.getByRole('button', { name: 'আবার চেষ্টা করো' }).click();
  await expect(dialog.getByText('স্ট্রিমিং চালু')).toBeVisible();
  await expect(dialog.getByLabel('তোমার প্রশ্ন')).toBeVisible();
});
