import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { paths } from '../packages/contract/src/index';
import { adminText } from '../packages/ui/src/i18n/adminMessages';
import { ADMIN_EMAIL, ADMIN_PASSWORD, closeToasts, expect, openSignedIn, shot, test, toasts } from './fixtures';

// Issue 7 end to end: an admin writes a subject, a chapter, a topic with maths and a quiz through
// the admin pages; a class 8 student sees and reads them and takes the quiz; the admin edits and
// deletes them; a student's token cannot open the admin API.

/** Opens an admin page from the sidebar (on a phone the sidebar opens from the header first). */
async function openAdminPage(page: Page, isMobile: boolean, link: string, title = link): Promise<void> {
  if (isMobile) await page.getByRole('button', { name: adminText.toggleSidebar }).click();
  await page
    .getByRole('navigation', { name: adminText.navLabel })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

/** Checks the toast, then closes it so it cannot cover the next button on a phone. */
async function expectToast(page: Page, text: string): Promise<void> {
  await expect(toasts(page).getByText(text, { exact: true })).toBeVisible();
  await closeToasts(page);
}

test('an admin writes content that a class 8 student reads and takes, then edits and deletes it', async ({
  page,
  request,
  student,
  isMobile,
}, testInfo) => {
  // One long journey through two roles and a dozen screens: more than the default minute.
  test.setTimeout(240_000);
  // Every run and project writes its own records: the server is shared by parallel tests.
  const tag = `${testInfo.project.name} ${randomBytes(3).toString('hex')}`;
  const subject = `বীজগণিত অনুশীলন ${tag}`;
  const subjectLabel = `${subject} (Class 8)`;
  const chapter = `বর্গ ও বর্গমূল ${tag}`;
  const chapterLabel = `${chapter} · ${subjectLabel}`;
  const topic = `বর্গের ধারণা ${tag}`;
  const quiz = `বর্গ যাচাই ${tag}`;
  const question = 'x = 3 হলে x² এর মান কত?';

  await test.step('the admin signs in', async () => {
    await page.goto('/admin/dashboard');
    // No admin token yet: the guard shows the login page.
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    await expect(page.getByText('Tutor questions today')).toBeVisible();
    await expect(page).toHaveTitle('Admin dashboard | Study Admin');
    await expectToast(page, 'Login successful');
    await shot(page, testInfo, 'admin-dashboard');
  });

  await test.step('the admin creates a class 8 subject', async () => {
    await openAdminPage(page, isMobile, 'Subjects');
    await page.getByRole('button', { name: 'Add Subject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Subject' });
    await dialog.getByLabel('Name', { exact: true }).fill(subject);
    await dialog.getByLabel('Description', { exact: true }).fill('বর্গ, বর্গমূল আর তাদের ব্যবহার।');
    await dialog.getByLabel('Grade level', { exact: true }).fill('8');
    await dialog.getByLabel('Icon', { exact: true }).selectOption({ label: 'Mathematics' });
    await shot(page, testInfo, 'subject-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Subject created successfully');
    await expect(page.getByRole('button', { name: `Edit ${subject}` })).toBeAttached();
  });

  await test.step('the admin adds a chapter to it', async () => {
    await openAdminPage(page, isMobile, 'Chapters');
    await page.getByLabel('Filter by subject', { exact: true }).selectOption({ label: subjectLabel });
    await expect(page.getByRole('heading', { name: 'No chapters found' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Chapter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Chapter' });
    // The filtered subject is preselected and the new chapter goes first in it (spec §9: count + 1).
    await expect(dialog.getByLabel('Subject', { exact: true })).toHaveValue(/^\d+$/);
    await expect(dialog.getByLabel('Order', { exact: true })).toHaveValue('1');
    await dialog.getByLabel('Name', { exact: true }).fill(chapter);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Chapter created successfully');
    await expect(page.getByRole('button', { name: `Edit ${chapter}` })).toBeAttached();
  });

  await test.step('the admin writes a topic with maths and sees the preview', async () => {
    await openAdminPage(page, isMobile, 'Topics');
    await page.getByLabel('Filter by chapter', { exact: true }).selectOption({ label: chapterLabel });
    await page.getByRole('button', { name: 'Add Topic' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Topic' });
    await dialog.getByLabel('Name', { exact: true }).fill(topic);
    await expect(dialog.getByLabel('Order', { exact: true })).toHaveValue('1');
    // By role: on a phone the editor's tab list is also named 'Content'.
    await dialog
      .getByRole('textbox', { name: 'Content', exact: true })
      .fill('কোনো সংখ্যা $x$ কে তার নিজের সঙ্গে গুণ করলে পাই $x^2$।\n\n$$x^2 = x \\times x$$\n\nযেমন $3^2 = 9$।');
    // Phones show the editor and the preview as tabs; wider screens side by side.
    if (isMobile) await dialog.getByRole('tab', { name: 'Preview' }).click();
    await expect(dialog.locator('.katex').first()).toBeVisible();
    await shot(page, testInfo, 'topic-editor-preview');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Topic created successfully');
    await expect(page.getByRole('button', { name: `Edit ${topic}` })).toBeAttached();
  });

  await test.step('the admin makes a quiz with one question', async () => {
    await openAdminPage(page, isMobile, 'Quizzes');
    await page.getByLabel('Filter by chapter', { exact: true }).selectOption({ label: chapterLabel });
    await page.getByRole('button', { name: 'Add Quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Quiz' });
    await dialog.getByLabel('Title', { exact: true }).fill(quiz);
    // Spec §9 defaults: 600 s shown as 10 minutes, passing score 70%.
    await expect(dialog.getByLabel('Time limit (minutes)', { exact: true })).toHaveValue('10');
    await expect(dialog.getByLabel('Passing score (%)', { exact: true })).toHaveValue('70');
    await dialog.getByRole('button', { name: 'Add question' }).click();
    await dialog.getByLabel('Question 1 text', { exact: true }).fill(question);
    await dialog.getByLabel('Question 1, option 1', { exact: true }).fill('6');
    await dialog.getByLabel('Question 1, option 2', { exact: true }).fill('9');
    await dialog.getByRole('button', { name: 'Add option (Question 1)' }).click();
    await dialog.getByLabel('Question 1, option 3', { exact: true }).fill('12');
    await dialog.getByLabel('Question 1: option 2 is correct', { exact: true }).check();
    await shot(page, testInfo, 'quiz-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Quiz created successfully');
    await expect(page.getByRole('button', { name: `Edit ${quiz}` })).toBeAttached();
    await shot(page, testInfo, 'quiz-list');
  });

  await test.step('the dashboard counts the changes in Recent Activity', async () => {
    await openAdminPage(page, isMobile, 'Dashboard', 'Admin dashboard');
    await expect(page.getByText(`Created quiz "${quiz}"`)).toBeVisible();
    await expect(page.getByText(`Created topic "${topic}"`, { exact: false })).toBeVisible();
    await shot(page, testInfo, 'dashboard-recent-activity');
  });

  const main = page.getByRole('main');
  let learnUrl = '';

  await test.step('a class 8 student sees the new subject and its chapter', async () => {
    await openSignedIn(page, student.auth, '/subjects');
    await main.getByRole('link', { name: new RegExp(subject) }).click();
    await expect(page).toHaveURL(/\/subjects\/\d+$/);
    await expect(main.getByRole('heading', { name: new RegExp(subject) }).first()).toBeVisible();
    await shot(page, testInfo, 'student-subject');
    await main.getByRole('link', { name: new RegExp(`^অধ্যায় .+: ${chapter}`) }).click();
    await expect(page).toHaveURL(/\/subjects\/\d+\/\d+\/learn$/);
    learnUrl = page.url();
  });

  await test.step('the student reads the topic with rendered maths', async () => {
    await expect(main.getByRole('heading', { name: topic, exact: true })).toBeVisible();
    await expect(main.locator('.katex').first()).toBeVisible();
    await main.locator('.katex-display').first().scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'student-topic-maths');
  });

  await test.step("the student takes the chapter's quiz", async () => {
    await page.goto(learnUrl.replace(/\/learn$/, '/quiz'));
    // The chapter quiz opens on its start screen; the clock runs from this button (issue 16).
    await main.getByRole('button', { name: 'কুইজ শুরু করো' }).click();
    await expect(main.getByText('প্রশ্ন ১ / ১')).toBeVisible();
    await expect(main.getByText(question)).toBeVisible();
    await main.getByRole('radio', { name: /9/ }).check();
    await main.getByRole('button', { name: 'উত্তর যাচাই করো' }).click();
    await expect(main.getByText('সঠিক উত্তর!', { exact: true })).toBeVisible();
    await shot(page, testInfo, 'student-quiz-answered');
    await main.getByRole('button', { name: 'কুইজ শেষ করো' }).click();
    await expect(main.getByRole('heading', { name: 'কুইজ সম্পন্ন!' })).toBeVisible();
    await shot(page, testInfo, 'student-quiz-result');
  });

  await test.step("a student's token cannot open the admin API", async () => {
    const asStudent = { Authorization: `Bearer ${student.auth.accessToken}` };
    const dashboard = await request.get(paths.adminDashboard, { headers: asStudent });
    expect(dashboard.status()).toBe(403);
    expect(await dashboard.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const create = await request.post(paths.adminCollection('subjects'), {
      headers: asStudent,
      data: { name: 'x', gradeLevel: 8 },
    });
    expect(create.status()).toBe(403);
    expect((await request.get(paths.adminCollection('subjects'))).status()).toBe(401);
  });

  const renamed = `${subject} (সংশোধিত)`;

  await test.step('the admin edits the subject and the topic', async () => {
    // The admin token is still stored (the student's session lives under other keys).
    await page.goto('/admin/subjects');
    await page.getByRole('button', { name: `Edit ${subject}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Subject' });
    await expect(dialog.getByLabel('Name', { exact: true })).toHaveValue(subject);
    await dialog.getByLabel('Name', { exact: true }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expectToast(page, 'Subject updated successfully');
    await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeAttached();

    await openAdminPage(page, isMobile, 'Topics');
    await page.getByRole('button', { name: `Edit ${topic}` }).click();
    const topicDialog = page.getByRole('dialog', { name: 'Edit Topic' });
    await topicDialog.getByLabel('Duration (minutes)', { exact: true }).fill('15');
    await topicDialog.getByRole('button', { name: 'Save' }).click();
    await expect(topicDialog).toBeHidden();
    await expectToast(page, 'Topic updated successfully');
    await shot(page, testInfo, 'topic-edited');
  });

  await test.step('the admin deletes the quiz, then the subject with what it holds', async () => {
    await openAdminPage(page, isMobile, 'Quizzes');
    await page.getByRole('button', { name: `Delete ${quiz}` }).click();
    const confirmQuiz = page.getByRole('alertdialog', { name: 'Delete Quiz' });
    await expect(confirmQuiz.getByText('This action cannot be undone...')).toBeVisible();
    await confirmQuiz.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmQuiz).toBeHidden();
    await expectToast(page, 'Quiz deleted successfully');
    await expect(page.getByRole('button', { name: `Delete ${quiz}` })).toHaveCount(0);

    await openAdminPage(page, isMobile, 'Subjects');
    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirmSubject = page.getByRole('alertdialog', { name: 'Delete Subject' });
    // decisions.md: deleting a parent says what goes with it and asks first.
    await expect(confirmSubject.getByText('This will also remove 1 chapter.')).toBeVisible();
    await shot(page, testInfo, 'delete-subject-confirmation');
    await confirmSubject.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmSubject).toBeHidden();
    await expectToast(page, 'Subject deleted successfully');
    await expect(page.getByRole('button', { name: `Delete ${renamed}` })).toHaveCount(0);
    await shot(page, testInfo, 'subjects-after-delete');
  });

  await test.step('the student no longer finds them', async () => {
    const subjects = await request.get(paths.subjects, {
      params: { classId: '8' },
      headers: { Authorization: `Bearer ${student.auth.accessToken}` },
    });
    expect(subjects.ok()).toBe(true);
    expect(JSON.stringify(await subjects.json())).not.toContain(tag);
  });

  await test.step('logout clears the admin token', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    await page.goto('/admin/topics');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });
});
