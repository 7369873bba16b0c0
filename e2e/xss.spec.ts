import { randomBytes, randomInt } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { z } from 'zod';
import {
  adminChapterSchema,
  adminLoginDataSchema,
  adminQuizSchema,
  adminSubjectSchema,
  adminTopicSchema,
  authDataSchema,
  paths,
  profileSchema,
} from '../packages/contract/src/index';
import type { AuthData } from '../packages/contract/src/index';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  apiData,
  baseUrl,
  expect,
  openSignedIn,
  setupClientAddress,
  shot,
  test,
} from './fixtures';
import { corpusMarkdown, marker, packPayloads, xssCorpus } from './xss-corpus';

// Issue 8: the XSS corpus placed through the real API in every text an admin or a student can
// write (subject, chapter, topic and quiz texts, topic Markdown with maths, profile fields, tutor
// messages and replies), then every page that shows them is opened in Chromium. No payload may
// run (the `__xss` trap and the dialog listener stay silent), no executable markup may reach the
// DOM, and the payloads' text must be on the page (rendered as text, not dropped).
//
// The browser ignores the Content-Security-Policy here: the policy (script-src 'self', tested in
// apps/server/src/hardening/web-app-delivery.test.ts) would stop inline handlers by itself and hide
// a rendering bug. This spec tests the other layer: what the app puts in the DOM.
test.use({ bypassCSP: true });
// One viewport is enough (the same components render the texts at every width): the config runs
// this file in its own desktop project, after the journeys. In order, in one worker: the tests
// share the records of beforeAll.
test.describe.configure({ mode: 'default' });

/** Names are at most 200 characters, profile names 100, schools 150, descriptions 2,000. */
const namePacks = packPayloads(200);
const longPacks = packPayloads(2000);
const studentName = packPayloads(100)[1] ?? '';
const studentSchool = packPayloads(150)[3] ?? '';
const mathPack = packPayloads(
  200,
  xssCorpus.filter((entry) => entry.payload.startsWith('$')),
);

interface Placed {
  admin: string;
  student: AuthData;
  subjectId: number;
  chapterId: number;
  subject: { name: string; description: string };
  chapter: { name: string; description: string; contentSummary: string };
  topics: { id: number; name: string }[];
  quiz: { title: string; question: string; option: string; explanation: string };
  /** The school with payloads, or null when the server refused it (400: a pass too). */
  school: string | null;
}

let placed: Placed;

