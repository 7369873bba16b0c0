import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * End-to-end tests: the production build served by the real server on a fresh embedded database
 * (e2e/global-setup.ts builds once, starts it and exports its address as E2E_BASE_URL), driven
 * through Debian's Chromium at a 360 px phone and a 1280 px desktop.
 */
export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  globalSetup: './e2e/global-setup.ts',
  // Every test creates its own student, so tests run in any order; CI has 2 cores.
  fullyParallel: true,
  workers: 2,
  // A flaky step is a bug to fix, not to hide.
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Set by the global setup before the workers start (workers inherit the environment).
    baseURL: process.env.E2E_BASE_URL,
    locale: 'bn-BD',
    timezoneId: 'Asia/Dhaka',
    screenshot: 'on',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'phone',
      testIgnore: /xss\.spec\.ts/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      testIgnore: /xss\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      // The XSS corpus fills the admin's Recent Activity (last 10 changes) with its own records:
      // it runs after the journeys that check that list, never beside them.
      name: 'xss',
      testMatch: /xss\.spec\.ts/,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
  ],
});
