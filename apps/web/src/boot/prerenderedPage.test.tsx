import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstContentfulPaint, holdFormSubmits, preloadModules } from './prerenderedPage';

/** A Performance whose paint entries the test controls. */
function fakePerformance(painted: { value: boolean }): Performance {
  return {
    getEntriesByName: (name: string) => (painted.value && name === 'first-contentful-paint' ? [{ name }] : []),
  } as unknown as Performance;
}

/** A PerformanceObserver stand-in whose callback the test calls. */
function stubObserver() {
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint'];
    entry: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return observers;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('afterFirstContentfulPaint', () => {
  it('waits for the first contentful paint, not for the first paint before it', async () => {
    const observers = stubObserver();
    const painted = { value: false };
    let done = false;
    const waiting = afterFirstContentfulPaint(document, fakePerformance(painted)).then(() => {
      done = true;
    });
    observers[0]?.callback(); // a 'first-paint' entry only
    await Promise.resolve();
    expect(done).toBe(false);
    painted.value = true;
    observers[0]?.callback();
    await waiting;
    expect(done).toBe(true);
    expect(observers[0]?.disconnected).toBe(true);
  });

  it('resolves at once when the page has painted already', async () => {
    const observers = stubObserver();
    await afterFirstContentfulPaint(document, fakePerformance({ value: true }));
    expect(observers).toHaveLength(0);
  });

  it('goes on after the next frame in a browser that does not report paints', async () => {
    vi.stubGlobal(
      'PerformanceObserver',
      class {
        static supportedEntryTypes = ['navigation'];
      },
    );
    await afterFirstContentfulPaint(document, fakePerformance({ value: false }));
  });

  it('resolves at once in a hidden tab, which paints nothing until it is shown', async () => {
    const observers = stubObserver();
    const hidden = { visibilityState: 'hidden' } as Document;
    await afterFirstContentfulPaint(hidden, fakePerformance({ value: false }));
    expect(observers).toHaveLength(0);
  });
});

describe('preloadModules', () => {
  it('adds one link per address to the head', () => {
    const appended: HTMLLinkElement[] = [];
    const doc = {
      createElement: (tag: string) => document.createElement(tag),
      head: { append: (...links: HTMLLinkElement[]) => appended.push(...links) },
    };
    preloadModules(['/assets/a.js', '/assets/b.js'], doc as unknown as Document);
    const links = appended.map((link) => [link.rel, link.getAttribute('href')]);
    expect(links).toEqual([
      ['modulepreload', '/assets/a.js'],
      ['modulepreload', '/assets/b.js'],
    ]);
  });
});

/** A login-like form with controlled fields, as the app renders it; reports what it sends. */
function NameForm({ onSend }: { onSend: (name: string, note: string) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('+880');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSend(name, note);
      }}
    >
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input aria-label="phone" value={note} onChange={(event) => setNote(event.target.value)} />
      <button type="submit">send</button>
    </form>
  );
}

describe('holdFormSubmits', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  });

  /** The form's pre-rendered HTML in the page, as the server sends it. */
  function prerendered(onSend: (name: string, note: string) => void) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameForm onSend={onSend} />);
    document.body.append(container);
    return container;
  }

  it('holds a form sent before the takeover, then sends it through the app with what was typed', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const submits = holdFormSubmits(container);
    const name = container.querySelector('input[aria-label="name"]') as HTMLInputElement;
    name.value = 'নুসরাত';
    const native = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(native);
    expect(native.defaultPrevented).toBe(true);

    await act(async () => {
      root = hydrateRoot(container, <NameForm onSend={onSend} />);
    });
    expect(onSend).not.toHaveBeenCalled();
    await act(async () => {
      submits.release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('নুসরাত', '+880');
  });

  it('hands typed values to the app without sending anything when no form was sent', async () => {
    const onSend = vi.fn();
    const container = prerendered(onSend);
    const submits = holdFormSubmits(container);
    (container.querySelector('input[aria-label="phone"]') as HTMLInputElement).value = '+8801712345678';
    await act(async () => {
      root = hydrateRoot(container, <NameForm onSend={onSend} />);
    });
    await act(async () => {
      submits.release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(onSend).not.toHaveBeenCalled();
    // Sent after the takeover, the form carries the value typed before it.
    await act(async () => {
      container.querySelector('button')?.click();
    });
    expect(onSend).toHaveBeenCalledExactlyOnceWith('', '+8801712345678');
  });

  it('lets forms go to the app unheld once released', () => {
    const container = prerendered(vi.fn());
    holdFormSubmits(container).release();
    const later = new Event('submit', { bubbles: true, cancelable: true });
    container.querySelector('form')?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
