// Issue 16: the path a student walks while studying, on a 360 px phone and a 1280 px desktop.
import type { Locator, Page } from '@playwright/test';
import { paths, subjectDetailSchema, subjectSchema } from '../packages/contract/src/index';
import { adminText } from '../packages/ui/src/i18n/adminMessages';
import { toBengaliDigits } from '../packages/ui/src/i18n/format';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  apiData,
  expect as baseExpect,
  findChapter,
  mainMenu,
  openSignedIn,
  shot,
  test,
} from './fixtures';

// The seeded class 8 maths chapter with four written topics.
const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';
const TOPICS = [
  'সংখ্যার প্যাটার্ন চেনা',
  'প্যাটার্নের বীজগণিতীয় রাশি (সাধারণ পদ)',
  'জ্যামিতিক প্যাটার্ন: ম্যাচের কাঠির খেলা',
  'ক্রমিক সংখ্যার যোগফল ও ম্যাজিক বর্গ',
] as const;

// Each test walks several pages on a machine that may be busy (six builds and test runs on two
// cores): no step may fail for slowness alone.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

function topicTitle(page: Page, name: string): Locator {
  return page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
}

/** The element's top edge is on screen, in the upper part of it (below a phone's sticky header). */
async function expectNearTop(page: Page, element: Locator): Promise<void> {
  await expect(async () => {
    const box = await element.boundingBox();
    const height = page.viewportSize()?.height ?? 0;
    expect(box, 'the element has a box').not.toBeNull();
    expect(box?.y ?? -1, 'the top edge is not above the screen').toBeGreaterThanOrEqual(0);
    expect(box?.y ?? height, 'the top edge is in the upper third of the screen').toBeLessThan(height / 3);
  }).toPass();
}

test('"পড়া চালিয়ে যাও" opens the topic the last-activity card names, and keeps it the last activity', async ({
  page,
  request,
  student,
  isMobile,
}, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: 'টপিক বদলাও' });
  await expect(topicTitle(page, TOPICS[0])).toBeVisible();
  for (const name of [TOPICS[1], TOPICS[2]]) {
    await pager.getByRole('button', { name: 'পরের টপিক' }).click();
    await expect(topicTitle(page, name)).toBeVisible();
  }
  // The third topic's progress is recorded before the student leaves.
  await expect(main.getByRole('button', { name: new RegExp(TOPICS[2]) })).toContainText('চলমান');

  await (await mainMenu(page, isMobile)).getByRole('link', { name: 'হোম' }).click();
  const card = page.getByRole('region', { name: 'সর্বশেষ পড়া' });
  await expect(card.getByText(`টপিক: ${TOPICS[2]}`)).toBeVisible();
  await shot(page, testInfo, 'last-activity-topic-3');
  await card.getByRole('link', { name: 'পড়া চালিয়ে যাও' }).click();

  await expect(topicTitle(page, TOPICS[2])).toBeVisible();
  await expect(pager.getByText('টপিক ৩/৪')).toBeVisible();
  await shot(page, testInfo, 'continued-at-topic-3');

  // Opening it did not make topic 1 the last activity.
  await page.reload();
  await expect(topicTitle(page, TOPICS[2])).toBeVisible();
  await (await mainMenu(page, isMobile)).getByRole('link', { name: 'হোম' }).click();
  await expect(card.getByText(`টপিক: ${TOPICS[2]}`)).toBeVisible();
});

test("the next, previous and topic-list buttons bring the new topic's title to the top, with the focus", async ({
  page,
  request,
  student,
}, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: 'টপিক বদলাও' });
  await expect(topicTitle(page, TOPICS[0])).toBeVisible();

  await test.step('next, from the bottom of the topic', async () => {
    const next = pager.getByRole('button', { name: 'পরের টপিক' });
    await next.scrollIntoViewIfNeeded();
    await next.click();
    await expect(topicTitle(page, TOPICS[1])).toBeFocused();
    await expectNearTop(page, topicTitle(page, TOPICS[1]));
    await shot(page, testInfo, 'after-next');
  });

  await test.step('previous, from the bottom of the topic', async () => {
    const previous = pager.getByRole('button', { name: 'আগের টপিক' });
    await previous.scrollIntoViewIfNeeded();
    await previous.click();
    await expect(topicTitle(page, TOPICS[0])).toBeFocused();
    await expectNearTop(page, topicTitle(page, TOPICS[0]));
  });

  await test.step('a topic chosen in the list', async () => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await main.getByRole('button', { name: new RegExp(TOPICS[3]) }).click();
    await expect(topicTitle(page, TOPICS[3])).toBeFocused();
    await expectNearTop(page, topicTitle(page, TOPICS[3]));
    await shot(page, testInfo, 'after-topic-list');
  });
});

