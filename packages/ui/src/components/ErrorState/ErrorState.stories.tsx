import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Primitives/ErrorState',
  component: ErrorState,
  args: {
    onRetry: fn(),
  },
  argTypes: {
    icon: { control: false },
    secondaryAction: { control: false },
  },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Default Bengali title, message and retry label. */
export const WithRetry: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('কিছু একটা সমস্যা হয়েছে');
    await userEvent.click(canvas.getByRole('button', { name: 'আবার চেষ্টা করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The retry is running: the button is busy and ignores presses. */
export const Retrying: Story = {
  args: { retrying: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'আবার চেষ্টা করো' });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

/** Without `onRetry` there is no button, only the message. */
export const WithoutRetry: Story = {
  args: { onRetry: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The subject-detail failure from the spec: retry plus a way back. */
export const WithSecondaryAction: Story = {
  args: {
    title: 'ত্রুটি: বিষয়ের তথ্য লোড করতে সমস্যা হয়েছে',
    message: 'আবার চেষ্টা করো',
    retryLabel: 'পুনরায় লোড করো',
    secondaryAction: <Button variant="outline">বিষয়সমূহে ফিরে যাও</Button>,
  },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'পুনরায় লোড করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: 'বিষয়সমূহে ফিরে যাও' })).toBeVisible();
  },
};

export const CustomText: Story = {
  args: {
    title: 'বিষয়ের তালিকা লোড করতে সমস্যা হয়েছে',
    message: 'সার্ভার সমস্যা। কিছুক্ষণ পর আবার চেষ্টা করো।',
  },
};

export const LongBengaliText: Story = {
  args: {
    title: 'এআই শিক্ষকের সাথে সংযোগ স্থাপন করতে সমস্যা হয়েছে, অনুগ্রহ করে কিছুক্ষণ পর আবার চেষ্টা করো',
    message:
      'তোমার ইন্টারনেট সংযোগ দুর্বল হতে পারে অথবা আমাদের সার্ভারে সাময়িক সমস্যা হচ্ছে। মোবাইল ডেটা বা ওয়াই-ফাই চালু আছে কিনা দেখে নাও, তারপর নিচের বোতামে চাপ দাও।',
    secondaryAction: <Button variant="ghost">ড্যাশবোর্ডে ফিরে যাও</Button>,
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    title: 'প্রোফাইল লোড করতে সমস্যা হয়েছে',
    secondaryAction: <Button variant="outline">লগআউট করো</Button>,
  },
};
