// Story-only helpers of the maths, content and quiz stories.
import { expect, waitFor } from 'storybook/test';

/**
 * Waits until every formula in the story has left its loading state (KaTeX downloads lazily);
 * generous, because a busy CI machine can take seconds to load it.
 */
export async function waitForMath(canvasElement: HTMLElement): Promise<void> {
  await waitFor(() => expect(canvasElement.querySelector('[data-math="loading"]')).toBeNull(), { timeout: 20_000 });
}

/** Replaces the clipboard for one story; the returned function puts the real one back. */
export function mockClipboard(writeText: (text: string) => Promise<void>): () => void {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
  };
}
