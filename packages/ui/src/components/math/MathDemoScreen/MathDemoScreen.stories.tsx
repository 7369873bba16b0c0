import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mathMessages } from '../../../i18n/mathMessages';
import { mockClipboard, waitForMath } from '../storyHelpers';
import { MathDemoScreen } from './MathDemoScreen';

const sentinel = '__xss';

/**
 * The /demo/latex page. Copy results go to `onCopy(result, language)`; the app shows the toast
 * `mathMessages[language].copied` ('LaTeX কোড কপি করা হয়েছে') or `.copyFailed`.
 */
const meta = {
  title: 'Maths/MathDemoScreen',
  component: MathDemoScreen,
  args: { onCopy: fn(), onLanguageChange: fn() },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    Reflect.deleteProperty(window, sentinel);
    return mockClipboard(async () => undefined);
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
} satisfies Meta<typeof MathDemoScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bengali by default; the HTML sample's script, handler and javascript: link do nothing. */
export const Bengali: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: mathMessages.bn.demoTitle })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'বাংলা' })).toBeChecked();
    await expect(canvas.getAllByText(`${mathMessages.bn.errorTitle}`).length).toBeGreaterThan(0);
    // The HTML sample: code tags with fractions became formulas; nothing from the attack survived.
    await expect(canvas.getByText('এই লিংকটি কাজ করবে না').closest('a')).toBeNull();
    await expect(canvasElement.querySelector('script, [onclick]')).toBeNull();
    await expect(Reflect.get(window, sentinel)).toBeUndefined();

    await userEvent.click(canvas.getAllByRole('button', { name: mathMessages.bn.copy })[0]!);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('success', 'bn'));
  },
};

/** The switch turns labels, buttons and error texts English; the content stays Bengali. */
export const English: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('heading', { level: 1, name: mathMessages.en.demoTitle })).toBeVisible();
    await expect(canvas.getAllByText(mathMessages.en.errorTitle).length).toBeGreaterThan(0);
    await expect(canvas.getAllByRole('button', { name: mathMessages.en.copy }).length).toBeGreaterThan(0);
  },
};

/** Without controls, errors are the short red inline notes. */
export const WithoutControls: Story = {
  args: { defaultControls: false },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: mathMessages.bn.copy })).toBeNull();
    await expect(canvas.getAllByText(`${mathMessages.bn.invalid}:`).length).toBeGreaterThan(0);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    // The page keeps its own room at the sides.
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title.getBoundingClientRect().left).toBeGreaterThanOrEqual(12);
  },
};
