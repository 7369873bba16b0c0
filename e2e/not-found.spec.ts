// Issue 16: a subject or chapter that does not exist (deleted, or a wrong address) is said to be
// missing, in Bengali, with a way back; it is not reported as a network problem to retry.
import { expect, findChapter, openSignedIn, shot, test } from './fixtures';

const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';
const NETWORK_PROBLEM = /লোড করতে সমস্যা|ইন্টারনেট সংযোগ/;

test('an unknown subject or chapter shows a not-found state with a way back, not a network error', async ({
  page,
  request,
  student,
}, testInfo) => {
  const { subjectId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  const main = page.getByRole('main');

  await test.step('an unknown subject: back to the subjects', async () => {
    await openSignedIn(page, student.auth, '/subjects/987654');
    await expect(main.getByRole('heading', { name: 'বিষয়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(main).not.toContainText(NETWORK_PROBLEM);
    await expect(main.getByRole('button', { name: 'আবার লোড করো' })).toHaveCount(0);
    await shot(page, testInfo, 'subject-not-found');
    // The not-found state's own way back (the page's back link above says the same).
    await main.getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' }).last().click();
    await expect(page).toHaveURL(/\/subjects$/);
  });

  for (const [name, path] of [
    ['learning page', `/subjects/${subjectId}/987654/learn`],
    ['ask page', `/subjects/${subjectId}/987654/ask`],
  ] as const) {
    await test.step(`an unknown chapter's ${name}: back to its subject`, async () => {
      await openSignedIn(page, student.auth, path);
      await expect(main.getByRole('heading', { name: 'অধ্যায়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
      await expect(main).not.toContainText(NETWORK_PROBLEM);
      await shot(page, testInfo, `chapter-not-found-${name.replace(' ', '-')}`);
      await main.getByRole('link', { name: 'বিষয়ে ফিরে যাও' }).last().click();
      await expect(page).toHaveURL(new RegExp(`/subjects/${subjectId}$`));
      await expect(main.getByRole('heading', { name: new RegExp(SUBJECT) }).first()).toBeVisible();
    });
  }

  await test.step('a malformed address is not found either', async () => {
    await openSignedIn(page, student.auth, `/subjects/${subjectId}/abc/learn`);
    await expect(main.getByRole('heading', { name: 'অধ্যায়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
  });
});
