import type { Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
// The theme (tokens on :root, the Bengali web font, global styles) exactly as consumers get it.
import '../packages/ui/src/theme';
import { loadMarkdown } from '../packages/ui/src/components/content/MarkdownContent/MarkdownContent';
import 'katex/dist/katex.min.css';

const preview: Preview = {
  decorators: [
    (Story, { parameters }) =>
      // Storybook's UI pads 'padded' stories itself; the test runner renders them bare, which
      // would clip focus rings at the edge of the screenshots.
      '__vitest_browser__' in globalThis && parameters['layout'] !== 'fullscreen' ? (
        <div style={{ padding: '1rem' }}>
          <Story />
        </div>
      ) : (
        <Story />
      ),
  ],
  loaders: [
    // Lessons and replies render in their first paint, as they do once an app has loaded the
    // parser: a screenshot never catches the short loading placeholder.
    async () => {
      await loadMarkdown();
      return {};
    },
    // Page stories declare their API handlers in `parameters.msw`; requests without one go to the network.
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
      return worker;
    }),
  ],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any accessibility violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        phone360: { name: 'Phone 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone414: { name: 'Phone 414 px', styles: { width: '414px', height: '896px' }, type: 'mobile' },
        tablet768: { name: 'Tablet 768 px', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
        desktop1280: { name: 'Desktop 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
  },
  initialGlobals: { viewport: { value: undefined, isRotated: false } },
  tags: ['autodocs'],
};

export default preview;
