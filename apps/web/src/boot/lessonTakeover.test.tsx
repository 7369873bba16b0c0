import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LessonRenderers } from '../pages/LessonRenderers';
import type { LessonHold } from '../pages/LessonRenderers';
import { deferLessonTakeover, HeldLessons } from './lessonTakeover';

// The loaders of @study/ui, resolved when a test says so (the rest of the library is not needed).
const loaders = vi.hoisted(() => {
  const deferred = () => {
    let resolve: () => void = () => {};
    const promise = new Promise<void>((done) => {
      resolve = done;
    });
    return { promise, resolve };
  };
  return { markdown: deferred(), katex: deferred(), katexCalls: 0, deferred };
});
vi.mock('@study/ui', () => ({
  loadMarkdown: () => loaders.markdown.promise,
  loadKatex: () => {
    loaders.katexCalls += 1;
    return loaders.katex.promise;
  },
}));

/** The app as the takeover renders it: its lessons held by `hold`. */
function held(hold: LessonHold, app: ReactNode) {
  return <HeldLessons hold={hold}>{app}</HeldLessons>;
}

// These tests drive React with act() themselves.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let root: Root | undefined;
beforeEach(() => {
  loaders.markdown = loaders.deferred();
  loaders.katex = loaders.deferred();
  loaders.katexCalls = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe('the deferred takeover of a lesson the server rendered', () => {
  it('opens once the code has loaded and the student has interacted, in either order, synchronously within the interaction', async () => {
    const page = document.createElement('div');
    page.innerHTML = '<p>পাঠ <span class="katex">x</span></p>';
    const hold = deferLessonTakeover(page);
    const heard = vi.fn();
    hold.subscribe(heard);
    expect(hold.pending()).toBeInstanceOf(Promise);
    page.dispatchEvent(new Event('click'));
    expect(hold.pending()).toBeDefined();
    loaders.markdown.resolve();
    await Promise.resolve();
    expect(hold.pending()).toBeDefined(); // KaTeX still loading: the page has maths
    expect(heard).not.toHaveBeenCalled();
    loaders.katex.resolve();
    await vi.waitFor(() => expect(hold.pending()).toBeUndefined());
    expect(heard).toHaveBeenCalledTimes(1);

    const plain = document.createElement('div');
    plain.innerHTML = '<p>শুধু লেখা</p>';
    loaders.katexCalls = 0;
    const plainHold = deferLessonTakeover(plain);
    expect(loaders.katexCalls).toBe(0); // no maths on the page: KaTeX is not needed
    await Promise.resolve();
    await Promise.resolve();
    const gate = plainHold.pending();
    expect(gate).toBeDefined(); // loaded, but nobody has interacted
    plain.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    // Within the event: React reads the hold while it handles the same event.
    expect(plainHold.pending()).toBeUndefined();
    await expect(gate).resolves.toBeUndefined();
  });

  it("leaves the lesson's server markup in place until the first interaction, while the page around it is the app's at once", async () => {
    const hovered = vi.fn();
    // The client renders other text than the server did: had React rendered the lesson, it would show.
    const app = (lessonText: string) => (
      <main>
        {/* eslint-disable-next-line jsx-a11y/mouse-events-have-key-events -- the test's probe: it counts hovers the app answers once it has taken over */}
        <button type="button" onMouseOver={hovered}>
          শিক্ষককে জিজ্ঞাসা
        </button>
        <LessonRenderers>
          <p>{lessonText}</p>
        </LessonRenderers>
      </main>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(app('সার্ভারের পাঠ'));
    const hold = deferLessonTakeover(container);
    loaders.markdown.resolve();
    await act(async () => {
      root = hydrateRoot(container, held(hold, app('অ্যাপের পাঠ')), { onRecoverableError: () => undefined });
    });
    await act(async () => {
      await loaders.markdown.promise;
    });
    expect(container.textContent).toContain('সার্ভারের পাঠ');
    act(() => {
      container.querySelector('button')?.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    expect(hovered).toHaveBeenCalledTimes(1);
  });

  it("hydrates the lesson at the student's first click inside it, and the click reaches the lesson's own handler", async () => {
    const clicked = vi.fn();
    const app = (
      <main>
        <LessonRenderers>
          <p>
            পাঠের ভেতরে একটি{' '}
            <button type="button" onClick={clicked}>
              লিংক
            </button>
          </p>
        </LessonRenderers>
      </main>
    );
    const container = document.createElement('div');
    document.body.append(container);
    container.innerHTML = renderToString(app);
    const lessonButton = container.querySelector('button');
    const hold = deferLessonTakeover(container);
    loaders.markdown.resolve();
    await act(async () => {
      root = hydrateRoot(container, held(hold, app));
    });
    await act(async () => {
      lessonButton?.click();
    });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(lessonButton); // hydrated in place, not rendered anew
  });

  it('renders a lesson the app itself renders (another topic) at once, while the takeover still waits', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const hold = deferLessonTakeover(container);
    await act(async () => {
      root = createRoot(container);
      root.render(
        held(
          hold,
          <LessonRenderers>
            <p>অন্য টপিক</p>
          </LessonRenderers>,
        ),
      );
    });
    expect(container.textContent).toBe('অন্য টপিক');
  });
});
