import { paths } from '../packages/contract/src/index';
import { expect, shot, test, toasts } from './fixtures';
import { startOwnServer } from './own-server';

// Issue 20.6: an admin changes their password in the admin area; every other login of the admin
// ends at once (its token is refused), this one goes on, and the new password signs in. The test
// runs its own server: the shared one's admin password is what every other admin test signs in with.

const email = 'password-admin@example.com';
const oldPassword = 'Old-Admin-Pass-4127';
const newPassword = 'New-Admin-Pass-8842';

test('an admin changes the password: the other session is refused, this one goes on, the new password signs in', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  // A server of its own opens an empty data folder and seeds the curriculum (about 15 s on a quiet
  // machine, over a minute on a loaded one) before the browser starts: generous, not a speed limit.
  test.setTimeout(420_000);
  const server = await startOwnServer({ ADMIN_EMAIL: email, ADMIN_PASSWORD: oldPassword });
  try {
    const api = (pathname: string) => `${server.url}${pathname}`;
    const dashboard = (token: string) =>
      request.get(api(paths.adminDashboard), { headers: { authorization: `Bearer ${token}` } });

    // Another device's login of the same admin.
    const other = await request.post(api(paths.adminLogin), { data: { email, password: oldPassword } });
    expect(other.status()).toBe(200);
    const otherTokens = (await other.json()).data as { accessToken: string; refreshToken: string };
    expect((await dashboard(otherTokens.accessToken)).status()).toBe(200);

    await test.step('signs in and changes the password on the Password page', async () => {
      await page.goto(`${server.url}/admin/login`);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(oldPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
      if (isMobile) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.getByRole('link', { name: 'Password' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Change password' })).toBeVisible();

      const main = page.getByRole('main');
      await main.getByLabel('Current password').fill(oldPassword);
      await main.getByLabel('New password', { exact: true }).fill(newPassword);
      await main.getByLabel('Confirm new password').fill(newPassword);
      // Two scrypt hashes on the server: wait for its answer (however long a loaded machine takes), then look.
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === paths.adminChangePassword,
        { timeout: 0 },
      );
      await main.getByRole('button', { name: 'Change password' }).click();
      expect((await answered).status()).toBe(200);
      await expect(toasts(page).getByText('Password changed. Your other sessions have been signed out.')).toBeVisible();
      await expect(main.getByLabel('Current password')).toHaveValue('');
      await shot(page, testInfo, 'admin-password-changed');
    });

    await test.step("the other session's tokens are refused", async () => {
      expect((await dashboard(otherTokens.accessToken)).status()).toBe(401);
      const renewed = await request.post(api(paths.adminRefreshToken), {
        data: { refreshToken: otherTokens.refreshToken },
      });
      expect(renewed.status()).toBe(401);
    });

    await test.step('this session goes on', async () => {
      if (isMobile) await page.getByRole('button', { name: 'Toggle sidebar' }).click();
      await page.getByRole('link', { name: 'Dashboard' }).click();
      await expect(page.getByText('Tutor questions today')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });

    await test.step('the old password is refused and the new one signs in', async () => {
      expect((await request.post(api(paths.adminLogin), { data: { email, password: oldPassword } })).status()).toBe(
        401,
      );
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.getByLabel('Email', { exact: true }).fill(email);
      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    });
  } finally {
    await server.stop();
  }
});
