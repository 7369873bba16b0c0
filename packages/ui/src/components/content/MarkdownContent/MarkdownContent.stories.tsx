import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { mathMessages } from '../../../i18n/mathMessages';
import { mockClipboard, waitForMath } from '../../math/storyHelpers';
import { invalidMathLesson, profitLossLesson, tutorReply } from '../storyContent';
import { MarkdownContent } from './MarkdownContent';
import { xssDocument } from './xssCorpus';

const sentinel = '__xss';

/**
 * A topic's Markdown or a tutor reply. The formula copy button reports through `onMathCopy`; the
 * app shows the toast 'LaTeX কোড কপি করা হয়েছে' (or 'LaTeX কোড কপি করতে ব্যর্থ').
 */
const meta = {
  title: 'Content/MarkdownContent',
  component: MarkdownContent,
  args: { content: profitLossLesson, onMathCopy: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
} satisfies Meta<typeof MarkdownContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A লাভ-ক্ষতি lesson: headings, a list, a quote, inline and display maths, a table, links. */
export const Lesson: Story = {
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'লাভ ও ক্ষতি' })).toBeVisible();
    await expect(canvas.getByRole('table')).toBeVisible();
    const external = canvas.getByRole('link', { name: /বাংলা উইকিপিডিয়া/ });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(external).toHaveAccessibleName(`বাংলা উইকিপিডিয়া ${bn.opensInNewTab}`);
    await expect(canvas.getByRole('link', { name: 'অনুশীলনীর প্রশ্নগুলো' })).toHaveAttribute('href', '/subjects/1/3/learn');
    await expect(canvasElement.querySelectorAll('.katex-display')).toHaveLength(1);
  },
};

export const TutorReply: Story = { args: { content: tutorReply } };

/** With controls, display formulas get copy and zoom buttons. */
export const WithMathControls: Story = {
  args: { mathControls: true },
  beforeEach: () => mockClipboard(async () => undefined),
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await waitForMath(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: mathMessages.bn.copy }));
    await waitFor(() => expect(args.onMathCopy).toHaveBeenCalledWith('success'));
  },
};

/** A broken formula shows a red note; the text around it is untouched. */
export const InvalidMaths: Story = {
  args: { content: invalidMathLesson },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getAllByText(`${mathMessages.bn.invalid}:`)).toHaveLength(2);
    await expect(within(canvasElement).getByText('পরের অনুচ্ছেদও স্বাভাবিকভাবে দেখা যায়।')).toBeVisible();
  },
};

/**
 * Script tags, event handlers, `javascript:` links (Markdown, HTML, hidden with a tab), SVG,
 * forms, and `\href{javascript:…}` in maths: nothing runs and nothing dangerous reaches the DOM.
 */
export const XssCorpus: Story = {
  args: { content: xssDocument },
  beforeEach: () => {
    Reflect.deleteProperty(window, sentinel);
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    // Give a broken image time to fire an onerror, had one slipped through.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(Reflect.get(window, sentinel)).toBeUndefined();
    await expect(
      canvasElement.querySelector(
        'script, iframe, object, embed, form, style, svg, details, [onerror], [onload], [onclick], [style*="javascript"]',
      ),
    ).toBeNull();
    for (const element of Array.from(canvasElement.querySelectorAll('[href], [src]'))) {
      const url = element.getAttribute('href') ?? element.getAttribute('src') ?? '';
      await expect(url).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    await expect(within(canvasElement).queryAllByRole('link')).toHaveLength(0);
  },
};

/** While a reply streams in, an unfinished formula stays plain text. */
export const Streaming: Story = {
  args: { content: 'শতকরা লাভ বের করতে লিখি $$\\frac{\\text{লাভ}}{\\text{ক্রয়' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.querySelector('[data-math]')).toBeNull();
  },
};

export const Empty: Story = { args: { content: '' } };

export const LessonOnPhone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    // The table scrolls inside its own region instead of widening the page.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const English: Story = {
  args: { content: invalidMathLesson, language: 'en' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getAllByText(`${mathMessages.en.invalid}:`)).toHaveLength(2);
  },
};

/**
 * A long lesson on a phone with `deferOffscreen`: the blocks near the screen render as usual,
 * the ones far below skip layout and paint until the student scrolls to them (tables and code
 * blocks always render, so their keyboard access is known at once). Not screenshotted:
 * a capture of the whole element would show the skipped blocks empty, as no student ever sees them.
 */
export const LongLessonDeferredOffscreen: Story = {
  args: { content: Array.from({ length: 6 }, () => profitLossLesson).join('\n\n'), deferOffscreen: true },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const first = within(canvasElement).getAllByRole('heading', { level: 3 })[0];
    await expect(first).toBeVisible();
    // Every top-level block opts in but the sideways-scrolling ones (their tab stop needs a layout) …
    const blocks = [...(first?.parentElement?.children ?? [])];
    await expect(blocks.length).toBeGreaterThan(20);
    for (const block of blocks) {
      const scrolls = block.querySelector('table, pre') !== null;
      await expect(getComputedStyle(block).contentVisibility).toBe(scrolls ? 'visible' : 'auto');
    }
    // … and the last formula, far below, is rendered only once it is scrolled near.
    const last = [...canvasElement.querySelectorAll('.katex')].at(-1);
    await expect(last?.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
    last?.scrollIntoView();
    await waitFor(() => expect(last?.checkVisibility({ contentVisibilityAuto: true })).toBe(true));
  },
};
