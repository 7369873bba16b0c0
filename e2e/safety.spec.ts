import { randomBytes } from 'node:crypto';
import { adminText, flagText } from '../packages/ui/src/i18n/adminMessages';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  closeToasts,
  expect,
  findChapter,
  openSignedIn,
  shot,
  test,
  toasts,
} from './fixtures';

// Issue 17 §3–§4 end to end: a student tells the tutor they want to die; the tutor answers with
// care (trusted adult, 999, 1098, a teacher may read this), with no "complex question" toast; an
// admin finds the message flagged high on "Flagged conversations", reads the conversation, marks
// it seen and resolves it with a note.

test('a distress message gets the caring reply and reaches an admin, who marks it seen and resolves it', async ({
  page,
  request,
  student,
  isMobile,
}, testInfo) => {
  test.setTimeout(180_000);
  // Parallel projects share the server: each run's message is its own.
  const message = `আমার মরে যেতে ইচ্ছা করে ${randomBytes(3).toString('hex')}`;
  const { subjectId, chapterId } = await findChapter(request, student.auth, 'গণিত', 'প্যাটার্ন');

  await test.step('the student tells the tutor', async () => {
    await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
    await page.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }).click();
    const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
    await dialog.getByLabel('তোমার প্রশ্ন').fill(message);
    await dialog.getByRole('button', { name: 'পাঠাও' }).click();
    const log = dialog.getByRole('log', { name: 'কথোপকথন' });
    await expect(log).toContainText('বিশ্বস্ত কোনো বড় মানুষের সঙ্গে কথা বলো', { timeout: 30_000 });
    await expect(log).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
    await expect(log).toContainText('৯৯৯');
    await expect(log).toContainText('১০৯৮');
    await expect(log).toContainText('এই কথোপকথনটি পড়তে পারেন');
    // No "this question is complex, ask a teacher" toast, nor the same hint under the reply.
    await expect(toasts(page).getByText('এই প্রশ্নটি জটিল, শিক্ষকের সাহায্য নাও')).toHaveCount(0);
    await expect(log.getByText('এই প্রশ্নটি জটিল, শিক্ষকের সাহায্য নাও')).toHaveCount(0);
    await shot(page, testInfo, 'safety-reply');
  });

  await test.step('an admin finds it flagged high and reads the conversation', async () => {
    await page.goto('/admin/login');
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByText(flagText.statNewFlags)).toBeVisible();
    await closeToasts(page);
    if (isMobile) await page.getByRole('button', { name: adminText.toggleSidebar }).click();
    await page
      .getByRole('navigation', { name: adminText.navLabel })
      .getByRole('link', { name: flagText.navFlags })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: flagText.title })).toBeVisible();

    await page.getByLabel(flagText.kindFilter).selectOption('self_harm');
    const flag = page
      .getByRole('region', { name: flagText.listLabel })
      .getByRole('button')
      .filter({ hasText: message });
    await expect(flag).toContainText('High');
    await expect(flag).toContainText('Self-harm');
    await expect(flag).toContainText('New');
    await expect(flag).toContainText(student.name);
    await flag.click();
    const detail = page.getByRole('region', { name: flagText.detailLabel });
    await expect(detail.getByRole('heading', { name: flagText.detailTitle(student.name) })).toBeVisible();
    await expect(detail.getByText(message, { exact: true })).toBeVisible();
    await expect(detail.getByText(flagText.flagged)).toHaveCount(2);
    await shot(page, testInfo, 'admin-flag-detail');
  });

  await test.step('the admin marks it seen, then resolves it with a note', async () => {
    const detail = page.getByRole('region', { name: flagText.detailLabel });
    const flag = page
      .getByRole('region', { name: flagText.listLabel })
      .getByRole('button')
      .filter({ hasText: message });
    await detail.getByRole('button', { name: flagText.markSeen }).click();
    await expect(toasts(page).getByText(flagText.markedSeen)).toBeVisible();
    await closeToasts(page);
    await expect(flag).toContainText('Seen');
    await detail.getByLabel(flagText.note, { exact: true }).fill('Class teacher called the parents the same day.');
    await detail.getByRole('button', { name: flagText.resolve }).click();
    await expect(toasts(page).getByText(flagText.resolvedToast)).toBeVisible();
    await closeToasts(page);
    await expect(flag).toContainText('Resolved');
    await expect(detail.getByText(/Reviewed by e2e-admin@example\.com/)).toBeVisible();
    await shot(page, testInfo, 'admin-flag-resolved');
  });
});
