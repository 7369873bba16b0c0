// Issue 16: the path a student walks while studying, on a 360 px phone and a 1280 px desktop.
import type { Locator, Page } from '@playwright/test';
import { expect, findChapter, mainMenu, openSignedIn, shot, test } from './fixtures';

// The seeded class 8 maths chapter with four written topics.
const SUBJECT = 'গণিত';
const CHAPTER = 'প্যাটার্ন';
const TOPICS = [
  'সংখ্যার প্যাটার্ন চেনা',
  'প্যাটার্নের বীজগণিতীয় রাশি (সাধারণ পদ)',
  'জ্যামিতিক প্যাটার্ন: ম্যাচের কাঠির খেলা',
  'ক্রমিক সংখ্যার যোগফল ও ম্যাজিক বর্গ',
] as const;

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

test('"পড়া চালিয়ে যান" opens the topic the last-activity card names, and keeps it the last activity', async ({ page, request, student, isMobile }, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: 'টপিক বদলান' });
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
  await card.getByRole('link', { name: 'পড়া চালিয়ে যান' }).click();

  await expect(topicTitle(page, TOPICS[2])).toBeVisible();
  await expect(pager.getByText('টপিক ৩/৪')).toBeVisible();
  await shot(page, testInfo, 'continued-at-topic-3');

  // Opening it did not make topic 1 the last activity.
  await page.reload();
  await expect(topicTitle(page, TOPICS[2])).toBeVisible();
  await (await mainMenu(page, isMobile)).getByRole('link', { name: 'হোম' }).click();
  await expect(card.getByText(`টপিক: ${TOPICS[2]}`)).toBeVisible();
});

test('the next, previous and topic-list buttons bring the new topic\'s title to the top, with the focus', async ({ page, request, student }, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, SUBJECT, CHAPTER);
  await openSignedIn(page, student.auth, `/subjects/${subjectId}/${chapterId}/learn`);
  const main = page.getByRole('main');
  const pager = main.getByRole('navigation', { name: 'টপিক বদলান' });
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
