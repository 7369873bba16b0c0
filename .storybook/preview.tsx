import type { Preview } from '@storybook/react-vite';
import type { IndexEntry } from 'storybook/internal/types';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
// The theme (tokens on :root, the Bengali web font) and the opt-in global styles (reset, body),
// exactly as the app gets them.
import '../packages/ui/src/theme';
import '../packages/ui/src/reset';
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
  // `satisfies` types the sort function's entries; Storybook reads the function from this file's
  // text and evaluates it on its own, so it takes no annotations and names nothing outside itself.
  parameters: {
    options: {
      // Areas in the order a student meets them, components alphabetically within an area, and
      // within a component its docs page, then its states, then its interaction stories (tagged
      // `interaction`, see Introduction.mdx), each in the file's order.
      storySort: (a, b) => {
        const areas = [
          'Introduction',
          'Pages',
          'Landing',
          'Auth',
          'Dashboard',
          'Progress',
          'Subjects',
          'Chapter',
          'Quiz',
          'Ask',
          'Tutor',
          'Timer',
          'Profile',
          'Shell',
          'Primitives',
          'Layout',
          'Forms',
          'Feedback',
          'Content',
          'Maths',
          'Admin pages',
          'Admin',
        ];
        const [areaA = 0, areaB = 0] = [a, b].map((entry) => {
          const index = areas.indexOf(entry.title.split('/')[0] ?? '');
          return index === -1 ? areas.length : index;
        });
        if (a.title !== b.title) return areaA - areaB || a.title.localeCompare(b.title, 'en');
        const [kindA = 0, kindB = 0] = [a, b].map((entry) =>
          entry.type === 'docs' ? 0 : entry.tags?.includes('interaction') ? 2 : 1,
        );
        return kindA - kindB;
      },
    },
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
  } satisfies Preview['parameters'] & { options: { storySort: (a: IndexEntry, b: IndexEntry) => number } },
  initialGlobals: { viewport: { value: undefined, isRotated: false } },
  tags: ['autodocs'],
};

export default preview;
