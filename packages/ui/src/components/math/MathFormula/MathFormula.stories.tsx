import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mathMessages } from '../../../i18n/mathMessages';
import { mockClipboard, waitForMath } from '../storyHelpers';
import { MathFormula } from './MathFormula';

const writeText = fn(async (_text: string) => undefined);

/**
 * One formula. Copy results go to `onCopy`; the app shows the toast:
 * 'LaTeX কোড কপি করা হয়েছে' on success, 'LaTeX কোড কপি করতে ব্যর্থ' on failure.
 */
const meta = {
  title: 'Maths/MathFormula',
  component: MathFormula,
  args: {
    tex: '\\text{শতকরা লাভ} = \\frac{\\text{লাভ}}{\\text{ক্রয়মূল্য}} \\times 100',
    display: true,
    onCopy: fn(),
  },
  argTypes: {
    language: { control: 'inline-radio', options: ['bn', 'en'] },
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => undefined);
    return mockClipboard(writeText);
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
} satisfies Meta<typeof MathFormula>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Display: Story = {};

export const Inline: Story = {
  args: { tex: 'a^2 + b^2 = c^2', display: false },
  render: (args) => (
    <p>
      পিথাগোরাসের উপপাদ্য বলে, সমকোণী ত্রিভুজে <MathFormula {...args} />, যেখানে <MathFormula tex="c" /> হলো অতিভুজ।
    </p>
  ),
};

/** Copy writes the TeX and reports success; zoom is a toggle button. */
export const WithControls: Story = {
  args: { controls: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: mathMessages.bn.copy }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('success'));
    await expect(writeText).toHaveBeenCalledWith(args.tex);

    const zoom = canvas.getByRole('button', { name: mathMessages.bn.zoom });
    await expect(zoom).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(zoom);
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Zoomed: Story = {
  args: { controls: true, tex: 'x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}' },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: mathMessages.bn.zoom }));
  },
};

/** A blocked clipboard (an old browser, no permission) reports failure instead of throwing. */
export const CopyFails: Story = {
  args: { controls: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    writeText.mockImplementation(async () => {
      throw new DOMException('denied', 'NotAllowedError');
    });
    await waitForMath(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: mathMessages.bn.copy }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('failure'));
  },
};

export const InvalidInline: Story = {
  args: { tex: '\\frac{১}{', display: false },
  render: (args) => (
    <p>
      এই সূত্রটি অসম্পূর্ণ: <MathFormula {...args} />, তবে বাকি লেখা ঠিকই দেখা যায়।
    </p>
  ),
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByText(`${mathMessages.bn.invalid}:`)).toBeVisible();
  },
};

export const InvalidDisplayEnglish: Story = {
  args: { tex: '\\sqrt{x', language: 'en' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByText(`${mathMessages.en.invalid}:`)).toBeVisible();
  },
};

/** With controls an error becomes a card with KaTeX's own message. */
export const InvalidWithControls: Story = {
  args: { tex: '\\frac{a}{b} + \\unknowncommand', controls: true },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByText(mathMessages.bn.errorTitle)).toBeVisible();
    await expect(canvas.getByText(/KaTeX parse error/)).toBeVisible();
  },
};

/** `trust: false`: \href and \url render as red text, never as links. */
export const UntrustedCommands: Story = {
  args: { tex: '\\href{javascript:alert(1)}{x} + \\url{https://example.com}', display: false },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.querySelector('a, [href]')).toBeNull();
  },
};

/**
 * A formula wider than the phone scrolls sideways, and is then a named, focusable region. It
 * fades out at the edge where it is cut off: at first the right, scrolled to its end the left.
 */
export const WideFormulaOnPhone: Story = {
  args: {
    controls: true,
    tex: '(a+b)^5 = a^5 + 5a^4b + 10a^3b^2 + 10a^2b^3 + 5ab^4 + b^5',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const region = await within(canvasElement).findByRole('group', { name: mathMessages.bn.formula });
    await expect(region).toHaveAttribute('tabindex', '0');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
    await waitFor(() =>
      expect(getComputedStyle(region).maskImage).toMatch(/^linear-gradient\(to right, rgb\(0, 0, 0\) calc/),
    );
    region.scrollLeft = region.scrollWidth;
    await waitFor(() =>
      expect(getComputedStyle(region).maskImage).toMatch(/^linear-gradient\(to right, rgba\(0, 0, 0, 0\)/),
    );
    await expect(getComputedStyle(region).maskImage).not.toMatch(/rgba\(0, 0, 0, 0\)\)$/);
    // Back at the start for the screenshot: the right edge fades.
    region.scrollLeft = 0;
    await waitFor(() => expect(getComputedStyle(region).maskImage).toMatch(/rgba\(0, 0, 0, 0\)\)$/));
  },
};

/** A formula that fits is drawn as it is: no fade at either edge. */
export const FitsWithoutFade: Story = {
  args: { controls: true, tex: 'a^2 + b^2 = c^2' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const scroller = canvasElement.querySelector('.katex-display')?.parentElement;
    await expect(scroller).toBeTruthy();
    await expect(scroller?.hasAttribute('data-cut-end')).toBe(false);
    await expect(getComputedStyle(scroller ?? canvasElement).maskImage).toBe('none');
  },
};
