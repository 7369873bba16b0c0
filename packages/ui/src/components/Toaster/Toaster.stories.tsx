import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { showToast } from './showToast';
import { Toaster } from './Toaster';

// Toasts live in a region of document.body; queries look there, not only in the canvas.
const screen = within(document.body);

const meta = {
  title: 'Feedback/Toaster',
  component: Toaster,
  // Long enough that the screenshot, taken after the play function, never races the auto-close.
  args: { duration: 60_000 },
  // sonner's toast list is global: start every story empty.
  beforeEach: () => {
    showToast.dismiss();
  },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectAnnounced(text: string) {
  const toast = await screen.findByText(text);
  // Announced politely by the region that holds every toast.
  const region = screen.getByRole('region', { name: 'বিজ্ঞপ্তি' });
  await expect(region).toHaveAttribute('aria-live', 'polite');
  await expect(region).toContainElement(toast);
  await waitFor(() => expect(toast).toBeVisible());
  return toast;
}

export const SuccessToast: Story = {
  render: (args) => (
    <>
      <Button onClick={() => showToast.success('সফলভাবে লগইন হয়েছে!')}>লগইন বার্তা দেখাও</Button>
      <Toaster {...args} />
    </>
  ),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'লগইন বার্তা দেখাও' }));
    await expectAnnounced('সফলভাবে লগইন হয়েছে!');
  },
};

export const ErrorToast: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() =>
          showToast.error('পাসওয়ার্ড পরিবর্তন করতে সমস্যা হয়েছে', {
            description: 'বর্তমান পাসওয়ার্ডটি সম্ভবত ভুল হয়েছে।',
          })
        }
      >
        ত্রুটির বার্তা দেখাও
      </Button>
      <Toaster {...args} />
    </>
  ),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'ত্রুটির বার্তা দেখাও' }));
    await expectAnnounced('পাসওয়ার্ড পরিবর্তন করতে সমস্যা হয়েছে');
    await expect(screen.getByText('বর্তমান পাসওয়ার্ডটি সম্ভবত ভুল হয়েছে।')).toBeVisible();
  },
};

export const InfoToast: Story = {
  render: (args) => (
    <>
      <Button onClick={() => showToast.info('তোমার সেশন সময় শেষ হয়েছে। আবার লগইন করো।')}>তথ্যের বার্তা দেখাও</Button>
      <Toaster {...args} />
    </>
  ),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'তথ্যের বার্তা দেখাও' }));
    await expectAnnounced('তোমার সেশন সময় শেষ হয়েছে। আবার লগইন করো।');
  },
};

const stacked = ['সঠিক উত্তর!', 'ভুল উত্তর!', 'সময় শেষ!', 'প্রোফাইল আপডেট করা হয়েছে'] as const;

/** Four toasts: three stay in the stack, the oldest leaves. Hovering spreads the stack out. */
export const Stacked: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() => {
          showToast.success(stacked[0]);
          showToast.error(stacked[1]);
          showToast.info(stacked[2]);
          showToast.success(stacked[3], { description: 'তোমার তথ্য সফলভাবে সংরক্ষণ করা হয়েছে।' });
        }}
      >
        চারটি বার্তা দেখাও
      </Button>
      <Toaster {...args} />
    </>
  ),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'চারটি বার্তা দেখাও' }));
    const newest = await expectAnnounced(stacked[3]);
    const list = newest.closest('ol');
    await expect(list).not.toBeNull();
    await waitFor(() => expect(list?.querySelectorAll('[data-visible="true"]')).toHaveLength(3));
    await userEvent.hover(newest);
    await waitFor(() => expect(list?.querySelector('[data-expanded="true"]')).not.toBeNull());
    for (const text of stacked.slice(1)) await expect(screen.getByText(text)).toBeVisible();
  },
};

export const LongBengaliText: Story = {
  render: (args) => (
    <>
      <Button
        onClick={() =>
          showToast.error('দৈনিক সীমা শেষ — আজকের এআই শিক্ষকের প্রশ্ন করার সীমা শেষ হয়ে গেছে', {
            description:
              'আগামীকাল আবার প্রশ্ন করতে পারবে। ততক্ষণ অধ্যায়ের পাঠগুলো পড়ে নাও আর অনুশীলনীর সমস্যাগুলো নিজে সমাধান করার চেষ্টা করো।',
          })
        }
      >
        লম্বা বার্তা দেখাও
      </Button>
      <Toaster {...args} />
    </>
  ),
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'লম্বা বার্তা দেখাও' }));
    await expectAnnounced('দৈনিক সীমা শেষ — আজকের এআই শিক্ষকের প্রশ্ন করার সীমা শেষ হয়ে গেছে');
  },
};

export const CloseButton: Story = {
  render: SuccessToast.render,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'লগইন বার্তা দেখাও' }));
    const toast = await expectAnnounced('সফলভাবে লগইন হয়েছে!');
    await userEvent.click(screen.getByRole('button', { name: 'বিজ্ঞপ্তি বন্ধ করো' }));
    await waitFor(() => expect(toast).not.toBeInTheDocument());
  },
};

/** Closes by itself after `duration` (4000 ms in the app; 300 ms here to keep the test fast). */
export const ClosesByItself: Story = {
  args: { duration: 300 },
  render: SuccessToast.render,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'লগইন বার্তা দেখাও' }));
    const toast = await screen.findByText('সফলভাবে লগইন হয়েছে!');
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

/**
 * On a phone the toast spans the screen's width at the top, away from the buttons a phone page
 * keeps at the bottom.
 */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: ErrorToast.render,
  tags: ['interaction'],
  play: async (context) => {
    await ErrorToast.play?.(context);
    const toast = screen.getByText('পাসওয়ার্ড পরিবর্তন করতে সমস্যা হয়েছে').closest('li');
    await waitFor(() => expect(toast?.getBoundingClientRect().bottom).toBeLessThan(window.innerHeight / 2));
  },
};
