import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BackLink } from './BackLink';

const meta = {
  title: 'Subjects/BackLink',
  component: BackLink,
  args: { href: '/subjects', children: 'বিষয়সমূহে ফিরে যাও' },
  argTypes: { LinkComponent: { control: false } },
} satisfies Meta<typeof BackLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' })).toHaveAttribute(
      'href',
      '/subjects',
    );
  },
};

/** An app's router link plugged in through `LinkComponent`. */
export const WithRouterLink: Story = {
  args: {
    LinkComponent: ({ href, children, ...props }) => (
      <a {...props} href={`#${href}`} data-router="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' });
    await expect(link).toHaveAttribute('href', '#/subjects');
    await expect(link).toHaveAttribute('data-router', 'true');
  },
};
