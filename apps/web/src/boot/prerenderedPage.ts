/** Taking over a pre-rendered page (boot/renderPage.tsx): when, in what order, and without losing what was typed. */

/**
 * Resolves once the page has painted its first content (the `first-contentful-paint` entry), at
 * once when it already has, or when the page is hidden (a background tab paints nothing until it
 * is shown) or the browser does not report paints (then after the next frame).
 */
export function afterFirstContentfulPaint(doc: Document = document, perf: Performance = performance): Promise<void> {
  return new Promise((resolve) => {
    const painted = () => perf.getEntriesByName('first-contentful-paint').length > 0;
    if (doc.visibilityState === 'hidden' || painted()) {
      resolve();
      return;
    }
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/** Starts downloading ES modules beside each other, before anything imports them. */
export function preloadModules(urls: readonly string[], doc: Document = document): void {
  const links = urls.map((url) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = url;
    return link;
  });
  // One insertion: the document's head is looked at once, not once per link.
  doc.head.append(...links);
}

/** Lets the browser handle input and paint before the script goes on. */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * What a student typed into a pre-rendered page's text fields before the app took it over is in
 * the fields but not in the app's state: each such field announces its value again (as typing
 * would), so the app's `onChange` takes it. The value is set past React's record of it, which
 * otherwise sees no change. (React itself puts a textarea back to its rendered text when it
 * takes the page over; the pre-rendered pages have their forms' fields as inputs.)
 */
export function announceTypedValues(container: ParentNode): void {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  for (const field of container.querySelectorAll('input')) {
    if (['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(field.type)) continue;
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    field.value = field.defaultValue;
    setValue?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * Until the app has taken a pre-rendered page over, a form sent natively would reload the page
 * and lose what was typed in it: the form is held instead. `release` hands the typed values to
 * the app and sends the held form again, through the app.
 */
export function holdFormSubmits(container: HTMLElement, doc: Document = document): { release(): void } {
  let held: HTMLFormElement | null = null;
  const hold = (event: Event) => {
    event.preventDefault();
    held = event.target instanceof HTMLFormElement ? event.target : null;
  };
  doc.addEventListener('submit', hold, true);
  return {
    release() {
      doc.removeEventListener('submit', hold, true);
      announceTypedValues(container);
      const form = held;
      held = null;
      // After the app has re-rendered with the announced values.
      if (form) setTimeout(() => form.isConnected && form.requestSubmit(), 0);
    },
  };
}
