import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { buttonSizes, buttonVariants } from '../components/Button/Button';
import { StoryLink, storyNavigate } from '../components/shell/storyLink';
import { ArrowRightIcon } from '../icons';
import { LinkButton } from './link';

const meta = {
  title: 'Primitives/LinkButton',
  component: LinkButton,
  args: { href: '/subjects/3/12/learn', children: 'পড়া চালিয়ে যাও', LinkComponent: StoryLink },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    LinkComponent: { control: false },
  },
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link that looks like a button: named and followed as a link, through the app's router. */
export const Default: Story = {
  args: { trailingIcon: <ArrowRightIcon size="1.25em" /> },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'পড়া চালিয়ে যাও' });
    await expect(link).toHaveAttribute('href', '/subjects/3/12/learn');
    await userEvent.click(link);
    await expect(storyNavigate).toHaveBeenCalledWith('/subjects/3/12/learn');
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <LinkButton key={variant} {...args} variant={variant}>
          {variant}
        </LinkButton>
      ))}
    </div>
  ),
};

/** Keyboard focus shows the same ring as a button. */
export const Focused: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
  },
};

export const LongBengaliLabel: Story = {
  args: {
    children: 'এই অধ্যায়ের সবগুলো বিষয় শেষ করে পরবর্তী অধ্যায়ের অনুশীলনী শুরু করতে এখানে চাপ দাও',
    fullWidth: true,
    size: 'lg',
  },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
