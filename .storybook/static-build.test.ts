import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { webFontFamily } from '../packages/ui/src/theme/fontStacks';
import { lightTokens } from '../packages/ui/src/theme/lightTokens';

/**
 * The static Storybook build (what designers open and Chromatic uploads) shows every story in the
 * real theme. The story tests run Storybook in dev mode, where the production build's tree-shaking
 * never happens, so they cannot see a theme the build drops; this opens the build itself.
 */

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  importPath: string;
  tags?: string[];
}

const baseUrl = inject('storybookStaticUrl');
const index = JSON.parse(await readFile(path.join(inject('storybookStaticDir'), 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const entries = Object.values(index.entries);

// One story per stories file: every component folder of packages/ui and every page of apps/web.
// The first story that does not act like the user: an interaction story's play function changes
// the page (a click can remove the very text this test reads) while the test is reading it.
const storiesByFile = new Map<string, IndexEntry[]>();
for (const entry of entries.filter((candidate) => candidate.type === 'story')) {
  storiesByFile.set(entry.importPath, [...(storiesByFile.get(entry.importPath) ?? []), entry]);
}
const sample = [...storiesByFile.values()].map(
  (stories) => stories.find((story) => !story.tags?.includes('interaction')) ?? stories[0]!,
);
const firstStoryOf = (folder: string) => {
  const entry = sample.find((candidate) => path.dirname(candidate.importPath).endsWith(folder));
  if (!entry) throw new Error(`No story under ${folder}`);
  return entry;
};

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  // One context: pages share the HTTP cache (faster), but each page loads its own styles, so a
  // stylesheet one story brought in cannot dress another.
  context = await browser.newContext({ locale: 'bn-BD', timezoneId: 'Asia/Dhaka', reducedMotion: 'reduce' });
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a story in a fresh page, once Storybook reports it rendered. */
async function openStory(entry: IndexEntry): Promise<Page> {
  const page = await context.newPage();
  await page.goto(new URL(`iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=story`, baseUrl).href);
  // Storybook marks the body once the story has rendered, or shows its error display.
  await page.waitForFunction(() =>
    ['sb-show-main', 'sb-show-errordisplay'].some((name) => document.body.classList.contains(name)),
  );
  expect(await page.evaluate(() => document.body.classList.contains('sb-show-errordisplay'))).toBe(false);
  return page;
}

describe.concurrent('static Storybook build', () => {
  it('samples both workspaces', () => {
    expect(sample.some((entry) => entry.importPath.startsWith('./packages/ui/'))).toBe(true);
    expect(sample.some((entry) => entry.importPath.startsWith('./apps/web/'))).toBe(true);
  });

  it.for(sample.map((entry) => [entry.id, entry] as const))('%s has the theme', async ([, entry]) => {
    const page = await openStory(entry);
    try {
      const look = await page.evaluate(
        async ({ tokens, family }) => {
          // Browsers serialise computed values their own way ('#fff' → 'rgb(255, 255, 255)'): a
          // probe element turns the expected token into the same form. A new one each time, styled
          // before it is inserted, so no transition (the reduced-motion rule's 0.01 ms) starts.
          const computed = (property: string, value: string) => {
            const probe = document.createElement('div');
            probe.style.setProperty(property, value);
            document.body.append(probe);
            const result = getComputedStyle(probe).getPropertyValue(property);
            probe.remove();
            return result;
          };
          // The global body rule takes its background from a theme-contract variable on :root.
          const bodyBackground = [...document.styleSheets]
            .flatMap((sheet) => [...sheet.cssRules])
            .filter((rule): rule is CSSStyleRule => rule instanceof CSSStyleRule && rule.selectorText === 'body')
            .map((rule) => rule.style.getPropertyValue('background-color'))
            .find((value) => value.startsWith('var(--'));
          const variable = bodyBackground?.match(/^var\((--[^,)]+)/)?.[1];
          const rootValue = variable
            ? getComputedStyle(document.documentElement).getPropertyValue(variable).trim()
            : '';

          // Text as a student reads it: the first element holding Bengali letters (admin screens have none).
          const walker = document.createTreeWalker(
            document.getElementById('storybook-root') ?? document.body,
            NodeFilter.SHOW_TEXT,
          );
          let bengaliText: Element | null = null;
          // Not inside a typeset formula: KaTeX sets its own fonts there (and its MathML copy), by design.
          while (!bengaliText && walker.nextNode()) {
            const parent = walker.currentNode.parentElement;
            if (/[\u0980-\u09FF]/.test(walker.currentNode.textContent ?? '') && !parent?.closest('.katex'))
              bengaliText = parent;
          }

          // Read before waiting for the fonts: by then a lazily loaded part (KaTeX) may have replaced the element.
          const textFont = bengaliText ? getComputedStyle(bengaliText).fontFamily : null;
          const fontQuery = `16px "${family}"`;
          const loadedFaces = (await document.fonts.load(fontQuery, 'অআ')).length;
          return {
            variable: variable ?? null,
            rootValue: rootValue ? computed('background-color', rootValue) : null,
            expectedPage: computed('background-color', tokens.color.page),
            bodyBackground: getComputedStyle(document.body).backgroundColor,
            bodyColor: getComputedStyle(document.body).color,
            expectedText: computed('color', tokens.color.text.primary),
            bodyFont: getComputedStyle(document.body).fontFamily,
            expectedFont: computed('font-family', tokens.fontFamily.body),
            textFont,
            loadedFaces,
            fontCheck: document.fonts.check(fontQuery, 'অআ'),
          };
        },
        { tokens: lightTokens, family: webFontFamily },
      );

      // Tokens: a contract variable is set on :root to the theme's value, and the body uses it.
      expect(look.variable).toMatch(/^--/);
      expect(look.rootValue).toBe(look.expectedPage);
      expect(look.bodyBackground).toBe(look.expectedPage);
      expect(look.bodyColor).toBe(look.expectedText);
      // The Bengali web font: in the body's stack, on the story's Bengali text, its faces declared and loaded.
      expect(look.bodyFont).toBe(look.expectedFont);
      if (look.textFont !== null) expect(look.textFont).toContain(webFontFamily);
      expect(look.loadedFaces).toBeGreaterThan(0);
      expect(look.fontCheck).toBe(true);
    } finally {
      await page.close();
    }
  });

  it('gives every stories file a docs page, and an Introduction', () => {
    const documented = new Set(entries.filter((entry) => entry.type === 'docs').map((entry) => entry.importPath));
    expect(sample.filter((entry) => !documented.has(entry.importPath)).map((entry) => entry.importPath)).toEqual([]);
    expect(entries[0]).toMatchObject({ title: 'Introduction', type: 'docs' });
  });

  it("shows a component's description, props and states on its docs page", async () => {
    const page = await context.newPage();
    try {
      await page.goto(new URL('iframe.html?id=primitives-button--docs&viewMode=docs', baseUrl).href);
      await page.locator('.sbdocs-title', { hasText: 'Button' }).waitFor();
      // The component's JSDoc, then its props with their JSDoc.
      await page.getByText('A button with Bengali-friendly sizing').waitFor();
      await page
        .locator('.docblock-argstable-body tr', { hasText: 'Shows a spinner, marks the button busy' })
        .waitFor();
      // States, not interaction stories (Playground clicks; it has its own entry in the sidebar).
      await page.locator('#anchor--primitives-button--secondary').waitFor();
      expect(await page.locator('#anchor--primitives-button--playground').count()).toBe(0);
      expect(
        await page
          .locator('#story--primitives-button--secondary-inner button')
          .evaluate((button) => getComputedStyle(button).fontFamily),
      ).toContain(webFontFamily);
    } finally {
      await page.close();
    }
  });

  it("has KaTeX's stylesheet and fonts in the maths stories", async () => {
    const page = await openStory(firstStoryOf('/MathFormula'));
    try {
      const formula = page.locator('.katex').first();
      await formula.waitFor();
      expect(await formula.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('KaTeX_Main');
      expect(
        await page.evaluate(async () => (await document.fonts.load('16px KaTeX_Main', 'x')).length),
      ).toBeGreaterThan(0);
    } finally {
      await page.close();
    }
  });
});
