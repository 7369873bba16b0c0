import { toBengaliDigits } from '../packages/ui/src/i18n/format';
import {
  closeToasts,
  expect,
  expiredCopyOf,
  findChapter,
  mainMenu,
  newStudentDetails,
  openPage,
  openSignedIn,
  shot,
  test,
  toasts,
  tutorReplies,
  watchStreamedReply,
} from './fixtures';

// The seeded class 8 maths chapter with written topics, maths and a quiz.
const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';
const FIRST_TOPIC = 'সংখ্যার প্যাটার্ন চেনা';
const SECOND_TOPIC = 'প্যাটার্নের বীজগণিতীয় রাশি (সাধারণ পদ)';

test('a new student sees the validation messages, registers and lands on the dashboard', async ({
  page,
  isMobile,
}, testInfo) => {
  const student = newStudentDetails(testInfo);
  await openPage(page, '/login');
  await page.getByRole('tab', { name: 'নিবন্ধন' }).click();
  const form = page.getByRole('tabpanel', { name: 'নিবন্ধন' });
  const submit = form.getByRole('button', { name: 'নিবন্ধন করো' });
  const name = form.getByLabel('পূর্ণ নাম');
  const password = form.getByLabel('পাসওয়ার্ড', { exact: true });
  const phone = form.getByLabel('মোবাইল নম্বর');

  await test.step('empty submit asks for every required field', async () => {
    await submit.click();
    await expect(form.getByText('অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো').first()).toBeVisible();
    await expect(name).toHaveAccessibleDescription(/অনুগ্রহ করে সকল আবশ্যক ক্ষেত্র পূরণ করো/);
    await expect(phone).toHaveValue('+880');
    await shot(page, testInfo, 'registration-empty-submit');
  });

  await test.step('a bad phone and a short password are refused', async () => {
    await closeToasts(page);
    await name.fill(student.name);
    await form.getByLabel('ইউজারনেম').fill(student.username);
    await password.fill('abc12');
    // The field starts with '+880' and puts the caret after it: the student types on, too few digits.
    await phone.click();
    await phone.press('End');
    await phone.pressSequentially('17123');
    await expect(phone).toHaveValue('+88017123');
    await form.getByLabel('শ্রেণি').selectOption('8');
    await submit.click();
    await expect(phone).toHaveAccessibleDescription(/সঠিক মোবাইল নম্বর দাও/);
    await expect(password).toHaveAccessibleDescription(/পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে/);
    await shot(page, testInfo, 'registration-bad-phone-short-password');
    await closeToasts(page);
    // A local number written without the country code.
    await phone.fill('01712345678');
    await submit.click();
    await expect(phone).toHaveAccessibleDescription(/মোবাইল নম্বর \+880 দিয়ে শুরু করো/);
    await closeToasts(page);
  });

  await test.step('a valid registration lands on the dashboard with name and class', async () => {
    await password.fill(student.password);
    await phone.fill(student.phone);
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page).getByText('সফলভাবে নিবন্ধন হয়েছে!')).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: `স্বাগতম, ${student.name}!` })).toBeVisible();
    await expect(main.getByText('অষ্টম শ্রেণি').first()).toBeVisible();
    // Phones show only the avatar in the header; wider screens show the name and class too.
    if (!isMobile) await expect(page.getByRole('banner').getByText(student.name)).toBeVisible();
    await shot(page, testInfo, 'dashboard-after-registration');
  });
});

