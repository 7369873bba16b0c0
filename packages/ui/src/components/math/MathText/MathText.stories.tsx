import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { mathMessages } from '../../../i18n/mathMessages';
import { waitForMath } from '../storyHelpers';
import { MathText } from './MathText';

const meta = {
  title: 'Maths/MathText',
  component: MathText,
  args: {
    text: 'একটি কলম $৫০$ টাকায় কিনে $৬০$ টাকায় বিক্রি করলে লাভ $৬০ - ৫০ = ১০$ টাকা। শতকরা লাভ $$\\frac{১০}{৫০} \\times ১০০ = ২০\\%$$ অর্থাৎ বিশ শতাংশ।',
  },
  argTypes: {
    language: { control: 'inline-radio', options: ['bn', 'en'] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 640, lineHeight: 1.8 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
} satisfies Meta<typeof MathText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BengaliWithMaths: Story = {};

export const WithControls: Story = { args: { controls: true } };

/** Code tags with a fraction or a root become display maths; other code stays as it is. */
export const CodeTags: Story = {
  args: { text: 'দুটি ভগ্নাংশের যোগফল <code>3/4 + 1/4</code> আর বর্গমূল <code>√16 = 4</code> দেখো।' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.querySelectorAll('.katex-display')).toHaveLength(2);
  },
};

/** Money is not maths: 'দাম $5 এবং $10' stays text. */
export const MoneyStaysText: Story = {
  args: { text: 'বইটির দাম $5 এবং খাতার দাম $10, কিন্তু $x + y$ একটি সূত্র।' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.querySelectorAll('.katex')).toHaveLength(1);
    await expect(canvasElement).toHaveTextContent('বইটির দাম $5 এবং খাতার দাম $10');
  },
};

/** Half a formula, as while a tutor reply streams in: plain text, never a red error. */
export const Streaming: Story = {
  args: { text: 'শতকরা লাভের সূত্র হলো $$\\frac{\\text{লাভ}}{\\text{ক্রয়' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.querySelector('[data-math]')).toBeNull();
  },
};

export const InvalidFormula: Story = {
  args: { text: 'এই সূত্রে একটি বন্ধনী বাদ পড়েছে: $\\frac{a}{b$, তবু বাকি বাক্য পড়া যায়।' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByText(`${mathMessages.bn.invalid}:`)).toBeVisible();
  },
};

export const InvalidFormulaEnglish: Story = {
  args: { ...InvalidFormula.args, language: 'en' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByText(`${mathMessages.en.invalid}:`)).toBeVisible();
  },
};

export const Empty: Story = { args: { text: '' } };

export const LongTextOnPhone: Story = {
  args: {
    text: 'একজন দোকানদার প্রতি ডজন কলা $৬০$ টাকায় কিনে প্রতি হালি $২৪$ টাকায় বিক্রি করেন। তাহলে প্রতি ডজনে বিক্রয়মূল্য $২৪ \\times ৩ = ৭২$ টাকা, লাভ $৭২ - ৬০ = ১২$ টাকা এবং শতকরা লাভ $$\\frac{১২}{৬০} \\times ১০০ = ২০\\%$$ হবে। সংখ্যাগুলো বদলে নিজে আবার হিসাব করে দেখো।',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
