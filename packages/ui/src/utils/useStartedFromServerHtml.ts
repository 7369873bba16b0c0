import { useState, useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * Whether the component's first render took over HTML rendered ahead (hydration of a pre-rendered
 * page) rather than being rendered by the browser first; it keeps that first answer. An effect
 * that replays an entrance (a headline typing itself) must not run on text already on screen.
 */
export function useStartedFromServerHtml(): boolean {
  // While hydrating (and on the server) React reads the server snapshot; a browser render the other.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  const [started] = useState(hydrating);
  return started;
}
