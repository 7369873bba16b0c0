import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { paths } from '../packages/contract/src/index';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  expect,
  expiredCopyOf,
  newStudentDetails,
  openPage,
  openSignedIn,
  registerStudent,
  shot,
  test,
  toasts,
} from './fixtures';

// Issue 20, items 3, 5 and 6, where a student or an admin sees them. The server trusts
// X-Forwarded-For in these runs (e2e/global-setup.ts), so each test speaks for a client address
// of its own and its throttling never reaches another test's requests.

/** REGISTRATION_THROTTLE.burst in apps/server/src/accounts/throttle.ts. */
const REGISTRATIONS_PER_ADDRESS = 60;
/** PHONE_PROBE_THROTTLE.account in the same file. */
const TAKEN_PHONES_PER_ACCOUNT = 5;

/** An address of the documentation range, new to the server. */
const newAddress = () => `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** Every request of the page comes from `address`, as through the school's NAT. */
async function browseFrom(page: Page, address: string): Promise<void> {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': address });
}

async function adminSignIn(page: Page): Promise<{ accessToken: string; refreshToken: string }> {
  await openPage(page, '/admin/login');
  await page.getByLabel('Email', { exact: true }).fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  return page.evaluate(() => ({
    accessToken: localStorage.getItem('adminToken') ?? '',
    refreshToken: localStorage.getItem('adminRefreshToken') ?? '',
  }));
}

const adminDashboard = (request: APIRequestContext, token: string) =>
  request.get(paths.adminDashboard, { headers: { authorization: `Bearer ${token}` } });
const adminRefresh = (request: APIRequestContext, refreshToken: string) =>
  request.post(paths.adminRefreshToken, { data: { refreshToken } });

test('a student registering from an address that has registered its limit is told in Bengali how long to wait', async ({
  page,
  request,
}, testInfo) => {
  // Sixty registrations first, each an scrypt hash on a shared machine: generous, not a speed limit.
  test.setTimeout(240_000);
  const address = newAddress();
  await test.step(`the school's address registers ${REGISTRATIONS_PER_ADDRESS} students`, async () => {
    for (let batch = 0; batch < REGISTRATIONS_PER_ADDRESS / 6; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => {
          const details = newStudentDetails(testInfo);
          return request.post(paths.register, {
            data: {
              name: details.name,
              username: details.username,
              password: details.password,
              phone: details.phone,
              class: '8',
            },
            headers: { 'x-forwarded-for': address },
          });
        }),
      );
      expect(answers.map((answer) => answer.status())).toEqual(Array(6).fill(201));
    }
  });

  await test.step('the next student sees the wait, and stays signed out', async () => {
    const student = newStudentDetails(testInfo);
    await browseFrom(page, address);
    await openPage(page, '/login');
    await page.getByRole('tab', { name: 'নিবন্ধন' }).click();
    const form = page.getByRole('tabpanel', { name: 'নিবন্ধন' });
    await form.getByLabel('পূর্ণ নাম').fill(student.name);
    await form.getByLabel('ইউজারনেম').fill(student.username);
    await form.getByLabel('পাসওয়ার্ড', { exact: true }).fill(student.password);
    // Focused first: the field fills in +880 when it gets the focus, as for a student typing.
    const phone = form.getByLabel('মোবাইল নম্বর');
    await phone.click();
    await phone.fill(student.phone);
    await expect(phone).toHaveValue(student.phone);
    await form.getByLabel('শ্রেণি').selectOption('8');
    await form.getByRole('button', { name: 'নিবন্ধন করো' }).click();
    await expect(toasts(page).getByText('নিবন্ধন ব্যর্থ হয়েছে', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('অনেকবার ভুল চেষ্টা করা হয়েছে। ১৫ মিনিট পর আবার চেষ্টা করো।')).toBeVisible();
    // Still on the registration tab (its own address since issue 16), signed out.
    await expect(page).toHaveURL(/\/login\?tab=register$/);
    await shot(page, testInfo, 'registration-throttled');
  });
});