/** The header's study timer button (its name carries the time once started). */
function timerButton(page: Page): Locator {
  return page.getByRole('banner').getByRole('button', { name: /^পড়ার টাইমার/ });
}

test('the study timer runs on across pages and a reload, from the header of every page, without a last activity', async ({
  page,
  student,
}, testInfo) => {
  await openSignedIn(page, student.auth, '/dashboard');
  const main = page.getByRole('main');
  // A new student: no last activity, and the timer is there all the same.
  await expect(
    main.getByRole('region', { name: 'সর্বশেষ পড়া' }).getByRole('link', { name: 'বিষয়সমূহ দেখো' }),
  ).toBeVisible();
  const dashboardTimer = main.getByRole('region', { name: 'পড়ার টাইমার' });
  await dashboardTimer.getByRole('button', { name: 'শুরু করো' }).click();
  await expect(dashboardTimer.getByRole('button', { name: 'বিরতি দাও' })).toBeVisible();

  await test.step('it keeps running on another page, shown in the header', async () => {
    await main.getByRole('link', { name: 'গণিত' }).first().click();
    await expect(page).toHaveURL(/\/subjects\/\d+$/);
    // Time passes: the header's time moves past zero, whatever the machine's speed.
    await expect(timerButton(page)).toHaveAccessibleName(/^পড়ার টাইমার [০-৯]+:[০-৯]{2}$/);
    await expect(timerButton(page)).not.toHaveAccessibleName('পড়ার টাইমার ০:০০');
    await timerButton(page).click();
    const card = page.getByRole('dialog', { name: 'পড়ার টাইমার' });
    await expect(card.getByText('চলছে')).toBeVisible();
    await shot(page, testInfo, 'timer-in-header-open');
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
  });

  await test.step('a reload keeps it running', async () => {
    const before = await timerButton(page).getAttribute('aria-expanded');
    expect(before).toBe('false');
    await page.reload();
    await expect(timerButton(page)).not.toHaveAccessibleName('পড়ার টাইমার');
    await timerButton(page).click();
    const card = page.getByRole('dialog', { name: 'পড়ার টাইমার' });
    await expect(card.getByText('চলছে')).toBeVisible();
    await card.getByRole('button', { name: 'বিরতি দাও' }).click();
    await expect(card.getByText('বিরতিতে')).toBeVisible();
  });

  await test.step('a paused timer stays paused, at the same time, after a reload', async () => {
    const paused = (await timerButton(page).textContent()) ?? '';
    await page.reload();
    await expect(timerButton(page)).toHaveText(paused);
    await timerButton(page).click();
    const card = page.getByRole('dialog', { name: 'পড়ার টাইমার' });
    await expect(card.getByText('বিরতিতে')).toBeVisible();
    await expect(card.getByRole('button', { name: 'আবার শুরু করো' })).toBeVisible();
    await shot(page, testInfo, 'timer-paused-after-reload');
  });
});

