import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar, progressBarSizes, progressBarTones } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: {
    value: 50,
    label: 'অধ্যায়ের অগ্রগতি',
  },
  argTypes: {
    value: { control: { type: 'range', min: -20, max: 120, step: 1 } },
    tone: { control: 'inline-radio', options: progressBarTones },
    size: { control: 'inline-radio', options: progressBarSizes },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectValue(canvasElement: HTMLElement, name: string, now: number, text: string) {
  const bar = within(canvasElement).getByRole('progressbar', { name });
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  await expect(bar).toHaveAttribute('aria-valuenow', String(now));
  await expect(bar).toHaveAttribute('aria-valuetext', text);
}

export const Zero: Story = {
  args: { value: 0, showValue: true },
  play: ({ canvasElement }) => expectValue(canvasElement, 'অধ্যায়ের অগ্রগতি', 0, '০%'),
};

export const Half: Story = {
  args: { value: 50, showValue: true },
  play: ({ canvasElement }) => expectValue(canvasElement, 'অধ্যায়ের অগ্রগতি', 50, '৫০%'),
};

export const Full: Story = {
  args: { value: 100, showValue: true },
  play: ({ canvasElement }) => expectValue(canvasElement, 'অধ্যায়ের অগ্রগতি', 100, '১০০%'),
};

/** 150 is clamped to 100. */
export const AboveRange: Story = {
  args: { value: 150, showValue: true },
  play: ({ canvasElement }) => expectValue(canvasElement, 'অধ্যায়ের অগ্রগতি', 100, '১০০%'),
};

/** -20 is clamped to 0. */
export const BelowRange: Story = {
  args: { value: -20, showValue: true },
  play: ({ canvasElement }) => expectValue(canvasElement, 'অধ্যায়ের অগ্রগতি', 0, '০%'),
};

/** A fraction is rounded to a whole percent. */
export const Fraction: Story = {
  args: { value: 66.6, showValue: true },
  play: ({ canvasElement }) => expectValue(canvasElement, 'অধ্যায়ের অগ্রগতি', 67, '৬৭%'),
};

/** The visible label names the bar, and the percent shows in Bengali digits. */
export const WithLabelAndValue: Story = {
  args: { value: 75, showLabel: true, showValue: true },
  play: async ({ canvasElement }) => {
    await expectValue(canvasElement, 'অধ্যায়ের অগ্রগতি', 75, '৭৫%');
    await expect(within(canvasElement).getByText('৭৫%')).toBeVisible();
  },
};

export const Brand: Story = { args: { tone: 'brand', value: 60 } };
export const Info: Story = { args: { tone: 'info', value: 60 } };
export const Success: Story = { args: { tone: 'success', value: 60 } };
export const Warning: Story = { args: { tone: 'warning', value: 60 } };
export const Danger: Story = { args: { tone: 'danger', value: 60 } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {progressBarTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={tone} showLabel />
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg' } };

export const LongLabel: Story = {
  args: {
    value: 35,
    showLabel: true,
    showValue: true,
    label: 'গণিত: বীজগাণিতিক রাশি ও সূত্রাবলী অধ্যায়ের সবগুলো বিষয় ও অনুশীলনীর সম্মিলিত অগ্রগতি',
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { value: 42, showLabel: true, showValue: true, label: 'আজকের পড়াশোনার লক্ষ্য' },
};
