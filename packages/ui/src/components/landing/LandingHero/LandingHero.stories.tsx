import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { LandingHero } from './LandingHero';

const meta = {
  title: 'Landing/LandingHero',
  component: LandingHero,
  parameters: { layout: 'fullscreen' },
  argTypes: {
    typedChars: { control: { type: 'range', min: 0, max: 56 } },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof LandingHero>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * With reduced motion (as the tests run) the headline is there at once. Screen readers always
 * get the whole line, whatever the typing shows.
 */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: bn.landingHeadline })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বিনামূল্যে শুরু করো' })).toHaveAttribute('href', '/login?tab=register');
    await expect(canvas.getByRole('link', { name: 'ডেমো দেখো' })).toHaveAttribute('href', '#demo');
  },
};

/** A moment in the typing: 20 of 56 characters, with the caret. The page below does not move. */
export const TypingInProgress: Story = {
  args: { typedChars: 20 },
  play: async ({ canvasElement }) => {
    // The heading's name is still the whole line.
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: bn.landingHeadline })).toBeVisible();
  },
};

export const TypingJustStarted: Story = { args: { typedChars: 0 } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const PhoneTypingInProgress: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { typedChars: 31 },
};
