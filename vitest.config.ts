import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

const root = path.dirname(fileURLToPath(import.meta.url));
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// Tests read workspace packages from source, so no build is needed before `npm test`.
const sourceConditions = ['@study/source', ...defaultServerConditions];
// The server's tests run in Node, which vitest gives these conditions too (`--conditions`): Vite's
// `module` would make a CommonJS package's require() load an ESM build meant for bundlers (prom-client's
// @opentelemetry/api, whose build has extension-less imports Node cannot load).
const nodeConditions = sourceConditions.filter((condition) => condition !== 'module');

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { conditions: sourceConditions },
        ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@study/source'] } },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/web/build/**/*.test.ts',
            '.storybook/interactionTags.test.ts',
          ],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { conditions: sourceConditions },
        test: {
          // The web app's session, API and tutor clients need localStorage, storage events and
          // EventSource; happy-dom gives them a browser-like window, MSW (node) answers the network.
          name: 'web',
          environment: 'happy-dom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
        },
      },
      {
        resolve: { conditions: sourceConditions },
        ssr: { resolve: { conditions: nodeConditions, externalConditions: ['@study/source'] } },
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          // A suite's setup starts a server on a fresh database (migrations, seed, the safety model):
          // seconds here, over a minute once seen on a machine busy with other suites. The limit
          // catches a hang, not slowness.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          // Builds the static Storybook (global setup) and opens one story per component folder
          // in Chromium: the production build is what designers and Chromatic see.
          name: 'storybook-static',
          environment: 'node',
          include: ['.storybook/static-build.test.ts'],
          globalSetup: ['.storybook/static-build.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        test: {
          name: 'storybook',
          // The screenshot in the shared afterEach waits up to 30 s for two equal captures: on a
          // loaded 2-core machine each capture of a first story can take seconds. A story's own
          // render and play (a file's first story loads its modules, KaTeX among them) got 15 s by
          // default, which a loaded machine overran; the limit catches hangs, not slowness.
          testTimeout: 60_000,
          hookTimeout: 60_000,
          setupFiles: [path.join(root, '.storybook/vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromiumPath,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                  '--no-first-run',
                  '--font-render-hinting=none',
                ],
              },
              contextOptions: { reducedMotion: 'reduce', locale: 'bn-BD', timezoneId: 'Asia/Dhaka' },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1024, height: 768 },
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                timeout: 30_000,
                // Same Chromium build and fonts on every machine of this kind render identically
                // (measured: repeated runs, also under full load, differ by zero pixels). pixelmatch
                // still skips anti-aliased pixels and colour shifts below 0.1 (YIQ), so no other pixel
                // may differ: one changed pixel fails.
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixels: 0 },
                resolveScreenshotPath: ({ testFileDirectory, testFileName, arg, ext }) =>
                  path.join(root, 'screenshots', testFileDirectory, testFileName, `${arg}${ext}`),
                resolveDiffPath: ({ testFileDirectory, testFileName, arg, ext }) =>
                  path.join(
                    root,
                    '.vitest-attachments',
                    'screenshot-diffs',
                    testFileDirectory,
                    testFileName,
                    `${arg}${ext}`,
                  ),
              },
            },
          },
        },
      },
    ],
  },
});
