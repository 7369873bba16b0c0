import { expect, findChapter, openSignedIn, shot, test } from './fixtures';

// Issue 16 item 7: the ask page asks about the whole chapter. The seeded class 8 science chapter
// "জীবের বৃদ্ধি ও বংশগতি" opens on cell division; RNA is its fourth topic.
const SUBJECT = 'বিজ্ঞান';
const CHAPTER = 'জীবের বৃদ্ধি ও বংশগতি';

test('the ask page answers from any topic of the chapter', async ({ page, request, student }, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/ask`);

  await page.getByLabel('তোমার প্রশ্ন').fill('RNA কী?');
  await page.getByRole('button', { name: 'পাঠাও' }).click();

  const log = page.getByRole('log');
  await expect(log).toContainText('RNA কী?');
  // The fourth topic's passage, named as coming from that topic, not "not in the lesson".
  await expect(log).toContainText('ইউরাসিল', { timeout: 30_000 });
  await expect(log).toContainText('«বংশগতি: ক্রোমোসোম, DNA, RNA ও জিন» পাঠের');
  await expect(log).not.toContainText('কিছু লেখা নেই');
  await shot(page, testInfo, 'ask-chapter-rna');
});
