import { addFontFaces, readFontFaces } from './fontFaces';
import { afterFirstContentfulPaint, holdFormSubmits, preloadModules, yieldToBrowser } from './prerenderedPage';

/**
 * The app's start in the browser, and the one way into this folder: loads the app and starts it
 * in `rootElement`, taking over the page sent as finished HTML in it if there is one (its first
 * paint stays as it is: no flash, nothing moves). The rest of the app knows nothing of it.
 */
export async function boot(rootElement: HTMLElement): Promise<void> {
  const submits = holdFormSubmits(rootElement);

  // A pre-rendered page (boot/renderPage.tsx) can be read as it arrives: its scripts are fetched
  // only once it has been painted, so on a slow link the HTML and its font get the bandwidth first.
  // The build lists the page's own modules in `data-modules` (they download beside the app's) and
  // the font faces it left out in `data-font-faces` (added together once they have all loaded).
  if (rootElement.firstElementChild !== null) {
    await afterFirstContentfulPaint();
    void addFontFaces(readFontFaces(rootElement.dataset.fontFaces));
    preloadModules(rootElement.dataset.modules?.split(' ').filter(Boolean) ?? []);
  }
  // The app's module code runs in parts, one task each (React; zod, set up for the page's policy;
  // the session with the API's schemas; the routes with the router), so that a slow phone's main
  // thread is never held for all of it at once. The parts download together either way.
  const parts = [
    () => import('react-dom/client'),
    () => import('./zodWithoutEval'),
    () => import('../session/sessionStore'),
    () => import('../routes'),
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
}