test('a student finds a subject, opens a chapter and reads topics with rendered maths', async ({
  page,
  student,
  isMobile,
}, testInfo) => {
  await openSignedIn(page, student.auth, '/dashboard');

  await test.step('search the subjects', async () => {
    await (await mainMenu(page, isMobile)).getByRole('link', { name: 'বিষয়সমূহ' }).click();
    await expect(page).toHaveURL(/\/subjects$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'বিজ্ঞান', exact: true })).toBeVisible();
    await main.getByLabel('বিষয় খোঁজো').fill('গণি');
    // Exact names and no fixed count: admin.spec.ts may add class 8 subjects in parallel.
    await expect(main.getByRole('status').filter({ hasText: /^[০-৯]+টি বিষয় পাওয়া গেছে$/ })).toBeAttached();
    await expect(main.getByRole('link', { name: 'বিজ্ঞান', exact: true })).toHaveCount(0);
    await expect(main.getByRole('link', { name: SUBJECT, exact: true })).toBeVisible();
    await shot(page, testInfo, 'subjects-search');
    await main.getByRole('link', { name: SUBJECT, exact: true }).click();
  });

  await test.step('open the subject and its chapter', async () => {
    await expect(page).toHaveURL(/\/subjects\/\d+$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: new RegExp(SUBJECT) }).first()).toBeVisible();
    await shot(page, testInfo, 'subject-detail');
    await main.getByRole('link', { name: new RegExp(`^অধ্যায় .+: ${CHAPTER}`) }).click();
    await expect(page).toHaveURL(/\/subjects\/\d+\/\d+\/learn$/);
  });

  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: 'টপিক বদলাও' });

  await test.step('read the first topic with its maths', async () => {
    await expect(main.getByRole('heading', { name: FIRST_TOPIC, exact: true })).toBeVisible();
    await expect(main.locator('.katex').first()).toBeVisible();
    await expect(pager.getByText('টপিক ১/৪')).toBeVisible();
    await expect(pager.getByRole('button', { name: 'আগের টপিক' })).toBeDisabled();
    await main.locator('.katex').first().scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'topic-1-with-maths');
  });

  await test.step('move to the next topic and back', async () => {
    await pager.getByRole('button', { name: 'পরের টপিক' }).click();
    await expect(main.getByRole('heading', { name: SECOND_TOPIC, exact: true })).toBeVisible();
    await expect(pager.getByText('টপিক ২/৪')).toBeVisible();
    await expect(main.locator('.katex').first()).toBeVisible();
    await main.getByRole('heading', { name: SECOND_TOPIC, exact: true }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'topic-2');
    await pager.getByRole('button', { name: 'আগের টপিক' }).click();
    await expect(main.getByRole('heading', { name: FIRST_TOPIC, exact: true })).toBeVisible();
    await expect(pager.getByText('টপিক ১/৪')).toBeVisible();
  });
});

