import { expect, waitFor } from 'storybook/test';

/** Waits for a toast (sonner renders them outside the story's root) showing `text`. */
export async function expectToast(text: string): Promise<void> {
  await waitFor(
    async () => {
      const toasts = [...document.querySelectorAll('[data-sonner-toast]')].map((toast) => toast.textContent ?? '');
      await expect(toasts.some((toast) => toast.includes(text))).toBe(true);
    },
    { timeout: 3000 },
  );
}
