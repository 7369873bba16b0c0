// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCloseOnBack } from './useCloseOnBack';

/** history.back() as a browser does it: later, with a popstate event for the entry below. */
function waitForPopState(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('popstate', () => resolve(), { once: true }));
}

async function back(): Promise<void> {
  const popped = waitForPopState();
  window.history.back();
  await popped;
}

afterEach(() => {
  window.history.replaceState(null, '');
});

describe('useCloseOnBack', () => {
  it('Back closes the open overlay and stays on the page', async () => {
    window.history.replaceState({ idx: 3, key: 'page' }, '');
    const onClose = vi.fn();
    const lengthBefore = window.history.length;
    renderHook(({ open }) => useCloseOnBack(open, onClose), { initialProps: { open: true } });
    expect(window.history.length).toBe(lengthBefore + 1);
    // The router's own fields are kept on the new entry.
    expect(window.history.state).toMatchObject({ idx: 3, key: 'page' });

    await back();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(window.history.state).toEqual({ idx: 3, key: 'page' });
  });

  it('closed another way, it takes its entry back', async () => {
    window.history.replaceState({ key: 'page' }, '');
    const onClose = vi.fn();
    const hook = renderHook(({ open }) => useCloseOnBack(open, onClose), { initialProps: { open: true } });
    const popped = waitForPopState();
    hook.rerender({ open: false });
    await popped;
    expect(window.history.state).toEqual({ key: 'page' });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('leaves the history alone when the page moved on while it was open (a link in the drawer)', () => {
    const onClose = vi.fn();
    const hook = renderHook(({ open }) => useCloseOnBack(open, onClose), { initialProps: { open: true } });
    window.history.pushState({ key: 'next-page' }, '', '/next');
    const back = vi.spyOn(window.history, 'back');
    hook.rerender({ open: false });
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('keepEntry: closed for a link the router is still loading, it does not step back over it', () => {
    const hook = renderHook(({ open }) => useCloseOnBack(open, vi.fn()), { initialProps: { open: true } });
    const back = vi.spyOn(window.history, 'back');
    hook.result.current();
    hook.rerender({ open: false });
    expect(back).not.toHaveBeenCalled();
    back.mockRestore();
  });

  it('with two open, Back closes the top one only', async () => {
    const closeOuter = vi.fn();
    const closeInner = vi.fn();
    renderHook(() => useCloseOnBack(true, closeOuter));
    renderHook(() => useCloseOnBack(true, closeInner));
    await back();
    expect(closeInner).toHaveBeenCalledTimes(1);
    expect(closeOuter).not.toHaveBeenCalled();
    await back();
    expect(closeOuter).toHaveBeenCalledTimes(1);
  });
});