async function post<T extends z.ZodType>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: object,
  schema: T,
): Promise<z.output<T>> {
  return apiData(await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data }), schema);
}

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: baseUrl() });
  const tag = randomBytes(3).toString('hex');
  const admin = (
    await apiData(
      await request.post(paths.adminLogin, { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } }),
      adminLoginDataSchema,
    )
  ).accessToken;

  // Class 7: no other spec reads class 7's lists, so these records cannot disturb them.
  const subject = { name: `${tag} ${namePacks[0]}`, description: longPacks[0] ?? '' };
  const { id: subjectId } = await post(
    request,
    admin,
    paths.adminCollection('subjects'),
    { ...subject, gradeLevel: 7 },
    adminSubjectSchema,
  );
  const chapter = {
    name: `${tag} ${namePacks[1]}`,
    description: longPacks[1] ?? '',
    contentSummary: longPacks[0] ?? '',
  };
  const { id: chapterId } = await post(
    request,
    admin,
    paths.adminCollection('chapters'),
    { ...chapter, subjectId },
    adminChapterSchema,
  );
  const topicTexts = [
    { name: `${tag} ${namePacks[2]}`, description: longPacks[1] ?? '', content: corpusMarkdown() },
    { name: `${tag} ${mathPack[0]}`, description: namePacks[3] ?? '', content: 'দ্বিতীয় টপিক: $a^2 + b^2 = c^2$।' },
  ];
  const topics = [];
  for (const [index, topic] of topicTexts.entries()) {
    const created = await post(
      request,
      admin,
      paths.adminCollection('topics'),
      { ...topic, chapterId, order: index + 1 },
      adminTopicSchema,
    );
    topics.push({ id: created.id, name: topic.name });
  }
  const quiz = {
    title: `${tag} ${namePacks[4]}`,
    question: mathPack[1] ?? '',
    option: namePacks[5] ?? '',
    explanation: longPacks[0] ?? '',
  };
  await post(
    request,
    admin,
    paths.adminCollection('quizzes'),
    {
      title: quiz.title,
      chapterId,
      questions: [
        {
          question: quiz.question,
          explanation: quiz.explanation,
          options: [
            { text: quiz.option, isCorrect: true },
            { text: 'নিরাপদ উত্তর', isCorrect: false },
          ],
        },
      ],
    },
    adminQuizSchema,
  );

  const registration = await request.post(paths.register, {
    headers: { 'x-forwarded-for': setupClientAddress() },
    data: {
      name: studentName,
      username: `e2e_xss_${randomBytes(5).toString('hex')}`,
      password: `Pass-${randomBytes(4).toString('hex')}`,
      phone: `+8801${randomInt(3, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
      class: '7',
    },
  });
  const student = await apiData(registration, authDataSchema);
  const profile = await request.patch(paths.profile, {
    headers: { Authorization: `Bearer ${student.accessToken}` },
    data: { school: studentSchool },
  });
  // Every other text above is accepted today (apiData fails the run otherwise); the profile may
  // refuse markup one day, which is as good as rendering it inert.
  const school = profile.status() === 400 ? null : (await apiData(profile, profileSchema)).school;

  placed = { admin, student, subjectId, chapterId, subject, chapter, topics, quiz, school };
  await request.dispose();
});

/** What the trap saw: sentinel assignments (with the frame's address) and dialogs. */
interface Trap {
  fired: string[];
}

/**
 * Arms the trap before any page script: `__xss` is a setter on every frame's window that reports
 * to the test, and every alert/confirm/prompt is reported and dismissed. Requests to other
 * origins are aborted (a payload must not reach the network either, and the test stays offline).
 */
async function armTrap(page: Page): Promise<Trap> {
  const trap: Trap = { fired: [] };
  await page.exposeFunction('__xssReport', (value: string, where: string) => {
    trap.fired.push(`__xss=${value} in ${where}`);
  });
  await page.addInitScript(() => {
    const report = (value: unknown) =>
      (window as unknown as { __xssReport: (value: string, where: string) => void }).__xssReport(
        String(value),
        location.href,
      );
    Object.defineProperty(window, '__xss', { configurable: false, get: () => undefined, set: report });
  });
  page.on('dialog', (dialog) => {
    trap.fired.push(`${dialog.type()}(${dialog.message()})`);
    void dialog.dismiss();
  });
  const origin = new URL(baseUrl()).origin;
  await page.route(
    (url) => url.origin !== origin,
    (route) => route.abort(),
  );
  return trap;
}

/**
 * Markup that could run script, found in the DOM of every frame: event-handler attributes,
 * script-capable URLs, inline scripts, frames, plugins, <base> and refresh <meta>.
 */
async function unsafeMarkup(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    found.push(
      ...(await frame.evaluate(() => {
        const urlAttributes = new Set([
          'href',
          'xlink:href',
          'src',
          'srcdoc',
          'action',
          'formaction',
          'data',
          'poster',
          'background',
        ]);
        const hits: string[] = [];
        for (const element of Array.from(document.querySelectorAll('*'))) {
          const tag = element.localName;
          const describe = () => element.outerHTML.slice(0, 160);
          if (['iframe', 'frame', 'object', 'embed', 'base', 'applet'].includes(tag)) hits.push(describe());
          if (tag === 'script' && !(element as HTMLScriptElement).src.startsWith(`${location.origin}/assets/`))
            hits.push(describe());
          if (tag === 'meta' && element.hasAttribute('http-equiv')) hits.push(describe());
          for (const attribute of Array.from(element.attributes)) {
            const name = attribute.name.toLowerCase();
            // Browsers drop whitespace and control characters inside a scheme.
            const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
            if (name.startsWith('on')) hits.push(describe());
            else if (urlAttributes.has(name) && /^(javascript|vbscript|data:text\/html)/.test(value))
              hits.push(describe());
            else if (name === 'style' && /expression\(|javascript:/.test(value)) hits.push(describe());
          }
        }
        return hits;
      })),
    );
  }
  return found;
}

/** The payloads had time to fire (image errors, SVG animations, autofocus): nothing ran, nothing executable is in the DOM. */
async function expectNoXss(page: Page, trap: Trap, where: string): Promise<void> {
  await page.waitForTimeout(200);
  expect(trap.fired, `script ran on ${where}`).toEqual([]);
  expect(await unsafeMarkup(page), `executable markup on ${where}`).toEqual([]);
}

/** The texts show on the page, character for character (innerText: rendered, not hidden markup). */
async function expectText(scope: Locator, ...texts: string[]): Promise<void> {
  for (const text of texts) await expect(scope).toContainText(text, { useInnerText: true });
}

/**
 * Hovers and clicks what the payloads' labels became (a `javascript:` link must stay inert), and
 * hovers every formula (KaTeX's \\htmlClass and the like aim at mouse events).
 */
async function pokeLabels(scope: Locator, labels: string[]): Promise<void> {
  for (const formula of await scope.locator('.katex-html').all()) await formula.hover();
  for (const label of labels) {
    const target = scope.getByText(label, { exact: false }).first();
    await target.hover();
    // Links the sanitiser kept lead inside the app or open a new tab; everything else must be inert text.
    const href = await target.evaluate((element) => element.closest('a')?.getAttribute('href') ?? null);
    if (href === null) await target.click();
  }
}

test('subjects, chapters and topics with the corpus: dashboard, subject pages and the lesson', async ({
  page,
}, testInfo) => {
  const trap = await armTrap(page);
  const main = page.getByRole('main');
  const { student, subject, chapter, topics, subjectId, chapterId } = placed;

  await test.step('dashboard with the student name', async () => {
    await openSignedIn(page, student, '/dashboard');
    await expectText(main, studentName);
    await expectText(page.getByRole('banner'), studentName);
    await expectNoXss(page, trap, 'the dashboard');
  });

  await test.step('subjects list', async () => {
    await page.goto('/subjects');
    await expectText(main, subject.name);
    // The card's hover card shows the description.
    await main.getByRole('link', { name: subject.name }).hover();
    await expectText(main, subject.description);
    await expectNoXss(page, trap, 'the subjects list');
  });

  await test.step('subject detail', async () => {
    await page.goto(`/subjects/${subjectId}`);
    await expectText(main, subject.name, subject.description, chapter.name);
    await shot(page, testInfo, 'subject-detail');
    await expectNoXss(page, trap, 'the subject page');
  });

  await test.step('lesson: the corpus as topic Markdown with maths', async () => {
    await page.goto(`/subjects/${subjectId}/${chapterId}/learn`);
    const firstTopic = topics[0];
    if (!firstTopic) throw new Error('no topic');
    await expectText(main, chapter.name, chapter.description, firstTopic.name);
    // The safe formula typesets: the maths pipeline ran on this content.
    await expect(main.locator('.katex').first()).toBeVisible();
    // Lesson blocks far from the screen are rendered only as they come near it (content-visibility),
    // and innerText leaves out what is not rendered; selected text is rendered, so select the
    // lesson, as a student copying it would.
    await main.evaluate((element) => window.getSelection()?.selectAllChildren(element));
    for (const entry of xssCorpus) await expectText(main, marker(entry));
    await expectText(main, ...xssCorpus.flatMap((entry) => (entry.label ? [entry.label] : [])));
    await main.getByRole('heading', { name: 'XSS corpus' }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'lesson-corpus');
    await expectNoXss(page, trap, 'the lesson');
    // KaTeX sets each character apart: its labels are text, but not one element to point at.
    const textLabels = xssCorpus.flatMap((entry) =>
      entry.label && !entry.payload.startsWith('$') ? [entry.label] : [],
    );
    await pokeLabels(main, textLabels);
    await expect(page).toHaveURL(/\/subjects\/\d+\/\d+\/learn(\?topic=\d+)?$/);
    await expectNoXss(page, trap, 'the lesson after hovering and clicking');
  });

  await test.step('lesson: the second topic, named with KaTeX payloads', async () => {
    await main.getByRole('button', { name: 'পরের টপিক' }).click();
    const secondTopic = topics[1];
    if (!secondTopic) throw new Error('no topic');
    await expectText(main, secondTopic.name);
    await expectNoXss(page, trap, 'the second topic');
  });
});

test('the chapter quiz with payloads in its question, option and explanation', async ({ page }, testInfo) => {
  const trap = await armTrap(page);
  const main = page.getByRole('main');
  const { student, quiz, subjectId, chapterId } = placed;
  await openSignedIn(page, student, `/subjects/${subjectId}/${chapterId}/quiz`);
  await expectNoXss(page, trap, 'the quiz start screen');
  await main.getByRole('button', { name: 'কুইজ শুরু করো' }).click();
  await expectText(main, quiz.option);
  await expectNoXss(page, trap, 'the quiz question');
  // The question is maths only: KaTeX shows the untrusted commands' names.
  await expectText(main, '\\htmlStyle', '\\includegraphics');
  await main.getByRole('radio').first().check();
  await main.getByRole('button', { name: 'উত্তর যাচাই করো' }).click();
  await expect(main.getByText('সঠিক উত্তর!', { exact: true })).toBeVisible();
  // The explanation is text with maths: its text before the first formula shows as it is.
  await expectText(main, quiz.explanation.slice(0, quiz.explanation.indexOf('$')).trim());
  await shot(page, testInfo, 'quiz-feedback');
  await expectNoXss(page, trap, 'the quiz feedback');
});

/** The stream-sse/ events of a reply that is the whole corpus, word by word as the server sends them. */
function corpusReplyEvents(): string {
  const words = corpusMarkdown().split(/(?<= )/);
  const chunks = words.map(
    (content, index) => `event: chunk\ndata: ${JSON.stringify({ content, metadata: { index } })}\n\n`,
  );
  const complete = {
    message_id: 'xss-reply',
    metadata: {
      confidence_score: 0.9,
      requires_teacher_attention: false,
      emotion_detected: null,
      response_time_ms: 10,
      usage: { remaining_today: 10, daily_limit: 20, can_call: true },
      partial: false,
    },
  };
  return `${chunks.join('')}event: complete\ndata: ${JSON.stringify(complete)}\n\n`;
}

test('tutor: payloads in the question, the offline reply and a streamed reply of the whole corpus', async ({
  page,
}, testInfo) => {
  const trap = await armTrap(page);
  const { student, subjectId, chapterId } = placed;
  const question = packPayloads(1000)[0] ?? '';

  await test.step('the tutor panel on the lesson streams the corpus back', async () => {
    await page.route(`**${paths.tutorStreamSse}**`, (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' },
        body: corpusReplyEvents(),
      }),
    );
    await openSignedIn(page, student, `/subjects/${subjectId}/${chapterId}/learn`);
    await page.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }).click();
    const dialog = page.getByRole('dialog', { name: 'এআই শিক্ষক' });
    await expect(dialog.getByText('স্ট্রিমিং চালু')).toBeVisible();
    await dialog.getByLabel('তোমার প্রশ্ন').fill(question);
    await dialog.getByRole('button', { name: 'পাঠাও' }).click();
    const log = dialog.getByRole('log', { name: 'কথোপকথন' });
    await expect(log).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('button', { name: 'উত্তর কপি করো' })).toBeVisible();
    await expectText(log, question);
    for (const entry of xssCorpus) await expectText(log, marker(entry));
    await shot(page, testInfo, 'tutor-panel-corpus-reply');
    await expectNoXss(page, trap, 'the tutor panel');
    await page.unroute(`**${paths.tutorStreamSse}**`);
  });

  await test.step('the ask page: the real offline tutor explains the corpus lesson', async () => {
    await page.goto(`/subjects/${subjectId}/${chapterId}/ask`);
    const chat = page.getByRole('region', { name: 'কথোপকথন' });
    // The conversation of the panel is restored (the same topic), payloads and all.
    await expectText(chat, question);
    // The first suggestion asks for an overview: the offline tutor quotes the lesson's passages.
    const suggestions = page.getByRole('group', { name: 'সম্ভাব্য প্রশ্ন' });
    await suggestions.getByRole('button').first().click();
    await expect(chat).toContainText(/P\d\d:/);
    await expect(page.getByText('এআই শিক্ষক লিখছে...')).toHaveCount(0);
    await shot(page, testInfo, 'ask-page-reply');
    await expectNoXss(page, trap, 'the ask page');
  });
});

test('profile fields with payloads', async ({ page }, testInfo) => {
  const trap = await armTrap(page);
  await openSignedIn(page, placed.student, '/profile');
  const main = page.getByRole('main');
  const { school } = placed;
  if (school === null)
    testInfo.annotations.push({ type: 'refused', description: 'the server refused the school with payloads' });
  await expectText(main, studentName, ...(school === null ? [] : [school]));
  await shot(page, testInfo, 'profile');
  await expectNoXss(page, trap, 'the profile');
  await main.getByRole('button', { name: 'সম্পাদনা' }).click();
  // In the form the payloads are field values, exactly as typed.
  await expect(main.getByLabel('নাম', { exact: true })).toHaveValue(studentName);
  if (school !== null) await expect(main.getByLabel('স্কুল')).toHaveValue(school);
  await expectNoXss(page, trap, 'the profile form');
});

test('admin pages list the payload records', async ({ page }, testInfo) => {
  const trap = await armTrap(page);
  const { admin, subject, chapter, topics, quiz } = placed;
  await page.goto('/healthz');
  await page.evaluate((token) => localStorage.setItem('adminToken', token), admin);
  const main = page.getByRole('main');

  const lists: [string, string[]][] = [
    // Recent Activity shortens long names with an ellipsis.
    ['/admin/dashboard', [subject.name.slice(0, 40), quiz.title.slice(0, 40)]],
    ['/admin/subjects', [subject.name]],
    ['/admin/chapters', [chapter.name]],
    ['/admin/topics', topics.map((topic) => topic.name)],
    ['/admin/quizzes', [quiz.title]],
  ];
  for (const [path, texts] of lists) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectText(main, ...texts);
      await expectNoXss(page, trap, path);
    });
  }

  await test.step('the topic editor previews the corpus', async () => {
    const firstTopic = topics[0];
    if (!firstTopic) throw new Error('no topic');
    await page.goto('/admin/topics');
    await page.getByRole('button', { name: `Edit ${firstTopic.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Topic' });
    await expect(dialog.locator('.katex').first()).toBeVisible();
    for (const entry of xssCorpus) await expectText(dialog, marker(entry));
    await shot(page, testInfo, 'admin-topic-preview');
    await expectNoXss(page, trap, 'the topic editor');
  });
});
