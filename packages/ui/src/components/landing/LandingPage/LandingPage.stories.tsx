import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { instantScript } from '../storyFixtures';
import { LandingPage } from './LandingPage';

const meta = {
  title: 'Landing/LandingPage',
  component: LandingPage,
  parameters: { layout: 'fullscreen' },
  // The demo chat shows its whole conversation at once, so every screenshot is the same.
  args: { demoChat: { script: instantScript, typingMs: 0, startWhenVisible: false } },
  argTypes: {
    typedChars: { control: { type: 'range', min: 0, max: 56 } },
    demoChat: { control: false },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof LandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(within(canvas.getByRole('banner')).getByRole('link', { name: 'লগইন' })).toHaveAttribute(
      'href',
      '/login',
    );
    // "Start free" opens the registration tab.
    for (const link of canvas.getAllByRole('link', { name: 'বিনামূল্যে শুরু করো' })) {
      await expect(link).toHaveAttribute('href', '/login?tab=register');
    }
  },
};

/** Reduced motion (as the tests run): the headline is complete from the start. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: bn.landingHeadline });
    // The visible (typed) line is the last part of the heading's hidden-from-readers box.
    const typed = heading.querySelector('[aria-hidden="true"]')?.lastElementChild;
    await expect(typed).toHaveTextContent(bn.landingHeadline, { normalizeWhitespace: true });
    await expect(typed?.textContent).toBe(bn.landingHeadline);
  },
};

export const HeadlineTyping: Story = {
  args: { typedChars: 24 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
