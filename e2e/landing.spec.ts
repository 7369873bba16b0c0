// Issue 16: the landing page as a visitor meets it: claims the seeded product keeps, "start free"
// leading to the registration form (which marks the field the server refused), and a headline
// that is not wiped and retyped when the app takes the pre-rendered page over.
import { paths, subjectDetailSchema, subjectSchema } from '../packages/contract/src/index';
import { bn } from '../packages/ui/src/i18n/messages';
import { apiData, expect, openPage, shot, test, toasts } from './fixtures';

test("the landing claims only what the product has, and keeps the spec's figures", async ({
  page,
  request,
  student,
}) => {
  // The seeded product: a class 8 student's subjects have chapters with no lesson written yet.
  const headers = { Authorization: `Bearer ${student.auth.accessToken}` };
  const subjects = await apiData(
    await request.get(paths.subjects, { params: { classId: 8 }, headers }),
    subjectSchema.array(),
  );
  let unwritten = 0;
  for (const subject of subjects) {
    const detail = await apiData(await request.get(paths.subject(subject.id), { headers }), subjectDetailSchema);
    unwritten += detail.chapters.filter((chapter) => chapter.topicCount === 0).length;
  }
  expect(unwritten, 'seeded chapters without a written lesson').toBeGreaterThan(0);

  await openPage(page, '/');
  const body = page.locator('body');
  // So the page must not promise every chapter.
  await expect(body).not.toContainText(/প্রতিটি অধ্যায়|সব অধ্যায়|সকল অধ্যায়/);
  await expect(page.getByText(bn.landingHeroLead)).toBeVisible();
  // Spec §1: the static figures, as the spec gives them.
  const stats = page.getByRole('region', { name: bn.landingStatsLabel });
  for (const figure of ['৯৯%', '৫+', '১০০+', '২৪/৭']) await expect(stats).toContainText(figure);
});

test('"বিনামূল্যে শুরু করো" opens registration, and a username already taken is marked at its field', async ({
  page,
  student,
}, testInfo) => {
  await openPage(page, '/');
  await page.getByRole('main').getByRole('link', { name: bn.landingStartFree }).first().click();
  await expect(page).toHaveURL(/\/login\?tab=register$/);
  await expect(page.getByRole('tab', { name: bn.authRegisterTab })).toHaveAttribute('aria-selected', 'true');
  const form = page.getByRole('tabpanel', { name: bn.authRegisterTab });
  await expect(form).toBeVisible();

  // Everything valid but the username, which the fixture's student already has.
  await form.getByLabel('পূর্ণ নাম').fill('তানভীর হাসান');
  const username = form.getByLabel('ইউজারনেম');
  await username.fill(student.username);
  await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill('porashona-123');
  // The field starts with '+880' and puts the caret after it: the student types the rest.
  const phone = form.getByLabel('মোবাইল নম্বর');
  await phone.click();
  await phone.press('End');
  await phone.pressSequentially('1812345678');
  await expect(phone).toHaveValue('+8801812345678');
  await form.getByLabel('শ্রেণি').selectOption('8');
  await form.getByRole('button', { name: 'নিবন্ধন করো' }).click();

  const taken = 'এই ইউজারনেম ইতিমধ্যে ব্যবহৃত হয়েছে';
  // Spec §8: the toast says it; the field says it too.
  await expect(toasts(page).getByText(taken)).toBeVisible();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(username).toHaveAccessibleDescription(new RegExp(taken));
  await expect(username).toBeFocused();
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'registration-username-taken');
  // Editing the username clears its mark.
  await username.pressSequentially('x');
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
});

test('the pre-rendered headline stays whole when the app takes the page over', async ({ page }) => {
  // Every text the typed headline shows, recorded by the page from its first byte on.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { headlineSeen: seen });
    new MutationObserver(() => {
      const typed = document.querySelector('h1 [aria-hidden="true"] > :last-child');
      const text = typed?.textContent ?? null;
      if (text !== null && seen.at(-1) !== text) seen.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  await openPage(page, '/');
  const headline = page.getByRole('heading', { level: 1, name: bn.landingHeadline });
  await expect(headline).toBeVisible();
  await expect(headline.locator('[aria-hidden="true"] > :last-child')).toHaveText(bn.landingHeadline);
  // The app has taken over (openPage waited for it): the line was whole in the HTML and never less since.
  const seen = await page.evaluate(() => (window as unknown as { headlineSeen: string[] }).headlineSeen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((text) => text !== bn.landingHeadline)).toEqual([]);
});
