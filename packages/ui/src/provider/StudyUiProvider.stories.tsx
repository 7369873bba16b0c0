import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { StoryLink, storyNavigate } from '../components/shell/storyLink';
import { BackLink } from '../components/subjects/BackLink/BackLink';
import type { StudyUiMessageOverrides } from '../i18n/areas/catalogue';
import { commonMessages } from '../i18n/areas/common';
import type { LinkProps } from '../utils/link';
import { StudyUiProvider } from './StudyUiProvider';

// What an app sets once for every component below it: its router link and its own wording. Each
// story shows the same two components, a link and a failure with retry, under different settings.
// The override texts are the story's own sample wording, not the product's.
const plainWording: StudyUiMessageOverrides = {
  common: { errorTitle: 'তথ্য আনা যায়নি', retry: 'আবার আনো' },
};
const innerWording: StudyUiMessageOverrides = { common: { retry: 'আরেকবার' } };
const longWording: StudyUiMessageOverrides = {
  common: {
    errorTitle: 'দুঃখিত, এই মুহূর্তে তোমার বিষয়ের তালিকা আর অধ্যায়ের অগ্রগতি সার্ভার থেকে আনা সম্ভব হয়নি',
    retry: 'ইন্টারনেট সংযোগ ঠিক আছে কিনা দেখে আরেকবার চেষ্টা করো',
  },
};

const ownNavigate = fn().mockName('own navigate');

/** A component's own link, as a page would pass one that differs from the app's. */
function OwnLink({ href, onClick, children, ...props }: LinkProps) {
  return (
    <a
      {...props}
      href={href}
      data-own-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        ownNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

function Sample({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <BackLink href="/subjects">বিষয়সমূহে ফিরে যাও</BackLink>
      <ErrorState onRetry={onRetry} />
    </>
  );
}

const meta = {
  title: 'Shell/StudyUiProvider',
  component: StudyUiProvider,
  args: { children: null },
  argTypes: { linkComponent: { control: false }, children: { control: false } },
  render: (args) => (
    <StudyUiProvider {...args}>
      <Sample onRetry={fn()} />
    </StudyUiProvider>
  ),
} satisfies Meta<typeof StudyUiProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing set: plain anchors and the Bengali catalogue, as without a provider. */
export const Defaults: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' })).toHaveAttribute('href', '/subjects');
    await expect(canvas.getByText(commonMessages.errorTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: commonMessages.retry })).toBeVisible();
  },
};

/** The app's wording for the strings it names; the others stay the catalogue's. */
export const MessageOverrides: Story = {
  args: { messages: plainWording },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('তথ্য আনা যায়নি')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'আবার আনো' })).toBeVisible();
    await expect(canvas.getByText(/ইন্টারনেট সংযোগ দেখে/)).toBeVisible();
  },
};

/** An inner provider changes only what it names and keeps the outer one's other strings. */
export const Nested: Story = {
  args: { messages: plainWording },
  render: (args) => (
    <StudyUiProvider {...args}>
      <StudyUiProvider messages={innerWording}>
        <Sample onRetry={fn()} />
      </StudyUiProvider>
    </StudyUiProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('তথ্য আনা যায়নি')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'আরেকবার' })).toBeVisible();
  },
};

/** Wording longer than the catalogue's still wraps inside the components. */
export const LongBengaliText: Story = { args: { messages: longWording } };

export const Phone: Story = {
  args: { messages: longWording },
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

/** Every link below goes through the app's router link. */
export const RouterLink: Story = {
  args: { linkComponent: StoryLink },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    storyNavigate.mockClear();
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/subjects');
  },
};

/** A component's own `LinkComponent` prop wins over the provider's. */
export const PropWinsOverProvider: Story = {
  args: { linkComponent: StoryLink },
  tags: ['interaction'],
  render: (args) => (
    <StudyUiProvider {...args}>
      <BackLink href="/subjects" LinkComponent={OwnLink}>
        বিষয়সমূহে ফিরে যাও
      </BackLink>
    </StudyUiProvider>
  ),
  play: async ({ canvasElement }) => {
    storyNavigate.mockClear();
    ownNavigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'বিষয়সমূহে ফিরে যাও' });
    await expect(link).toHaveAttribute('data-own-link');
    await userEvent.click(link);
    await expect(ownNavigate).toHaveBeenCalledWith('/subjects');
    await expect(storyNavigate).not.toHaveBeenCalled();
  },
};