test('a student who keeps trying numbers that others hold is told to wait, and the profile keeps its number', async ({
  page,
  request,
  student,
}, testInfo) => {
  const address = newAddress();
  const holder = await registerStudent(request, newStudentDetails(testInfo));
  const headers = { authorization: `Bearer ${student.auth.accessToken}`, 'x-forwarded-for': address };

  await test.step('a few taken numbers are answered as taken', async () => {
    for (let i = 1; i < TAKEN_PHONES_PER_ACCOUNT; i += 1) {
      const answer = await request.patch(paths.profile, { data: { phone: holder.phone }, headers });
      expect(answer.status()).toBe(409);
    }
  });

  await test.step('the next one, typed in the profile, is refused with the wait in Bengali', async () => {
    await browseFrom(page, address);
    await openSignedIn(page, student.auth, '/profile');
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'সম্পাদনা' }).click();
    await main.getByLabel('মোবাইল নম্বর').fill(holder.phone);
    await main.getByRole('button', { name: 'সংরক্ষণ' }).click();
    await expect(toasts(page).getByText('প্রোফাইল আপডেট করতে সমস্যা হয়েছে', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText('অনেকবার ভুল চেষ্টা করা হয়েছে। ৬০ মিনিট পর আবার চেষ্টা করো।')).toBeVisible();
    await shot(page, testInfo, 'profile-phone-throttled');
    await page.reload();
    await expect(page.getByRole('main').getByText(student.phone).first()).toBeVisible();
  });
});

test("the admin area's Logout ends the admin's login on the server", async ({ page, request }, testInfo) => {
  const tokens = await adminSignIn(page);
  expect(tokens.refreshToken).not.toBe('');
  expect((await adminDashboard(request, tokens.accessToken)).status()).toBe(200);

  const loggedOut = page.waitForResponse((response) => new URL(response.url()).pathname === paths.adminLogout);
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminRefreshToken')]),
  ).toEqual([null, null]);
  await shot(page, testInfo, 'admin-logged-out');

  // A copy of the tokens (another device, a leaked log) no longer works.
  expect((await adminDashboard(request, tokens.accessToken)).status()).toBe(401);
  expect((await adminRefresh(request, tokens.refreshToken)).status()).toBe(401);
});

test("the admin area's Logout still signs out here when the server cannot be reached", async ({ page, request }) => {
  const tokens = await adminSignIn(page);
  await page.route(`**${paths.adminLogout}`, (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('adminToken'), localStorage.getItem('adminRefreshToken')]),
  ).toEqual([null, null]);
  // The server never heard of it: end that login here, so no live admin session is left behind.
  const out = await request.post(paths.adminLogout, {
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    data: tokens,
  });
  expect(out.status()).toBe(200);
});

test('an admin whose access token expired keeps working: the login is renewed without a new sign-in', async ({
  page,
  request,
}) => {
  const login = await request.post(paths.adminLogin, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  expect(login.status()).toBe(200);
  const { accessToken, refreshToken } = (await login.json()).data as { accessToken: string; refreshToken: string };
  const expired = await expiredCopyOf(accessToken);

  await page.goto('/healthz');
  await page.evaluate(
    ([token, refresh]) => {
      localStorage.setItem('adminToken', token);
      localStorage.setItem('adminRefreshToken', refresh);
    },
    [expired, refreshToken] as const,
  );
  await openPage(page, '/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByText('Tutor questions today')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const renewed = await page.evaluate(() => [
    localStorage.getItem('adminToken'),
    localStorage.getItem('adminRefreshToken'),
  ]);
  expect(renewed[0]).not.toBe(expired);
  expect(renewed[1]).not.toBe(refreshToken);
  expect((await adminDashboard(request, renewed[0] ?? '')).status()).toBe(200);
});
