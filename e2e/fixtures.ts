import { randomBytes, randomInt } from 'node:crypto';
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, APIResponse, Locator, Page, TestInfo } from '@playwright/test';
import { SignJWT, decodeJwt } from 'jose';
import { z } from 'zod';
// Relative imports of the sources: test files are collected before the global setup builds dist/.
import {
  apiSuccessSchema,
  authDataSchema,
  paths,
  subjectDetailSchema,
  subjectSchema,
} from '../packages/contract/src/index';
import type { AuthData } from '../packages/contract/src/index';
import { JWT_ISSUER, JWT_SECRET } from './server-env';

export { ADMIN_EMAIL, ADMIN_PASSWORD, JWT_SECRET, baseUrl } from './server-env';
export { expect };

/** What a student typed at registration, and the session the server gave back. */
export interface Student {
  name: string;
  username: string;
  password: string;
  phone: string;
  classLevel: '8';
  auth: AuthData;
}

export type NewStudent = Omit<Student, 'auth'>;

/**
 * A student nobody has used yet: the username carries the project and a random part, so runs,
 * projects and parallel tests never collide (usernames and phones are unique on the server).
 */
export function newStudentDetails(testInfo: TestInfo): NewStudent {
  const project = testInfo.project.name.replace(/[^a-z0-9]/gi, '').slice(0, 8);
  return {
    name: 'নুসরাত জাহান',
    username: `e2e_${project}_${randomBytes(5).toString('hex')}`,
    password: `Pass-${randomBytes(4).toString('hex')}`,
    // decisions.md: +880, 1, an operator digit 3–9 and eight more digits.
    phone: `+8801${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
    classLevel: '8',
  };
}

/** Parses a success envelope and returns its data, failing the test with the body otherwise. */
export async function apiData<T extends z.ZodType>(response: APIResponse, schema: T): Promise<z.output<T>> {
  const body: unknown = await response.json();
  expect(response.ok(), `${response.url()} answered ${response.status()}: ${JSON.stringify(body)}`).toBe(true);
  // The envelope first (data left open), then the data with the caller's schema.
  const envelope = apiSuccessSchema(z.unknown()).parse(body);
  return schema.parse(envelope.data);
}

/**
 * A client address of its own for a request made for a test's set-up (198.18.0.0/15, the range
 * kept for benchmarks). The server counts registrations per address (60 in 15 minutes, as a
 * school's shared connection needs) and trusts X-Forwarded-For in these runs: the whole suite
 * registers more students than one address may, and set-up must not spend the budget of the
 * tests that register through the page from 127.0.0.1.
 */
export function setupClientAddress(): string {
  return `198.${randomInt(18, 20)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/** Registers through the API: for tests whose subject is not registration itself. */
export async function registerStudent(request: APIRequestContext, details: NewStudent): Promise<Student> {
  const response = await request.post(paths.register, {
    headers: { 'x-forwarded-for': setupClientAddress() },
    data: {
      name: details.name,
      username: details.username,
      password: details.password,
      phone: details.phone,
      class: details.classLevel,
    },
  });
  return { ...details, auth: await apiData(response, authDataSchema) };
}

/**
 * Opens `path` and waits until the app has taken the page over (`<html data-app-ready>`): a
 * pre-rendered page shows before its scripts have even been fetched, and a click before then would
 * be a plain link or form, not the app's.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
}

/**
 * Restores a saved session the way the app keeps it (spec §3: localStorage `accessToken`,
 * `refreshToken`, `user`), as if the student had signed in earlier on this phone, then opens `path`.
 */
export async function openSignedIn(page: Page, auth: AuthData, path: string): Promise<void> {
  // Any same-origin response will do for writing localStorage; /healthz is the lightest.
  await page.goto('/healthz');
  await page.evaluate((saved) => {
    localStorage.setItem('accessToken', saved.accessToken);
    localStorage.setItem('refreshToken', saved.refreshToken);
    localStorage.setItem('user', JSON.stringify(saved.user));
  }, auth);
  await openPage(page, path);
}

/**
 * Signs in from the page as the login form does (the browser keeps the page-session cookie the
 * server sets, with which lesson pages come rendered) and keeps the session as the app does.
 */
export async function signInThroughPage(page: Page, student: Pick<Student, 'username' | 'password'>): Promise<void> {
  await page.goto('/healthz');
  await page.evaluate(
    async ({ loginPath, username, password }) => {
      const response = await fetch(loginPath, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username, password }),
      });
      const { data } = (await response.json()) as {
        data: { accessToken: string; refreshToken: string; user: unknown };
      };
      localStorage.setItem('accessToken', data.accessToken);
      localStorage.setItem('refreshToken', data.refreshToken);
      localStorage.setItem('user', JSON.stringify(data.user));
    },
    { loginPath: paths.login, username: student.username, password: student.password },
  );
}

