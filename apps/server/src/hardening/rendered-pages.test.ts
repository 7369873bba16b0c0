import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { paths, renderedPageSlots } from '@study/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE } from '../auth/page-session';
import { chapters, topics } from '../db/schema';
import { createAccount, startTestServer } from '../testing/harness';
import type { TestServer } from '../testing/harness';

// Lesson pages rendered per request for the student of the page-session cookie: the cookie's
// life (login, refresh, logout), who gets a rendered page and who the plain shell, and that a
// failing renderer costs nothing but the rendering. The renderer is a real worker thread running
// a stand-in for the web build's apps/web/dist-ssr/pageRenderWorker.js.

const RENDERER = `
export default async function render(request) {
  if (request.url.includes('topic=fail')) throw new Error('renderer failed');
  return {
    markup: '<main data-for="' + request.user.name + '" data-url="' + request.url + '">' + Object.keys(request.answers).join(',') + '</main>',
    data: JSON.stringify({ status: Object.values(request.answers)[0].topics[0].status, dollar: '$& $1' }),
  };
}
`;
const TEMPLATE = `<!doctype html><div id="root" data-rendered-for="student">${renderedPageSlots.markup}</div><script type="application/json" id="${renderedPageSlots.dataScriptId}">${renderedPageSlots.data}</script>`;
const SHELL = '<!doctype html><div id="root"></div><!-- learn shell -->';

function cookieOf(headers: Headers): string | undefined {
  return headers.getSetCookie().find((cookie) => cookie.startsWith(`${PAGE_SESSION_COOKIE}=`));
}

