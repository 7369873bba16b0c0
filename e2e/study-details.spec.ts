// Issue 16, the smaller things a student meets while studying, on a 360 px phone and a 1280 px
// desktop: toasts that leave the next button free, wide formulas that show they scroll, the maths
// demo page's edges, the profile's tabs, a lesson's image shown once.
import type { Locator, Page } from '@playwright/test';
import { messages } from '../apps/web/src/messages';
import { authMessages } from '../packages/contract/src/index';
import { bn } from '../packages/ui/src/i18n/messages';
import { expect as baseExpect, findChapter, openPage, openSignedIn, shot, test, toasts } from './fixtures';

// Several pages on a machine that may be busy: no step may fail for slowness alone.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 45_000 });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element has a box').not.toBeNull();
  return box ?? { x: 0, y: 0, width: 0, height: 0 };
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The button the student needs next, brought on screen as a student scrolls to it, is not under
 * the toast that just appeared, for as long as that toast shows.
 */
async function expectToastLeavesFree(page: Page, button: Locator): Promise<void> {
  const toast = toasts(page).getByRole('listitem').first();
  await expect(toast).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await expect(button).toBeInViewport();
  // sonner slides the toast in: compare once it has settled where it stays.
  await expect(async () => {
    const first = await boxOf(toast);
    await page.waitForTimeout(200);
    expect(await boxOf(toast)).toEqual(first);
  }).toPass();
  const [toastBox, buttonBox] = [await boxOf(toast), await boxOf(button)];
  expect(
    overlaps(toastBox, buttonBox),
    `toast ${JSON.stringify(toastBox)} covers the button ${JSON.stringify(buttonBox)}`,
  ).toBe(false);
}

test.describe('a toast never covers the button the student needs next', () => {
  test('the quiz: "সঠিক/ভুল উত্তর!" leaves "পরবর্তী প্রশ্ন" free', async ({ page, student }, testInfo) => {
    await openSignedIn(page, student.auth, '/quiz');
    const main = page.getByRole('main');
    await main.getByRole('radio').first().check();
    await main.getByRole('button', { name: bn.quizCheck }).click();
    await expect(toasts(page).getByText(new RegExp(`^(${bn.quizCorrect}|${bn.quizWrong})$`))).toBeVisible();
    await expectToastLeavesFree(page, main.getByRole('button', { name: bn.quizNext }));
    await shot(page, testInfo, 'quiz-toast');
  });

  test('the profile: the saved toast leaves the edit button free, the failed one the password button', async ({
    page,
    student,
  }, testInfo) => {
    await openSignedIn(page, student.auth, '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: bn.profileEdit }).click();
    await main.getByLabel('স্কুল').fill('মতিঝিল সরকারি বালক উচ্চ বিদ্যালয়');
    await main.getByRole('button', { name: bn.profileSave }).click();
    await expect(toasts(page).getByText(authMessages.profileUpdated)).toBeVisible();
    await expectToastLeavesFree(page, main.getByRole('button', { name: bn.profileEdit }));
    await shot(page, testInfo, 'profile-saved-toast');

    await main.getByRole('tab', { name: bn.profileTabSecurity }).click();
    await main.getByLabel(bn.profileCurrentPassword).fill('not-my-password');
    await main.getByLabel(bn.profileNewPassword, { exact: true }).fill('new-password-1');
    await main.getByLabel(bn.profileConfirmPassword).fill('new-password-1');
    await main.getByRole('button', { name: bn.profileChangePassword }).click();
    await expect(toasts(page).getByText(messages.account.passwordChangeFailed)).toBeVisible();
    await expectToastLeavesFree(page, main.getByRole('button', { name: bn.profileChangePassword }));
    await shot(page, testInfo, 'password-failed-toast');
  });

  test('the tutor: a toast after the reply leaves the send button free', async ({
    page,
    request,
    student,
  }, testInfo) => {
    const { subjectId, chapterId } = await findChapter(request, student.auth, 'গণিত', 'প্যাটার্ন');
    await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
    await page.getByRole('button', { name: bn.actionTutor }).first().click();
    const dialog = page.getByRole('dialog', { name: bn.tutorDialogTitle });
    await dialog.getByLabel(bn.tutorInputLabel).fill('প্যাটার্ন কী?');
    await dialog.getByRole('button', { name: bn.tutorSend }).click();
    // The student copies the finished reply (a toast says whether it worked), then asks again.
    await dialog.getByRole('log').getByRole('button', { name: bn.tutorCopy }).click();
    await expect(
      toasts(page).getByText(new RegExp(`^(${messages.tutor.copied}|${messages.tutor.copyFailed})$`)),
    ).toBeVisible();
    await expectToastLeavesFree(page, dialog.getByRole('button', { name: bn.tutorSend }));
    await shot(page, testInfo, 'tutor-toast');
  });
});

/** Whether the element's content is faded at its start and end edges (CSS mask), as drawn now. */
async function fadedEdges(element: Locator): Promise<{ overflowing: boolean; start: boolean; end: boolean }> {
  return element.evaluate((node) => {
    const mask = getComputedStyle(node).maskImage;
    const overflowing = node.scrollWidth > node.clientWidth + 1;
    // The gradient's stops: transparent at an edge means that edge is faded.
    const stops = mask === 'none' ? [] : (mask.match(/rgba?\([^)]*\)|transparent/g) ?? []);
    const clear = (stop: string | undefined) => stop === 'transparent' || /^rgba\(.*,\s*0\)$/.test(stop ?? '');
    return { overflowing, start: clear(stops[0]), end: clear(stops[stops.length - 1]) };
  });
}

