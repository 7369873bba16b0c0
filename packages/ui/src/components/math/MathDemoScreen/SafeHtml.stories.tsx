import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mathMessages } from '../../../i18n/mathMessages';
import { mockClipboard, waitForMath } from '../storyHelpers';
import { demoHtml } from './demoSamples';
import { SafeHtml } from './SafeHtml';
import * as styles from './MathDemoScreen.css';

// Set by any attack in the HTML that ran.
const sentinel = '__xss';

const attacks = `<h1>বৃত্তের ক্ষেত্রফল</h1>
<p>ব্যাসার্ধ $r$ হলে ক্ষেত্রফল $\\pi r^2$।<img src="x" onerror="window.__xss = 1" alt="ছবি"></p>
<style>p { display: none }</style>
<iframe src="javascript:window.__xss = 1">ফ্রেমের লেখা</iframe>
<svg><text>এসভিজির লেখা</text></svg>
<p style="color: red"><a href="javascript:window.__xss = 1" title="লিংক">লিংকের লেখা</a> এবং <em>জোর দেওয়া লেখা</em></p>`;

const longHtml = `<h2>পিথাগোরাসের উপপাদ্য ও তার ব্যবহার</h2>
<p>সমকোণী ত্রিভুজের অতিভুজের উপর অঙ্কিত বর্গক্ষেত্রের ক্ষেত্রফল অপর দুই বাহুর উপর অঙ্কিত বর্গক্ষেত্র দুটির ক্ষেত্রফলের সমষ্টির সমান: $a^2 + b^2 = c^2$।</p>
<ol>
  <li>একটি মই দেয়ালের গোড়া থেকে ৬ মিটার দূরে রেখে দেয়ালের ৮ মিটার উঁচুতে ঠেকালে মইটির দৈর্ঘ্য কত?</li>
  <li>উত্তর: <code>√(৬² + ৮²) = √১০০ = ১০</code> মিটার।</li>
</ol>
<blockquote>মনে রাখো: উপপাদ্যটি কেবল সমকোণী ত্রিভুজের ক্ষেত্রেই খাটে।</blockquote>`;

const meta = {
  title: 'Maths/SafeHtml',
  component: SafeHtml,
  args: { html: demoHtml, language: 'bn', controls: false, onCopy: fn() },
  // The demo page's frame around it: blocks spaced as they are there.
  decorators: [
    (Story) => (
      <div className={styles.htmlSample} style={{ maxWidth: 640 }} lang="bn">
        {Story()}
      </div>
    ),
  ],
  beforeEach: () => {
    Reflect.deleteProperty(window, sentinel);
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo page's sample: headings become h3, maths in text and in code is typeset, the attacks are gone. */
export const DemoSample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'ভগ্নাংশের যোগ' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-math="rendered"]').length).toBeGreaterThanOrEqual(3);
    await expect(canvas.getByText('এই লিংকটি কাজ করবে না').closest('a')).toBeNull();
    await expect(canvasElement.querySelector('script, [onclick]')).toBeNull();
    await expect(canvasElement).not.toHaveTextContent('__xss');
    await expect(Reflect.get(window, sentinel)).toBeUndefined();
  },
};

/** No attribute is copied and hidden elements lose their text; links keep theirs as plain text. */
export const AttacksRemoved: Story = {
  args: { html: attacks },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'বৃত্তের ক্ষেত্রফল' })).toBeVisible();
    await expect(canvasElement.querySelector('img, iframe, svg text, style, a, [title]')).toBeNull();
    await expect(canvas.getByText('লিংকের লেখা').closest('p')).not.toHaveAttribute('style');
    await expect(canvasElement).not.toHaveTextContent('ফ্রেমের লেখা');
    await expect(canvasElement).not.toHaveTextContent('এসভিজির লেখা');
    await expect(canvas.getByText('লিংকের লেখা')).toBeVisible();
    await expect(canvas.getByText('জোর দেওয়া লেখা').closest('em')).not.toBeNull();
    await expect(Reflect.get(window, sentinel)).toBeUndefined();
  },
};

/** With controls, a formula from a code tag can be copied; the result goes to onCopy. */
export const WithControls: Story = {
  args: { controls: true },
  beforeEach: () => mockClipboard(async () => undefined),
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: mathMessages.bn.copy })[0]!);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('success'));
  },
};

/** Long Bengali text, a numbered list and a quote at 360 px: the text wraps, nothing widens the page. */
export const Phone360LongText: Story = {
  args: { html: longHtml },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('পিথাগোরাসের উপপাদ্য ও তার ব্যবহার');
    await expect(canvasElement.querySelector('blockquote')).not.toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