test('Back closes the open tutor, timer card or menu drawer and stays on the page', async ({
  page,
  request,
  student,
  isMobile,
}, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, '/dashboard');
  await page.getByRole('main').getByRole('link', { name: 'গণিত' }).first().click();
  await expect(page).toHaveURL(/\/subjects\/\d+$/);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^অধ্যায় [০-৯]+: ${CHAPTER}$`) })
    .click();
  const learnUrl = new RegExp(`/subjects/${subjectId}/${chapterId}/learn`);
  await expect(page).toHaveURL(learnUrl);
  await expect(topicTitle(page, TOPICS[0])).toBeVisible();

  await test.step('the tutor dialog', async () => {
    await page.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(learnUrl);
    await expect(topicTitle(page, TOPICS[0])).toBeVisible();
  });

  await test.step('the timer card', async () => {
    await timerButton(page).click();
    const card = page.getByRole('dialog', { name: 'পড়ার টাইমার' });
    await expect(card).toBeVisible();
    await page.goBack();
    await expect(card).toBeHidden();
    await expect(page).toHaveURL(learnUrl);
  });

  if (isMobile) {
    await test.step('the menu drawer', async () => {
      await page.getByRole('button', { name: 'মেনু খোলো' }).click();
      const drawer = page.getByRole('dialog', { name: 'প্রধান মেনু' });
      await expect(drawer).toBeVisible();
      await page.goBack();
      await expect(drawer).toBeHidden();
      await expect(page).toHaveURL(learnUrl);
    });
  }

  await test.step('closed by its own button, the dialog leaves Back to the page before', async () => {
    await page.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
    await dialog.getByRole('button', { name: 'বন্ধ করো' }).click();
    await expect(dialog).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL(/\/subjects\/\d+$/);
    await shot(page, testInfo, 'back-to-subject');
  });
});

test('Back closes an admin dialog and stays on the admin page', async ({ page, isMobile }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  if (isMobile) await page.getByRole('button', { name: adminText.toggleSidebar }).click();
  await page
    .getByRole('navigation', { name: adminText.navLabel })
    .getByRole('link', { name: 'Subjects', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Subjects', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Subject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Subject' });
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/subjects$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Subjects', exact: true })).toBeVisible();
});

test('the tutor is one tap away anywhere in the lesson, and on a phone its chat fills the screen', async ({
  page,
  request,
  student,
  isMobile,
}, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  await expect(topicTitle(page, TOPICS[0])).toBeVisible();
  const fab = page.getByRole('button', { name: 'এআই শিক্ষক', exact: true });
  if (!isMobile) {
    // A desktop has the action grid beside the lesson; no floating button.
    await expect(fab).toHaveCount(0);
    return;
  }
  // Halfway down the lesson, far from the action grid below it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(fab).toBeInViewport();
  await shot(page, testInfo, 'tutor-button-mid-lesson');
  await fab.click();
  const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
  const panel = dialog.getByRole('region', { name: 'এআই শিক্ষক' });
  await expect(panel).toBeVisible();
  const viewport = page.viewportSize()?.height ?? 0;
  await expect(async () => {
    const box = await panel.boundingBox();
    // The panel runs from under the dialog's title to the bottom of the screen (not 500 px).
    expect(box?.height ?? 0).toBeGreaterThan(viewport - 160);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeGreaterThan(viewport - 16);
  }).toPass();
  await shot(page, testInfo, 'tutor-full-height');
});

test('the ask page is linked from the chapter list and the learning page', async ({ page, request, student }) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  const askUrl = new RegExp(`/subjects/${subjectId}/${chapterId}/ask$`);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}`);
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^প্রশ্ন করো ?: ${CHAPTER}$`) })
    .click();
  await expect(page).toHaveURL(askUrl);
  await page.goBack();
  await page
    .getByRole('main')
    .getByRole('link', { name: new RegExp(`^অধ্যায় [০-৯]+: ${CHAPTER}$`) })
    .click();
  await expect(topicTitle(page, TOPICS[0])).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'পুরো অধ্যায় নিয়ে প্রশ্ন করো' }).click();
  await expect(page).toHaveURL(askUrl);
});

test('a chapter with only its title is marked, left out of the progress, and not a dead end', async ({
  page,
  request,
  student,
}, testInfo) => {
  const headers = { Authorization: `Bearer ${student.auth.accessToken}` };
  const bangla = (
    await apiData(await request.get(paths.subjects, { params: { classId: 8 }, headers }), subjectSchema.array())
  ).find((subject) => subject.name === 'বাংলা');
  if (!bangla) throw new Error('no class 8 বাংলা');
  const detail = await apiData(await request.get(paths.subject(bangla.id), { headers }), subjectDetailSchema);
  const written = detail.chapters.filter((chapter) => chapter.topicCount > 0);
  const empty = detail.chapters.filter((chapter) => chapter.topicCount === 0);
  expect(written.length).toBeGreaterThan(0);
  expect(empty.length).toBeGreaterThan(0);

  await openSignedIn(page, student.auth, `/subjects/${bangla.id}`);
  const main = page.getByRole('main');
  const rows = main.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(rows).toHaveCount(detail.chapters.length);
  await expect(rows.filter({ hasText: 'পাঠ শীঘ্রই আসছে' })).toHaveCount(empty.length);
  await expect(main.getByText(`০/${toBengaliDigits(written.length)} লেখা অধ্যায় সম্পন্ন`)).toBeVisible();
  await shot(page, testInfo, 'subject-with-unwritten-chapters');

  const firstEmpty = empty[0];
  if (!firstEmpty) throw new Error('no empty chapter');
  await main.getByRole('link', { name: new RegExp(`^অধ্যায় [০-৯]+: ${firstEmpty.name}$`) }).click();
  await expect(main.getByRole('heading', { name: 'কোনো টপিক পাওয়া যায়নি' })).toBeVisible();
  await shot(page, testInfo, 'unwritten-chapter');
  await main.getByRole('link', { name: 'লেখা অধ্যায়গুলো দেখো' }).click();
  await expect(page).toHaveURL(new RegExp(`/subjects/${bangla.id}$`));
});

test("a subject's heading names its own class, not the student's", async ({ page, request, student }) => {
  const headers = { Authorization: `Bearer ${student.auth.accessToken}` };
  const classSix = await apiData(
    await request.get(paths.subjects, { params: { classId: 6 }, headers }),
    subjectSchema.array(),
  );
  const subject = classSix[0];
  if (!subject) throw new Error('no class 6 subject');
  await openSignedIn(page, student.auth, `/subjects/${subject.id}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(`${subject.name} ষষ্ঠ শ্রেণি`);
});
