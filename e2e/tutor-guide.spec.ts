import { expect, findChapter, openSignedIn, shot, test } from './fixtures';

// Issue 17 §2: a fresh calculation with the student's own numbers is guided step by step on the
// ask page (never refused as "exercise"), and the student's answer to a step is checked.

const SUBJECT = 'গণিত';
const CHAPTER = 'মুনাফা';

test('a student asks a fresh compound-interest question on the ask page, answers a step and sees it checked', async ({
  page,
  request,
  student,
}, testInfo) => {
  // Three replies streamed word by word (50 ms a word): 2 minutes at a load average of 38 on 2 cores.
  test.setTimeout(6 * 60_000);
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/ask`);
  const chat = page.getByRole('region', { name: 'কথোপকথন' });
  const input = page.getByLabel('তোমার প্রশ্ন');
  const send = page.getByRole('button', { name: 'পাঠাও' });

  await input.fill('৭০০০ টাকা বার্ষিক ১০% চক্রবৃদ্ধি মুনাফায় ২ বছরে কত হবে?');
  await send.click();
  await expect(chat).toContainText('ধাপ ১: ১ বছর শেষে মোট কত টাকা হবে?');
  await expect(chat).not.toContainText('উত্তরটা আমি বলে দিচ্ছি না');
  await expect(page.getByText('এআই শিক্ষক লিখছে...')).toHaveCount(0);
  await shot(page, testInfo, 'guide-first-step');

  // A wrong step gets a hint, not the answer.
  await input.fill('৭১০০');
  await send.click();
  await expect(chat).toContainText('৭১০০');
  await expect(chat.getByText(/ধাপ ১:/)).toHaveCount(2);
  await expect(page.getByText('এআই শিক্ষক লিখছে...')).toHaveCount(0);

  // The right one (in Latin digits) is checked and the next step asked.
  await input.fill('7700');
  await send.click();
  await expect(chat).toContainText('৭৭০০ টাকা');
  await expect(chat).toContainText('ধাপ ২: ২ বছর শেষে মোট কত টাকা হবে?');
  await expect(page.getByText('এআই শিক্ষক লিখছে...')).toHaveCount(0);
  await shot(page, testInfo, 'guide-step-checked');
});
