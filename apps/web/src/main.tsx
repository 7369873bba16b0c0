// The app is built on @study/ui, so it takes the opt-in global styles (reset, body) as well.
import '@study/ui/reset.css';
import '@study/ui/styles.css';
import { addFontFaces, readFontFaces } from './boot/fontFaces';
import { afterFirstContentfulPaint, holdFormSubmits, preloadModules, yieldToBrowser } from './boot/prerenderedPage';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('#root is missing from index.html');
const submits = holdFormSubmits(rootElement);

// A pre-rendered page (src/prerender.tsx) can be read as it arrives: its scripts are fetched only
// once it has been painted, so on a slow link the HTML and its font get the bandwidth first. The
// build lists the page's own modules in `data-modules` (they download beside the app's) and the
// font faces it left out in `data-font-faces` (added together once they have all loaded).
if (rootElement.firstElementChild !== null) {
  await afterFirstContentfulPaint();
  void addFontFaces(readFontFaces(rootElement.dataset.fontFaces));
  preloadModules(rootElement.dataset.modules?.split(' ').filter(Boolean) ?? []);
}
// The app's module code runs in parts, one task each (React; zod, set up for the page's policy; the
// session with the API's schemas; the routes with the router), so that a slow phone's main thread
// is never held for all of it at once. The parts download together either way.
const parts = [
  () => import('react-dom/client'),
  () => import('./boot/zodWithoutEval'),
  () => import('./session/sessionStore'),
  () => import('./routes'),
];
for (const part of parts) {
  await part();
  await yieldToBrowser();
}
const { startApp } = await import('./startApp');
await startApp(rootElement, () => {
  submits.release();
  // `<html data-app-ready>`: the page is the app's now (end-to-end tests wait for it).
  document.documentElement.setAttribute('data-app-ready', '');
});
