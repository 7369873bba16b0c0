import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerError } from './ServerError';

const meta = {
  title: 'Auth/ServerError',
  component: ServerError,
  args: { children: 'ভুল ইউজারনেম বা পাসওয়ার্ড' },
  decorators: [(Story) => <div style={{ maxWidth: 480, marginInline: 'auto' }}>{Story()}</div>],
} satisfies Meta<typeof ServerError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An alert, read out at once; the icon is decorative, so the text alone is its content. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(/^ভুল ইউজারনেম বা পাসওয়ার্ড$/);
    await expect(alert.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** The app may pass markup, e.g. a bold part or a link to help. */
export const WithMarkup: Story = {
  args: {
    children: (
      <>
        <strong>সার্ভারে সংযোগ করা যাচ্ছে না।</strong> ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'সার্ভারে সংযোগ করা যাচ্ছে না। ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করো।',
    );
  },
};

/** A long message wraps beside the icon at 360 px without widening the page. */
export const Phone360LongText: Story = {
  args: {
    children:
      'তোমার অ্যাকাউন্টে অনেকবার ভুল পাসওয়ার্ড দিয়ে লগইনের চেষ্টা করা হয়েছে। নিরাপত্তার জন্য কিছুক্ষণ অপেক্ষা করে আবার চেষ্টা করো, অথবা পাসওয়ার্ড মনে না থাকলে শিক্ষকের সাহায্য নাও।',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
