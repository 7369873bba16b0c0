import { bn } from '../packages/ui/src/i18n/messages';
import { expect, newStudentDetails, openSignedIn, registerStudent, shot, test } from './fixtures';

// The platform's side of issue 20 and the dotted paths of issue 16, against the production build
// and the real server: what a phone's browser gets for an address that is not a page or a file,
// and that the server answers a hostile page path and plain HTTP as it should.

/** What the API's raw JSON error would show as the page's text. */
const RAW_JSON = /"success"\s*:\s*false|NOT_FOUND/;

test('an address with a dot that is no file shows the app’s 404 page, not the API’s JSON', async ({
  page,
}, testInfo) => {
  for (const address of ['/foo.html', '/robots.txt', '/lesson.pdf', '/assets/gone-1234.js']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    expect(response?.headers()['content-type'], address).toMatch(/^text\/html/);
    await expect(page.getByRole('heading', { name: bn.notFound }), address).toBeVisible();
    await expect(page.locator('body'), address).not.toContainText(RAW_JSON);
  }
  await shot(page, testInfo, 'dotted-address-not-found');
});

test('an address that is no route of the app (/health, /metrics, /status) answers 404 with the app’s 404 page; the app’s routes answer 200', async ({
  page,
  request,
}) => {
  for (const address of ['/health', '/metrics', '/status']) {
    const response = await page.goto(address);
    expect(response?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { name: bn.notFound }), address).toBeVisible();
    // A monitor or probe (no browser Accept header) gets the API's JSON 404, never the app's page.
    const probe = await request.get(address);
    expect(probe.status(), address).toBe(404);
    expect(probe.headers()['content-type'], address).toMatch(/^application\/json/);
  }
  // Every route of the app, the /admin redirect (no page module of its own) included, is a page.
  for (const address of ['/', '/login', '/demo/quiz', '/admin', '/admin/flags', '/subjects/3/12/learn']) {
    expect((await request.get(address)).status(), address).toBe(200);
  }
  expect((await request.get('/livez')).status()).toBe(200);
  expect((await request.get('/readyz')).status()).toBe(200);
});

test('a subject address with a dotted id shows the subject page’s not-found state, not the API’s JSON', async ({
  page,
  request,
}, testInfo) => {
  const student = await registerStudent(request, newStudentDetails(testInfo));
  await openSignedIn(page, student.auth, '/subjects/13.5');
  await expect(page).toHaveURL(/\/subjects\/13\.5$/);
  // A malformed id is a subject that does not exist (issue 16): the page's own not-found state.
  await expect(page.getByRole('main').getByRole('heading', { name: 'বিষয়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW_JSON);
  await shot(page, testInfo, 'dotted-subject-id');
});

test('a form posted to a page path with a line break in it is refused, not a server error', async ({ request }) => {
  for (const address of ['/subjects/1%0d%0aX:1', '/login%0d%0aSet-Cookie:%20a=b']) {
    const response = await request.post(address, { form: { username: 'a', password: 'b' }, maxRedirects: 0 });
    expect(response.status(), address).toBe(404);
    expect(response.headers()['x'], address).toBeUndefined();
    expect(response.headers()['set-cookie'], address).toBeUndefined();
  }
  // The page's own form, sent before the app took it over, still comes back to the page.
  const login = await request.post('/login', { form: { username: 'a', password: 'b' }, maxRedirects: 0 });
  expect(login.status()).toBe(303);
  expect(login.headers()['location']).toBe('/login');
});

test('plain HTTP gets no Strict-Transport-Security and the page-session cookie is not marked Secure', async ({
  request,
}, testInfo) => {
  const page = await request.get('/');
  expect(page.headers()['strict-transport-security']).toBeUndefined();
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  const student = await registerStudent(request, newStudentDetails(testInfo));
  const login = await request.post('/web/api/v1/auth/login/', {
    data: { username: student.username, password: student.password },
  });
  const cookie = login
    .headersArray()
    .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('study_page_session='));
  expect(cookie?.value).toMatch(/; HttpOnly/);
  expect(cookie?.value).not.toMatch(/; Secure/);
});
