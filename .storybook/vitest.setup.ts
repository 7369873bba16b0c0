import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// A <video>'s native controls print its time in the system font, whose metrics differ between
// machines' font packages by a pixel; the time is not ours to compare, so it is hidden.
const unstableNativeText = document.createElement('style');
unstableNativeText.textContent =
  'video::-webkit-media-controls-current-time-display, video::-webkit-media-controls-time-remaining-display { visibility: hidden; }';
document.head.append(unstableNativeText);

// Visual regression: after a story has rendered and its play function has passed, the page is
// compared with the committed reference image under screenshots/ (update: npm run test:update-screenshots).
// Stories whose look depends on something outside them (the clock, a random id) opt out with the
// `no-screenshot` tag.
afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  const story = (context as unknown as { story?: { tags?: string[] } }).story;
  if (story?.tags?.includes('no-screenshot')) return;
  const name = context.task.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '');
  await document.fonts.ready;
  await expect.element(page.elementLocator(document.body)).toMatchScreenshot(name, {
    screenshotOptions: { animations: 'disabled', caret: 'hide' },
  });
});
