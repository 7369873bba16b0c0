// @vitest-environment happy-dom
import { act, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaticMarkup } from './StaticMarkup';

// React's act() environment, so state updates and hydration flush inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function Section({ text }: { text: string }) {
  renders += 1;
  return (
    <section>
      <h2>{text}</h2>
      <p>বিষয়বস্তু</p>
    </section>
  );
}

let rerender: () => void = () => {};
function Page() {
  const [count, setCount] = useState(0);
  rerender = () => setCount((n) => n + 1);
  return (
    <main>
      <p>{`counter ${count}`}</p>
      <StaticMarkup>
        <Section text="স্থির অংশ" />
      </StaticMarkup>
    </main>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  renders = 0;
});

describe('StaticMarkup', () => {
  it('keeps the server HTML when the app takes the page over, without rendering or hydrating its children', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverHtml = container.innerHTML;
    expect(renders).toBe(1);
    renders = 0;

    const recoverable = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(renders).toBe(0);
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('h2')?.textContent).toBe('স্থির অংশ');

    // A later render of the page around it leaves the kept markup as it is.
    await act(async () => rerender());
    expect(container.querySelector('main > p')?.textContent).toBe('counter 1');
    expect(container.querySelector('h2')?.textContent).toBe('স্থির অংশ');
    expect(renders).toBe(0);
    act(() => root?.unmount());
  });

  it('renders its children when the browser renders the page first', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => root.render(<Page />));
    expect(renders).toBe(1);
    expect(container.querySelector('h2')?.textContent).toBe('স্থির অংশ');
    await act(async () => rerender());
    expect(container.querySelector('h2')?.textContent).toBe('স্থির অংশ');
    act(() => root.unmount());
  });
});