test('a student asks the AI tutor and watches the streamed reply grow', async ({
  page,
  request,
  student,
}, testInfo) => {
  // The slowest pace the panel offers: the reply takes seconds to arrive by design.
  test.setTimeout(120_000);
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  await expect(page.getByRole('main').getByRole('heading', { name: FIRST_TOPIC, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }).click();
  const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
  await expect(dialog.getByText('স্ট্রিমিং চালু')).toBeVisible();
  // The slowest pace the panel offers, so the student has time to read along.
  await dialog.getByRole('button', { name: 'সেটিংস' }).click();
  await dialog.getByRole('radio', { name: 'ধীর' }).check();
  const question = 'বর্গসংখ্যার প্যাটার্নে পরের পদ কীভাবে বের করব?';
  await dialog.getByLabel('তোমার প্রশ্ন').fill(question);
  await dialog.getByRole('button', { name: 'পাঠাও' }).click();

  const log = dialog.getByRole('log', { name: 'কথোপকথন' });
  await expect(log).toContainText(question);
  // What the student saw while the reply streamed, recorded by the page on every change (no sampling).
  const seen = await watchStreamedReply(log);
  await expect(log).toHaveAttribute('aria-busy', 'true');
  await expect(tutorReplies(log, 'streaming')).toContainText(/\S+ \S+ \S+/);
  await shot(page, testInfo, 'tutor-streaming');

  // At the slow pace a reply runs up to the server's 30 s stream limit: wait for its end past that.
  await expect(log).not.toHaveAttribute('aria-busy', 'true', { timeout: 45_000 });
  await expect(dialog.getByRole('button', { name: 'উত্তর কপি করো' })).toBeVisible();
  const finished = ((await tutorReplies(log, 'complete').last().locator('[data-reply-text]').textContent()) ?? '')
    .split(/\s+/)
    .filter(Boolean);
  // Words were on screen before the reply was complete, the start of the finished reply.
  const partial = (await seen()).find(
    (words) =>
      words.length >= 2 && words.length < finished.length && finished.join(' ').startsWith(words.slice(0, 2).join(' ')),
  );
  expect(partial, 'a part of the reply was visible while it streamed').toBeDefined();
  await expect(dialog.getByRole('button', { name: 'পাঠাও' })).toBeVisible();
  await shot(page, testInfo, 'tutor-reply-complete');
});

test('a student takes the chapter quiz to its result card', async ({ page, request, student }, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/quiz`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'কুইজ শুরু করো' }).click();

  const counter = main.getByText(/^প্রশ্ন [০-৯]+ \/ [০-৯]+$/);
  await expect(counter).toBeVisible();
  const totalText = /\/ ([০-৯]+)$/.exec(await counter.innerText())?.[1] ?? '';
  const total = Number(totalText.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6)));
  expect(total).toBeGreaterThan(1);
  await shot(page, testInfo, 'quiz-first-question');

  let correct = 0;
  for (let index = 1; index <= total; index += 1) {
    await expect(counter).toHaveText(`প্রশ্ন ${toBengaliDigits(index)} / ${toBengaliDigits(total)}`);
    // A student who always picks the first option: the card must count exactly what it said.
    await main.getByRole('radio').first().check();
    await main.getByRole('button', { name: 'উত্তর যাচাই করো' }).click();
    const verdict = main.getByText(/^(সঠিক উত্তর!|ভুল উত্তর!)$/);
    await expect(verdict).toBeVisible();
    if ((await verdict.innerText()).startsWith('সঠিক')) correct += 1;
    if (index === 1) await shot(page, testInfo, 'quiz-feedback');
    if (index < total) await main.getByRole('button', { name: 'পরবর্তী প্রশ্ন' }).click();
  }

  // decisions.md: the attempt is saved (scored by the server) when the quiz ends.
  const saved = page.waitForResponse(
    (response) =>
      /\/quiz-attempts\/\d+\/finish\/$/.test(new URL(response.url()).pathname) &&
      response.request().method() === 'POST',
  );
  await main.getByRole('button', { name: 'কুইজ শেষ করো' }).click();
  expect((await saved).ok()).toBe(true);

  await expect(main.getByRole('heading', { name: 'কুইজ সম্পন্ন!' })).toBeVisible();
  await expect(main.getByText('মোট প্রশ্ন', { exact: true }).locator('..')).toHaveText(
    `মোট প্রশ্ন${toBengaliDigits(total)}`,
  );
  await expect(main.getByText('সঠিক উত্তর', { exact: true }).locator('..')).toHaveText(
    `সঠিক উত্তর${toBengaliDigits(correct)}`,
  );
  await shot(page, testInfo, 'quiz-result');
});

test('a student edits the profile and sees it saved after a reload', async ({ page, student, isMobile }, testInfo) => {
  await openSignedIn(page, student.auth, '/dashboard');
  await (await mainMenu(page, isMobile)).getByRole('link', { name: 'প্রোফাইল' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  const main = page.getByRole('main');
  const school = 'মতিঝিল সরকারি বালক উচ্চ বিদ্যালয়';

  await main.getByRole('button', { name: 'সম্পাদনা' }).click();
  await main.getByLabel('স্কুল').fill(school);
  await shot(page, testInfo, 'profile-editing');
  await main.getByRole('button', { name: 'সংরক্ষণ' }).click();
  await expect(toasts(page).getByText('প্রোফাইল আপডেট করা হয়েছে')).toBeVisible();
  await expect(main.getByText(school).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('main').getByText(school).first()).toBeVisible();
  await shot(page, testInfo, 'profile-saved-after-reload');
});

test('a student changes the password, logs out and logs in again with the new one', async ({
  page,
  student,
}, testInfo) => {
  await openSignedIn(page, student.auth, '/profile');
  const main = page.getByRole('main');
  const newPassword = `${student.password}-new`;

  await test.step('change the password', async () => {
    await main.getByRole('tab', { name: 'পাসওয়ার্ড ও নিরাপত্তা' }).click();
    await main.getByLabel('বর্তমান পাসওয়ার্ড', { exact: true }).fill(student.password);
    await main.getByLabel('নতুন পাসওয়ার্ড', { exact: true }).fill(newPassword);
    await main.getByLabel('নতুন পাসওয়ার্ড আবার লেখো', { exact: true }).fill(`${newPassword}x`);
    await main.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }).click();
    await expect(main.getByText('নতুন পাসওয়ার্ড মিল নেই').first()).toBeVisible();
    await closeToasts(page);
    await main.getByLabel('নতুন পাসওয়ার্ড আবার লেখো', { exact: true }).fill(newPassword);
    await main.getByRole('button', { name: 'পাসওয়ার্ড পরিবর্তন করো' }).click();
    await expect(toasts(page).getByText('পাসওয়ার্ড পরিবর্তন করা হয়েছে')).toBeVisible();
    await shot(page, testInfo, 'password-changed');
    await closeToasts(page);
  });

  await test.step('log out', async () => {
    await main.getByRole('tab', { name: 'ব্যক্তিগত তথ্য' }).click();
    await main.getByRole('button', { name: 'লগআউট' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toasts(page).getByText('সফলভাবে লগআউট হয়েছে')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await shot(page, testInfo, 'logged-out');
    await closeToasts(page);
  });

  await test.step('log in again: the old password is refused, the new one works', async () => {
    const form = page.getByRole('tabpanel', { name: 'লগইন' });
    await form.getByLabel('ইউজারনেম').fill(student.username);
    await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill(student.password);
    await form.getByRole('button', { name: 'লগইন করো' }).click();
    await expect(toasts(page).getByText('ভুল ইউজারনেম বা পাসওয়ার্ড')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await closeToasts(page);
    await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'লগইন করো' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page).getByText('সফলভাবে লগইন হয়েছে!')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: `স্বাগতম, ${student.name}!` })).toBeVisible();
    await shot(page, testInfo, 'logged-in-again');
  });
});

test('an expired access token is refreshed without the student noticing', async ({ page, student }, testInfo) => {
  await openSignedIn(page, student.auth, '/dashboard');
  await expect(page.getByRole('main').getByRole('heading', { name: `স্বাগতম, ${student.name}!` })).toBeVisible();

  // The phone slept past the token's lifetime: the stored token is the same session's, but
  // expired. The student comes back and opens their profile.
  const expired = await expiredCopyOf(student.auth.accessToken);
  await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
  const refreshed = page.waitForResponse((response) => response.url().includes('/auth/refresh-token/'));
  const profileLoaded = page.waitForResponse(
    (response) => response.url().includes('/user/profile/') && response.request().method() === 'GET' && response.ok(),
  );

  await page.goto('/profile');
  expect((await refreshed).status()).toBe(200);
  await profileLoaded;
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('main').getByText(student.phone).first()).toBeVisible();
  await expect(toasts(page).getByText('তোমার সেশন সময় শেষ হয়েছে। আবার লগইন করো।')).toHaveCount(0);
  const stored = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(stored).not.toBeNull();
  expect(stored).not.toBe(expired);
  await shot(page, testInfo, 'profile-after-silent-refresh');
});

test('an unknown route shows the 404 page', async ({ page }, testInfo) => {
  await page.goto('/no-such-page/here');
  await expect(page.getByRole('heading', { name: 'পৃষ্ঠা খুঁজে পাওয়া যায়নি' })).toBeVisible();
  await shot(page, testInfo, 'not-found');
});

test('a signed-out visitor to /dashboard goes to /login', async ({ page }, testInfo) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: 'লগইন' })).toBeVisible();
  await shot(page, testInfo, 'signed-out-redirect');
});
