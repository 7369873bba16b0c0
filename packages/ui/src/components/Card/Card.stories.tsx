import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../i18n/messages';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { headingLevels } from '../../utils/Heading';
import { Card, cardElements, cardElevations, cardPaddings, cardTones } from './Card';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: {
    title: 'গণিত',
    description: 'অষ্টম শ্রেণী · ১২টি অধ্যায়',
    children: 'বীজগণিত, জ্যামিতি ও পরিসংখ্যানের মূল ধারণাগুলো ধাপে ধাপে শিখুন।',
  },
  argTypes: {
    as: { control: 'inline-radio', options: cardElements },
    tone: { control: 'inline-radio', options: cardTones },
    elevation: { control: 'inline-radio', options: cardElevations },
    padding: { control: 'inline-radio', options: cardPaddings },
    headingLevel: { control: 'inline-radio', options: headingLevels },
  },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithFooter: Story = {
  args: {
    footer: (
      <>
        <Button>পড়া শুরু করো</Button>
        <Button variant="ghost">বিস্তারিত</Button>
      </>
    ),
  },
};

export const WithHeaderAction: Story = {
  args: { headerAction: <Badge tone="info">চলমান</Badge> },
};

/** Body only, no header. */
export const Plain: Story = {
  args: { title: undefined, description: undefined },
};

export const Surface: Story = { args: { tone: 'surface' } };
export const Subtle: Story = { args: { tone: 'subtle' } };
export const Brand: Story = { args: { tone: 'brand' } };
export const Info: Story = { args: { tone: 'info' } };
export const Success: Story = { args: { tone: 'success' } };
export const Warning: Story = { args: { tone: 'warning' } };
export const Danger: Story = { args: { tone: 'danger' } };

export const Flat: Story = { args: { elevation: 'flat' } };
export const Raised: Story = { args: { elevation: 'raised' } };
export const Floating: Story = { args: { elevation: 'floating' } };

export const PaddingNone: Story = { args: { padding: 'none', title: undefined, description: undefined } };
export const PaddingSmall: Story = { args: { padding: 'sm' } };
export const PaddingMedium: Story = { args: { padding: 'md' } };
export const PaddingLarge: Story = { args: { padding: 'lg' } };

/** A titled section is a landmark named by its title. */
export const AsSection: Story = {
  args: { as: 'section', title: 'সাম্প্রতিক কার্যক্রম', headingLevel: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'সাম্প্রতিক কার্যক্রম' })).toBeVisible();
  },
};

export const AsArticle: Story = {
  args: { as: 'article' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('article', { name: 'গণিত' })).toBeVisible();
  },
};

/** The dashboard's placeholder for features that are not built yet. */
export const ComingSoon: Story = {
  args: {
    tone: 'subtle',
    title: 'সামগ্রিক অগ্রগতি',
    description: 'তোমার সব বিষয়ের অগ্রগতি এক জায়গায়',
    headerAction: <Badge tone="brand">{bn.comingSoon}</Badge>,
    children: undefined,
  },
};

export const LastActivity: Story = {
  args: {
    as: 'section',
    elevation: 'raised',
    title: 'সর্বশেষ কার্যক্রম',
    headingLevel: 2,
    description: 'বিজ্ঞান · অধ্যায় ৩: পদার্থের অবস্থা',
    children: <ProgressBar value={40} label="অধ্যায়ের অগ্রগতি" showLabel showValue />,
    footer: <Button>পড়া চালিয়ে যাও</Button>,
  },
};

export const LongBengaliText: Story = {
  args: {
    title: 'বাংলাদেশ ও বিশ্বপরিচয়: মুক্তিযুদ্ধের ইতিহাস এবং স্বাধীন বাংলাদেশের অভ্যুদয়ের প্রেক্ষাপট',
    description: 'অষ্টম শ্রেণী · জাতীয় শিক্ষাক্রম ও পাঠ্যপুস্তক বোর্ড অনুমোদিত পাঠ্যসূচি অনুযায়ী',
    headerAction: <Badge tone="success">সম্পন্ন</Badge>,
    children:
      'এই অধ্যায়ে আমরা ভাষা আন্দোলন থেকে শুরু করে উনসত্তরের গণঅভ্যুত্থান, সত্তরের নির্বাচন এবং একাত্তরের মহান মুক্তিযুদ্ধের ঘটনাপ্রবাহ ধারাবাহিকভাবে জানব।',
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: {
    headerAction: <Badge tone="info">চলমান</Badge>,
    footer: <Button fullWidth>পড়া শুরু করো</Button>,
  },
};
