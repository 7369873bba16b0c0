import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Skeleton, skeletonShapes } from './Skeleton';

const meta = {
  title: 'Primitives/Skeleton',
  component: Skeleton,
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Block: Story = {
  args: { shape: 'block' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('span');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Text: Story = {
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Skeleton {...args} shape="text" />
      <Skeleton {...args} shape="text" />
      <Skeleton {...args} shape="text" width="60%" />
    </div>
  ),
};

export const Circle: Story = { args: { shape: 'circle' } };

export const CustomSize: Story = {
  args: { shape: 'block', width: 240, height: 120 },
};

/**
 * A subject card while the list loads: the region is marked busy and one hidden status
 * line tells screen readers what the placeholders stand for.
 */
export const CardPlaceholder: Story = {
  render: () => (
    <div
      aria-busy="true"
      style={{
        display: 'flex',
        gap: vars.space.md,
        alignItems: 'center',
        maxWidth: 360,
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        background: vars.color.surface,
      }}
    >
      <Skeleton shape="circle" width={48} />
      <div style={{ flex: 1 }}>
        <Skeleton shape="text" width="70%" />
        <Skeleton shape="text" width="40%" />
      </div>
      <VisuallyHidden role="status">বিষয়ের তালিকা লোড হচ্ছে...</VisuallyHidden>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('বিষয়ের তালিকা লোড হচ্ছে...');
  },
};

/** Reduced motion (as in the tests) turns the shimmer off; the placeholder stays. */
export const ReducedMotion: Story = {
  args: { shape: 'block', width: 240 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('span');
    if (!skeleton) throw new Error('Skeleton not rendered');
    await expect(skeleton).toBeVisible();
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      await expect(getComputedStyle(skeleton).animationName).toBe('none');
    }
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Skeleton shape="block" height={140} />
      <Skeleton shape="text" />
      <Skeleton shape="text" width="80%" />
    </div>
  ),
};
