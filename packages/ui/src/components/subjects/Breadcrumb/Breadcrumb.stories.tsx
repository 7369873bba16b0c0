import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: 'Subjects/Breadcrumb',
  component: Breadcrumb,
  args: {
    items: [
      { label: 'হোম', href: '/dashboard' },
      { label: 'বিষয়সমূহ', href: '/subjects' },
      { label: 'গণিত', href: '/subjects/1' },
      { label: 'মূলদ ও অমূলদ সংখ্যা' },
    ],
  },
  argTypes: { LinkComponent: { control: false } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourLevels: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'তুমি এখানে আছ' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(within(nav).getByText('মূলদ ও অমূলদ সংখ্যা')).toHaveAttribute('aria-current', 'page');
  },
};

export const PhoneLongNames: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    items: [
      { label: 'হোম', href: '/dashboard' },
      { label: 'বিষয়সমূহ', href: '/subjects' },
      { label: 'বাংলাদেশ ও বিশ্বপরিচয়: ইতিহাস, ভূগোল ও নাগরিকতা', href: '/subjects/5' },
      { label: 'বাংলাদেশের স্বাধীনতা সংগ্রামের পটভূমি ও মহান মুক্তিযুদ্ধ' },
    ],
  },
};
