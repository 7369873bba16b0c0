import { showToast } from '@study/ui';
import { expect, waitFor } from 'storybook/test';
import { expectToast } from '../mocks/expectToast';

/**
 * For admin page stories: checks that a toast says `text`, then closes every toast and waits
 * until they are gone, so the story's screenshot never catches one half-way (toasts close on a
 * timer the screenshot does not wait for).
 */
export async function expectToastThenClear(text: string): Promise<void> {
  await expectToast(text);
  showToast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}
