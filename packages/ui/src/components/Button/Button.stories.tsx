import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowRightIcon, BookIcon, CloseIcon } from '../../icons';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: {
    children: 'পড়া শুরু করো',
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    leadingIcon: { control: false },
    trailingIcon: { control: false },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'পড়া শুরু করো' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'মুছে ফেলুন' } };

/** Every variant side by side; a new variant shows up here by itself. */
export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      {buttonVariants.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };
export const Large: Story = { args: { size: 'lg' } };

export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size} />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'পড়া শুরু করো' });
    await expect(button).toBeDisabled();
    // Ariakit gives a disabled button `pointer-events: none`; press it anyway to prove nothing happens.
    await userEvent.setup({ pointerEventsCheck: 0 }).click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Keeps its label, shows a spinner, is busy and ignores presses but keeps keyboard focus. */
export const Loading: Story = {
  args: { loading: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'পড়া শুরু করো' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LoadingWithText: Story = {
  args: { loading: true, loadingText: 'জমা হচ্ছে...', children: 'জমা দাও' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'জমা হচ্ছে...' })).toBeVisible();
  },
};

export const WithIcons: Story = {
  args: { leadingIcon: <BookIcon size="1.25em" />, trailingIcon: <ArrowRightIcon size="1.25em" /> },
  play: async ({ canvasElement }) => {
    // The icons are decorative: the name is the label alone.
    await expect(within(canvasElement).getByRole('button', { name: 'পড়া শুরু করো' })).toBeVisible();
  },
};

/** Without children the button is square; the aria-label names it. */
export const IconOnly: Story = {
  args: { children: undefined, leadingIcon: <CloseIcon size="1.25em" />, variant: 'ghost', 'aria-label': 'বন্ধ করো' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'বন্ধ করো' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const FullWidth: Story = { args: { fullWidth: true } };

export const LongBengaliLabel: Story = {
  args: {
    children: 'এই অধ্যায়ের সবগুলো বিষয় শেষ করে পরবর্তী অধ্যায়ের অনুশীলনী ও কুইজ শুরু করতে এখানে চাপ দাও',
    trailingIcon: <ArrowRightIcon size="1.25em" />,
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
};

/** An unbroken word longer than the screen still wraps instead of overflowing. */
export const UnbrokenLabel: Story = {
  args: { children: 'স্বয়ংক্রিয়ভাবেপরবর্তীঅধ্যায়েচলেযাওএবংঅনুশীলনশুরুকরো' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Button {...args} fullWidth size="lg">
        নিবন্ধন সম্পন্ন করে পড়াশোনা শুরু করো
      </Button>
      <Button {...args} fullWidth variant="outline">
        আগের পৃষ্ঠায় ফিরে যাও
      </Button>
    </div>
  ),
};