test('a wide display formula fades at the edge where it is cut, and only then', async ({
  page,
  isMobile,
}, testInfo) => {
  await openPage(page, '/demo/latex');
  const main = page.getByRole('main');
  await expect(main.locator('[data-math="rendered"]').first()).toBeVisible();
  const scrollers = main.locator('[data-math="rendered"] > span:first-child');
  let cut = 0;
  for (const scroller of await scrollers.all()) {
    const edges = await fadedEdges(scroller);
    // At rest a formula is scrolled to its start: only its end can be cut.
    expect(edges).toEqual({ overflowing: edges.overflowing, start: false, end: edges.overflowing });
    if (edges.overflowing) cut += 1;
  }
  // At 360 px the profit formula (Bengali words in a fraction) is wider than its card.
  if (isMobile) expect(cut).toBeGreaterThan(0);
  await shot(page, testInfo, 'formula-fade');

  if (cut > 0) {
    const wide = scrollers.and(page.locator('[tabindex="0"]')).first();
    await wide.scrollIntoViewIfNeeded();
    await wide.evaluate((node) => node.scrollBy({ left: node.scrollWidth }));
    await expect.poll(() => fadedEdges(wide)).toEqual({ overflowing: true, start: true, end: false });
  }
});

test('/demo/latex: room at the sides, formulas beside their buttons, no inline handler', async ({ page }, testInfo) => {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `Content-Security-Policy: ${event.violatedDirective} refused ${event.blockedURI} (${event.sample})`,
      );
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openPage(page, '/demo/latex');
  const main = page.getByRole('main');
  await expect(main.locator('[data-math="rendered"]').first()).toBeVisible();
  const width = page.viewportSize()?.width ?? 0;

  const title = await boxOf(main.getByRole('heading', { level: 1 }));
  expect(title.x, 'room at the left edge').toBeGreaterThanOrEqual(12);
  for (const card of await main.getByRole('listitem').all()) {
    const box = await boxOf(card);
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(width - 12);
  }

  // Each display formula with buttons: what shows of it ends before the buttons begin.
  for (const formula of await main.locator('[data-math="rendered"]:has(button)').all()) {
    const shown = await boxOf(formula.locator('> span').first());
    const buttons = await boxOf(formula.locator('> span').last());
    expect(shown.x + shown.width, 'the formula stops before the copy and zoom buttons').toBeLessThanOrEqual(
      buttons.x + 0.5,
    );
  }
  await shot(page, testInfo, 'maths-demo');
  expect(errors).toEqual([]);
});

test("the profile's four tabs can all be reached, and a cut tab row shows it goes on", async ({
  page,
  student,
  isMobile,
}, testInfo) => {
  await openSignedIn(page, student.auth, '/profile');
  const main = page.getByRole('main');
  const list = main.getByRole('tablist');
  await expect(list.getByRole('tab')).toHaveCount(4);
  const edges = await fadedEdges(list);
  expect(edges).toEqual({ overflowing: edges.overflowing, start: false, end: edges.overflowing });
  // Four tabs do not fit 360 px.
  if (isMobile) expect(edges.overflowing).toBe(true);
  await shot(page, testInfo, 'profile-tabs');

  const width = page.viewportSize()?.width ?? 0;
  for (const name of [
    bn.profileTabSecurity,
    bn.profileTabPreferences,
    bn.profileTabNotifications,
    bn.profileTabPersonal,
  ]) {
    const tab = list.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel')).toBeVisible();
    // The chosen tab is wholly on screen, not half under the card's edge.
    const box = await boxOf(tab);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    if (name === bn.profileTabNotifications && isMobile) {
      await expect.poll(() => fadedEdges(list)).toEqual({ overflowing: true, start: true, end: false });
      await shot(page, testInfo, 'profile-tabs-last');
    }
  }
});

test('a topic whose image is also in its text shows the image once', async ({ page, request, student }, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, 'বিজ্ঞান', 'জীবের বৃদ্ধি ও বংশগতি');
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  const main = page.getByRole('main');
  // The second topic, on mitosis: its image is the lesson's imageUrl and is in its Markdown.
  await main.getByRole('navigation', { name: bn.topicPagerLabel }).getByRole('button', { name: bn.nextTopic }).click();
  const images = main.locator('img[src$="/media/mitosis-stages.svg"]');
  await expect(images.first()).toBeAttached();
  await expect(images).toHaveCount(1);
  // The one kept is the Markdown's, with its description.
  await expect(images).toHaveAttribute('alt', /মাইটোসিসের পাঁচটি ধাপ/);
  await images.scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'topic-image-once');
});
