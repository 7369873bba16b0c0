import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LandingFooter } from './LandingFooter';

const meta = {
  title: 'Landing/LandingFooter',
  component: LandingFooter,
  parameters: { layout: 'fullscreen' },
  argTypes: { LinkComponent: { control: false } },
} satisfies Meta<typeof LandingFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec §2: links to /subjects, /login and /dashboard. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'দরকারি লিংক' }));
    await expect(nav.getByRole('link', { name: 'বিষয়সমূহ' })).toHaveAttribute('href', '/subjects');
    await expect(nav.getByRole('link', { name: 'লগইন' })).toHaveAttribute('href', '/login');
    await expect(nav.getByRole('link', { name: 'ড্যাশবোর্ড' })).toHaveAttribute('href', '/dashboard');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
