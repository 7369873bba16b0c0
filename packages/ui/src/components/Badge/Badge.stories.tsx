import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../i18n/messages';
import { StarIcon } from '../../icons';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'চলমান' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
    icon: { control: false },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { tone: 'neutral', children: 'শুরু হয়নি' } };
export const Info: Story = { args: { tone: 'info', children: 'চলমান' } };
export const Success: Story = { args: { tone: 'success', children: 'সম্পন্ন' } };
export const Warning: Story = { args: { tone: 'warning', children: 'আজ ৫টি প্রশ্ন বাকি' } };
export const Danger: Story = { args: { tone: 'danger', children: 'সময় শেষ!' } };
export const Brand: Story = { args: { tone: 'brand', children: 'নতুন' } };

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const Small: Story = { args: { size: 'sm' } };
export const Medium: Story = { args: { size: 'md' } };

/** The placeholder the spec puts on progress, achievements and other unbuilt features. */
export const ComingSoon: Story = {
  args: { tone: 'brand', icon: <StarIcon size="1.25em" />, children: bn.comingSoon },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('শীঘ্রই আসছে')).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    tone: 'info',
    children: 'এই অধ্যায়টি শিক্ষকের সাহায্য নিয়ে পড়ার পরামর্শ দেওয়া হচ্ছে কারণ এটি বেশ জটিল',
  },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Badge {...args} tone="success">
        সম্পন্ন
      </Badge>
      <Badge {...args} tone="info">
        চলমান
      </Badge>
      <Badge {...args} tone="brand" icon={<StarIcon size="1.25em" />}>
        {bn.comingSoon}
      </Badge>
      <Badge {...args} tone="warning">
        দৈনিক সীমা প্রায় শেষ, আজ আর ৩টি প্রশ্ন করা যাবে
      </Badge>
    </div>
  ),
};
