import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress, preloadFonts } from './build/deliveryPlugins';
import { prerenderPages } from './build/prerenderPages';
import { isUiIconModule } from './build/uiIcons';

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// The app consumes @study/ui and @study/contract from their built `dist/` the way an outside app
// would; `npm run dev` at the root keeps them rebuilt in watch mode.
// `vite build --ssr src/boot/pageRenderWorker.ts` (package.json) builds the server's page renderer
// into dist-ssr/: the same app, without the browser build's page and delivery steps.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [
          // Body text is Bengali at weight 400: the one face every page paints first.
          preloadFonts(/hind-siliguri-bengali-400-normal-[^/]*\.woff2$/),
          prerenderPages(),
          // Last: compresses the pre-rendered pages too.
          precompress(),
        ]),
  ],
  server: {
    port: 5173,
    proxy: {
      '/web/api': apiTarget,
      '/api': apiTarget,
      '/media': apiTarget,
      '/healthz': apiTarget,
      '/livez': apiTarget,
      '/readyz': apiTarget,
    },
  },
  // The renderer is self-contained (its dependencies bundled in), so dist-ssr/ runs wherever it is
  // copied beside dist/, without node_modules; the public folder's files are the browser's.
  ...(isSsrBuild ? { publicDir: false, ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? { outDir: 'dist-ssr', target: 'node20' }
    : {
        outDir: 'dist',
        target: 'es2022',
        // dist/.vite/manifest.json: which chunks, styles and fonts each route loads (bench/first-load.mjs).
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  // The icon base, the icons every route shows (toasts, header, navigation) and the
                  // study timer's of every signed-in header in one file: apart, they were three
                  // small files on most routes (issue 23), for ~0.4 kB brotli of timer drawings the
                  // landing and login pages now load too. React's JSX runtime, their dependency,
                  // comes into the file with them: every page loads both.
                  name: 'icons',
                  test: (id) => isUiIconModule(id, ['Icon', 'shared', 'timer']),
                  priority: 1,
                },
              ],
            },
          },
        },
      },
}));
