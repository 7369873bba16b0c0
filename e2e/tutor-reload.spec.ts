// Issue 16.4: a tutor reply cut by a reload is not lost with its question spent. The page shows
// what had arrived, marked as cut, gives the question back (today's count as before asking) and
// offers to ask it again.
import type { Page } from '@playwright/test';
import { expect as baseExpect, findChapter, openSignedIn, shot, test, tutorReplies } from './fixtures';

const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';

// Several page loads and two streamed replies on a machine that may be busy: slowness alone must
// never fail a step.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

async function openTutor(page: Page) {
  await page.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }).click();
  const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
  await expect(dialog.getByText('স্ট্রিমিং চালু')).toBeVisible();
  return dialog;
}

test('a tutor reply cut by a reload keeps its words, gives its question back and can be asked again', async ({
  page,
  request,
  student,
}, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  let dialog = await openTutor(page);
  const remaining = dialog.getByText(/^আজ বাকি [০-৯]+\/[০-৯]+$/);
  await expect(remaining).toBeVisible();
  const before = await remaining.innerText();

  // The slowest pace the panel offers: the reply is still arriving when the page reloads.
  await dialog.getByRole('button', { name: 'সেটিংস' }).click();
  await dialog.getByRole('radio', { name: 'ধীর' }).check();
  const question = 'বর্গসংখ্যার প্যাটার্নে পরের পদ কীভাবে বের করব?';
  await dialog.getByLabel('তোমার প্রশ্ন').fill(question);
  await dialog.getByRole('button', { name: 'পাঠাও' }).click();
  let log = dialog.getByRole('log', { name: 'কথোপকথন' });
  // The first words are on screen, the rest still to come.
  const streaming = tutorReplies(log, 'streaming');
  await expect(streaming.locator('[data-reply-text]')).toHaveText(/\S+ \S+ \S+/);
  await expect(remaining).not.toHaveText(before);
  const seenWords = ((await streaming.locator('[data-reply-text]').textContent()) ?? '').split(/\s+/).filter(Boolean);
  await shot(page, testInfo, 'tutor-reply-before-reload');

  await page.reload();
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  dialog = await openTutor(page);
  log = dialog.getByRole('log', { name: 'কথোপকথন' });

  await test.step('the question, the words that had arrived marked as cut, the question given back', async () => {
    await expect(log).toContainText(question);
    const cut = tutorReplies(log, 'cut');
    await expect(cut).toHaveCount(1);
    await expect(cut).toContainText(seenWords.slice(0, 3).join(' '));
    await expect(cut).toContainText('উত্তরটি মাঝপথে থেমে গেছে। প্রশ্নটি তোমাকে ফেরত দেওয়া হয়েছে');
    await expect(dialog.getByText(/^আজ বাকি [০-৯]+\/[০-৯]+$/)).toHaveText(before);
    await shot(page, testInfo, 'tutor-reply-cut-after-reload');
  });

  await test.step('"আবার জিজ্ঞেস করো" asks it again, to a whole reply, counted once', async () => {
    await dialog.getByRole('button', { name: 'আবার জিজ্ঞেস করো' }).click();
    await expect(tutorReplies(log, 'complete')).toHaveCount(1);
    await expect(log).not.toHaveAttribute('aria-busy', 'true');
    await expect(tutorReplies(log, 'cut')).toHaveCount(0);
    // The question once, its one answer after it.
    await expect.poll(async () => ((await log.textContent()) ?? '').split(question).length - 1).toBe(1);
    await expect(dialog.getByText(/^আজ বাকি [০-৯]+\/[০-৯]+$/)).not.toHaveText(before);
    await shot(page, testInfo, 'tutor-asked-again');
  });

  await test.step('a further reload keeps the finished conversation and gives nothing back twice', async () => {
    const after = await dialog.getByText(/^আজ বাকি [০-৯]+\/[০-৯]+$/).innerText();
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    dialog = await openTutor(page);
    log = dialog.getByRole('log', { name: 'কথোপকথন' });
    await expect(tutorReplies(log, 'complete')).toHaveCount(1);
    await expect(tutorReplies(log, 'cut')).toHaveCount(0);
    await expect(dialog.getByText(/^আজ বাকি [০-৯]+\/[০-৯]+$/)).toHaveText(after);
  });
});