describe('lesson pages rendered per request', () => {
  let server: TestServer;
  let tempDir: string;
  let chapterId: number;
  let learnPath: string;

  beforeAll(async () => {
    tempDir = await mkdtemp(path.join(tmpdir(), 'study-rendered-'));
    const dist = path.join(tempDir, 'dist');
    const learn = path.join(dist, 'prerendered', 'subjects', '$subjectId', '$chapterId', 'learn');
    await mkdir(learn, { recursive: true });
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(learn, 'index.html'), SHELL);
    await writeFile(path.join(learn, 'rendered.html'), TEMPLATE);
    await mkdir(path.join(tempDir, 'dist-ssr'));
    await writeFile(path.join(tempDir, 'dist-ssr', 'pageRenderWorker.js'), RENDERER);
    server = await startTestServer({ WEB_DIST_DIR: dist, SEED_DEMO: 'true', TRUST_PROXY: 'true' });
    const [chapter] = await server.db
      .select({ id: chapters.id, subjectId: chapters.subjectId })
      .from(chapters)
      .innerJoin(topics, eq(topics.chapterId, chapters.id))
      .orderBy(asc(chapters.id))
      .limit(1);
    if (!chapter) throw new Error('no seeded chapter');
    chapterId = chapter.id;
    learnPath = `/subjects/${chapter.subjectId}/${chapter.id}/learn`;
  });
  afterAll(async () => {
    await server?.stop();
    await rm(tempDir, { recursive: true, force: true });
  });

  async function signIn(headers: Record<string, string> = {}) {
    const account = await createAccount(server.db, server.tokens, { name: 'রাফি' });
    const response = await server.api(paths.login, {
      json: { username: account.username, password: account.password },
      headers,
    });
    expect(response.status).toBe(200);
    const cookie = cookieOf(response.headers);
    if (!cookie) throw new Error('login set no page-session cookie');
    return {
      ...account,
      cookie,
      pair: cookie.split(';')[0] ?? '',
      data: response.body.data as { accessToken: string; refreshToken: string },
    };
  }
  const page = async (pathname: string, cookie?: string) => {
    const response = await fetch(server.url + pathname, cookie ? { headers: { cookie } } : {});
    return { response, html: await response.text() };
  };

  it('login sets the page session: the access token, HttpOnly, SameSite=Lax, only for /subjects, as long as the token lives', async () => {
    const { cookie, data } = await signIn();
    expect(cookie).toContain(`${PAGE_SESSION_COOKIE}=${data.accessToken}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/subjects/);
    expect(cookie).toMatch(/; Max-Age=3600/);
    expect(cookie).not.toMatch(/; Secure/);
    // Behind a trusted proxy that terminated HTTPS, the cookie is Secure.
    const viaHttps = await signIn({ 'x-forwarded-proto': 'https' });
    expect(viaHttps.cookie).toMatch(/; Secure/);
  });

  it('renders the lesson for the student of the cookie, with the chapter as the API answers it and the query kept', async () => {
    const { pair } = await signIn();
    const { response, html } = await page(`${learnPath}?topic=2`, pair);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).toContain(`<main data-for="রাফি" data-url="${learnPath}?topic=2">${paths.chapter(chapterId)}</main>`);
    // The data as the renderer made it (a `$` pattern is not a replacement pattern here).
    expect(html).toContain('{"status":"not-started","dollar":"$& $1"}</script>');
    expect(html).not.toContain(renderedPageSlots.markup);
  });

  it("renders each student's own progress", async () => {
    const first = await signIn();
    const chapter = await server.api(paths.chapter(chapterId), { token: first.data.accessToken });
    const topicId = chapter.body.data.topics[0].id as number;
    await server.api(paths.progress, { token: first.data.accessToken, json: { topicId, status: 'completed' } });
    expect((await page(learnPath, first.pair)).html).toContain('"status":"completed"');
    expect((await page(learnPath, (await signIn()).pair)).html).toContain('"status":"not-started"');
  });

  it('sends the shell without a live student page session: none, garbage, an admin token, a logged-out one', async () => {
    const admin = await createAccount(server.db, server.tokens, { role: 'admin' });
    const student = await signIn();
    const logout = await server.api(paths.logout, { token: student.data.accessToken, json: {} });
    expect(logout.status).toBe(200);
    // Logout clears the cookie …
    expect(cookieOf(logout.headers)).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=; Max-Age=0; Path=/subjects`));
    // … and a copy kept anyway no longer renders anything.
    for (const cookie of [
      undefined,
      `${PAGE_SESSION_COOKIE}=not-a-token`,
      `${PAGE_SESSION_COOKIE}=${admin.accessToken}`,
      student.pair,
    ]) {
      const { response, html } = await page(learnPath, cookie);
      expect(response.status).toBe(200);
      expect(html).toBe(SHELL);
    }
  });

  it('sends the shell for a chapter it cannot render (unknown, not a number) and when the renderer fails', async () => {
    const { pair } = await signIn();
    const subjectPath = learnPath.split('/').slice(0, 3).join('/');
    expect((await page(`${subjectPath}/99999999/learn`, pair)).html).toBe(SHELL);
    expect((await page(`${subjectPath}/abc/learn`, pair)).html).toBe(SHELL);
    const failed = await page(`${learnPath}?topic=fail`, pair);
    expect(failed.response.status).toBe(200);
    expect(failed.html).toBe(SHELL);
  });

  it('a refresh renews the page session with the new access token', async () => {
    const { data } = await signIn();
    const refreshed = await server.api(paths.refreshToken, { json: { refreshToken: data.refreshToken } });
    expect(refreshed.status).toBe(200);
    expect(cookieOf(refreshed.headers)).toContain(`${PAGE_SESSION_COOKIE}=${refreshed.body.data.accessToken};`);
  });

  it('marks the cookie Secure on every answer that sets or ends it over HTTPS, as the trusted proxy reports it', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const registered = await server.api(paths.register, {
      json: {
        name: 'মিতা',
        username: `secure_${Date.now()}`,
        phone: '+8801812345670',
        class: '8',
        password: 'secret-pass-1',
      },
      headers: https,
    });
    expect(registered.status).toBe(201);
    expect(cookieOf(registered.headers)).toMatch(/; Secure/);
    const refreshed = await server.api(paths.refreshToken, {
      json: { refreshToken: registered.body.data.refreshToken },
      headers: https,
    });
    expect(cookieOf(refreshed.headers)).toMatch(/; Secure/);
    const logout = await server.api(paths.logout, { token: refreshed.body.data.accessToken, json: {}, headers: https });
    expect(cookieOf(logout.headers)).toMatch(/^study_page_session=;.*; Secure/);
    // Over plain HTTP (the proxy's own, last entry says so), not Secure: the browser would drop it.
    const plain = await signIn({ 'x-forwarded-proto': 'https, http' });
    expect(plain.cookie).not.toMatch(/; Secure/);
  });
});
