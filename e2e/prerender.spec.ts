import type { Page } from '@playwright/test';
// Relative import of the sources: test files are collected before the global setup builds dist/.
import { bnMessages, paths } from '../packages/contract/src/index';
import { bn } from '../packages/ui/src/i18n/messages';
import { baseUrl, expect, findChapter, openPage, openSignedIn, shot, signInThroughPage, test } from './fixtures';

// The landing and login pages arrive as finished HTML (apps/web/src/boot/renderPage.tsx), so a phone on a
// slow connection shows them before the JavaScript arrives; then the app takes them over.

/**
 * Console errors, uncaught exceptions (e.g. React's report of a hydration mismatch) and breaches
 * of the served Content-Security-Policy, which the browser reports even when the page catches
 * the error (zod's probe for `new Function`, say). A 404 the app expects (a new student has no
 * last activity yet) is the network's, not the page's.
 */
async function collectErrors(page: Page): Promise<string[]> {
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy: ${event.violatedDirective} refused ${event.blockedURI}`);
    }),
  );
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('the landing page is in the HTML itself, and the app takes it over without a mismatch', async ({
  page,
  request,
}, testInfo) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain(bn.landingHeroLead);
  expect(html).toContain(bn.landingHeadline);

  const errors = await collectErrors(page);
  await openPage(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: bn.landingHeadline })).toBeVisible();
  // The page's stylesheet has the body face only; the headings' weights follow once it has been
  // painted, added to the document when they have all loaded (src/boot/fontFaces.ts).
  const loadedWeights = () =>
    page.evaluate(() =>
      [
        ...new Set(
          [...document.fonts]
            .filter((face) => face.status === 'loaded' && face.family.includes('Hind Siliguri'))
            .map((face) => face.weight),
        ),
      ].sort(),
    );
  await expect.poll(loadedWeights).toEqual(['400', '500', '700']);
  // The app's element ids (React's useId) are the page's: the answer comparison's tabs name panels that exist.
  const dangling = await page.evaluate(() =>
    [...document.querySelectorAll('[aria-controls], [aria-labelledby]')].flatMap((element) =>
      `${element.getAttribute('aria-controls') ?? ''} ${element.getAttribute('aria-labelledby') ?? ''}`
        .split(' ')
        .filter((id) => id !== '' && !document.getElementById(id)),
    ),
  );
  expect(await page.locator('[role="tab"][aria-controls]').count()).toBeGreaterThan(0);
  expect(dangling).toEqual([]);
  // Without a reload the marker survives: the login link navigates inside the hydrated app.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('banner').getByRole('link', { name: bn.landingLogin }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('tab', { name: bn.authLoginTab })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  await shot(page, testInfo, 'login-after-landing');
  expect(errors).toEqual([]);
});

test('the login page is in the HTML itself and its form works once the app has taken it over', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login')).text();
  expect(html).toContain(bn.authLoginTab);
  expect(html).toContain('type="password"');

  const errors = await collectErrors(page);
  await openPage(page, '/login');
  // An empty submit is answered by the app's own validation, not by a page reload.
  await page.getByRole('tabpanel', { name: bn.authLoginTab }).getByRole('button', { name: bn.authLoginSubmit }).click();
  await expect(page.getByText(bnMessages.loginRequired).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a login sent before the app has taken the page over is held and goes through the app once it has', async ({
  page,
  student,
}) => {
  // The app's code is held back until the student has typed and sent the form.
  let releaseApp = () => {};
  const appHeld = new Promise<void>((resolve) => {
    releaseApp = resolve;
  });
  await page.route(/\/assets\/startApp-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  const errors = await collectErrors(page);
  await page.goto('/login');
  const form = page.getByRole('tabpanel', { name: bn.authLoginTab });
  await form.getByLabel(bn.authUsername).fill(student.username);
  await form.getByLabel(bn.authPassword, { exact: true }).fill(student.password);
  await form.getByRole('button', { name: bn.authLoginSubmit }).click();
  // Sent natively, the form would reload the page empty (the server answers a post with 303).
  await expect(form.getByLabel(bn.authUsername)).toHaveValue(student.username);
  releaseApp();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main').getByRole('heading', { name: `স্বাগতম, ${student.name}!` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a signed-in student opening the pre-rendered landing page goes on to the dashboard', async ({
  page,
  student,
}) => {
  const errors = await collectErrors(page);
  await openSignedIn(page, student.auth, '/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('main').getByRole('heading', { name: `স্বাগতম, ${student.name}!` })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the dashboard is in the HTML itself for any student, and a signed-in student's app takes it over without a mismatch", async ({
  page,
  request,
  student,
  isMobile,
}) => {
  const html = await (await request.get('/dashboard')).text();
  expect(html).toContain('data-rendered-for="student"');
  expect(html).toContain(bn.dashboardWelcomeLead);
  expect(html).toContain(`${bn.dashboardGreeting}!`);
  // Rendered for no one in particular: no name, no class.
  expect(html).not.toContain(student.name);
  expect(html).toMatch(/data-modules="[^"]*\/assets\/DashboardPage-[\w-]+\.js/);

  const errors = await collectErrors(page);
  await openSignedIn(page, student.auth, '/dashboard');
  await expect(
    page.getByRole('main').getByRole('heading', { name: `${bn.dashboardGreeting}, ${student.name}!` }),
  ).toBeVisible();
  // The header names the student beside the avatar (on a phone, in the menu drawer instead).
  if (!isMobile) await expect(page.getByRole('banner').getByText(student.name)).toBeVisible();
  // The data the page was rendered without arrives: the subjects of the student's class.
  await expect(page.getByRole('link', { name: /গণিত/ }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('a lesson is in the HTML itself for its student; the app takes it over without a mismatch, the lesson at the first touch', async ({
  page,
  playwright,
  request,
  student,
}, testInfo) => {
  const { subjectId, chapterId } = await findChapter(request, student.auth, 'গণিত', 'প্যাটার্ন');
  const learnPath = `/subjects/${subjectId}/${chapterId}/learn`;
  await signInThroughPage(page, student);
  // The browser's own request, with the page-session cookie the login set. A page the server
  // could not render within its time limit comes as the shell (a cold renderer on a busy machine):
  // asked again until it comes rendered, so only a page never rendered fails.
  let html = '';
  await expect
    .poll(async () => (html = await (await page.context().request.get(learnPath)).text()), { timeout: 60_000 })
    .toContain('data-rendered-for="student"');
  expect(html).toContain('সংখ্যার প্যাটার্ন চেনা');
  expect(html).toContain('class="katex"');
  expect(html).toContain('<script type="application/json" id="rendered-page-data">');
  // Without the cookie (another browser), the route's shell.
  const anonymous = await playwright.request.newContext({ baseURL: baseUrl() });
  expect(await (await anonymous.get(learnPath)).text()).not.toContain('data-rendered-for');
  await anonymous.dispose();

  const errors = await collectErrors(page);
  await openPage(page, learnPath);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'সংখ্যার প্যাটার্ন চেনা', exact: true })).toBeVisible();
  await expect(main.locator('.katex').first()).toBeVisible();
  await shot(page, testInfo, 'lesson-rendered-by-the-server');
  // The first touch makes the lesson the app's; moving to the next topic renders it in the app.
  const pager = main.getByRole('navigation', { name: 'টপিক বদলাও' });
  await pager.getByRole('button', { name: 'পরের টপিক' }).click();
  await expect(main.getByRole('heading', { name: 'প্যাটার্নের বীজগণিতীয় রাশি (সাধারণ পদ)', exact: true })).toBeVisible();
  await expect(pager.getByText('টপিক ২/৪')).toBeVisible();
  await expect(main.locator('.katex').first()).toBeVisible();
  await pager.getByRole('button', { name: 'আগের টপিক' }).click();
  await expect(main.getByRole('heading', { name: 'সংখ্যার প্যাটার্ন চেনা', exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  // Logging out ends the page session: the same request now gets the shell.
  await page.evaluate(async (logoutPath) => {
    await fetch(logoutPath, {
      method: 'POST',
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    });
  }, paths.logout);
  expect(await (await page.context().request.get(learnPath)).text()).not.toContain('data-rendered-for');
});

test("every other page's HTML names its route's chunks, so they download beside the entry", async ({ request }) => {
  const subjects = await (await request.get('/subjects')).text();
  expect(subjects).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/SubjectsPage-[\w-]+\.js">/);
  expect(subjects).toMatch(/href="\/assets\/AuthenticatedLayout-[\w-]+\.js"/);
  expect(await (await request.get('/subjects/7/42/learn')).text()).toMatch(/href="\/assets\/LearnPage-[\w-]+\.js"/);
  // No route of the app: a browser gets the plain shell (its 404 page) with a 404.
  const unknownResponse = await request.get('/no/such/page', { headers: { Accept: 'text/html' } });
  expect(unknownResponse.status()).toBe(404);
  const unknown = await unknownResponse.text();
  expect(unknown).toContain('<div id="root"></div>');
  expect(unknown).not.toMatch(/DashboardPage-|LearnPage-/);
});
