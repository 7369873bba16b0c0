import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { LandingBrand } from './LandingBrand';

const meta = {
  title: 'Landing/LandingBrand',
  component: LandingBrand,
  argTypes: { className: { control: false } },
} satisfies Meta<typeof LandingBrand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mark is decoration: the name alone is what is read out. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const name = within(canvasElement).getByText(bn.appName);
    await expect(name.parentElement).toHaveTextContent(new RegExp(`^${bn.appName}$`));
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CustomName: Story = {
  args: { name: 'পাঠশালা' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('পাঠশালা')).toBeVisible();
  },
};

/** The name never wraps under the mark, so a long one needs the room. */
export const LongNamePhone360: Story = {
  args: { name: 'পাঠশালা এআই শিক্ষা' },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