/** A screenshot of what the student sees now, in test-results/<test>/<name>.png and in the report. */
export async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file });
  await testInfo.attach(name, { path: file, contentType: 'image/png' });
}

/**
 * The same access token, signed with the server's secret, but expired an hour ago: what a
 * phone holds after the app slept past the token's 60 minutes.
 */
export async function expiredCopyOf(accessToken: string): Promise<string> {
  const { sub, role, sid } = decodeJwt(accessToken);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ role, sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(sub))
    .setIssuer(JWT_ISSUER)
    .setIssuedAt(now - 2 * 60 * 60)
    .setExpirationTime(now - 60 * 60)
    .sign(new TextEncoder().encode(JWT_SECRET));
}

/** The ids of a seeded chapter, found through the API as the app would. */
export async function findChapter(
  request: APIRequestContext,
  auth: AuthData,
  subjectName: string,
  chapterName: string,
): Promise<{ subjectId: number; chapterId: number }> {
  const headers = { Authorization: `Bearer ${auth.accessToken}` };
  const subjects = await apiData(
    await request.get(paths.subjects, { params: { classId: auth.user.class }, headers }),
    subjectSchema.array(),
  );
  const subject = subjects.find((s) => s.name === subjectName);
  if (!subject) throw new Error(`No subject ${subjectName} for class ${auth.user.class}`);
  const detail = await apiData(await request.get(paths.subject(subject.id), { headers }), subjectDetailSchema);
  const chapter = detail.chapters.find((c) => c.name === chapterName);
  if (!chapter) throw new Error(`No chapter ${chapterName} in ${subjectName}`);
  return { subjectId: subject.id, chapterId: chapter.id };
}

/** The main menu as the screen offers it: the sidebar, or on phones a drawer opened from the header. */
export async function mainMenu(page: Page, isMobile: boolean) {
  if (isMobile) await page.getByRole('button', { name: 'মেনু খোলো' }).click();
  return page.getByRole('navigation', { name: 'প্রধান মেনু' });
}

export const test = base.extend<{ student: Student }>({
  student: async ({ request }, use, testInfo) => {
    await use(await registerStudent(request, newStudentDetails(testInfo)));
  },
});

/** The toast region (sonner's section, named by @study/ui's Toaster). */
export function toasts(page: Page) {
  return page.getByRole('region', { name: /^বিজ্ঞপ্তি/ });
}

/**
 * Closes the open toasts with their close buttons, as a student does when one covers the button
 * they need next (on a 360 px phone the toasts span the bottom of the screen). By keyboard: on
 * the admin pages at 360 px the page's main area covers the close button for taps.
 */
export async function closeToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole('button', { name: 'বিজ্ঞপ্তি বন্ধ করো' });
  await expect(async () => {
    if ((await close.count()) > 0) await close.first().press('Enter', { timeout: 1_000 });
    await expect(close).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** The tutor's replies in a conversation log; `state` picks those streaming, complete or cut short. */
export function tutorReplies(log: Locator, state?: 'streaming' | 'complete' | 'cut'): Locator {
  return log.locator(state ? `[data-reply="${state}"]` : '[data-reply]');
}

/**
 * Records, in the page, the words of the streaming reply at every change of the conversation (a
 * MutationObserver sees each render, however slow the machine), and returns a reader of them.
 * Each record is the reply's text words, without the hidden speaker label.
 */
export async function watchStreamedReply(log: Locator): Promise<() => Promise<string[][]>> {
  const key = `replyWatch${Math.random().toString(36).slice(2)}`;
  await log.evaluate((node, name) => {
    const records: string[][] = [];
    Reflect.set(window, name, records);
    new MutationObserver(() => {
      const reply = node.querySelector('[data-reply="streaming"] [data-reply-text]');
      const words = (reply?.textContent ?? '').split(/\s+/).filter(Boolean);
      if (words.length > 0) records.push(words);
    }).observe(node, { subtree: true, childList: true, characterData: true });
  }, key);
  return () => log.page().evaluate((name) => Reflect.get(window, name) as string[][], key);
}
