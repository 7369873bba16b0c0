import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryLink, storyNavigate } from '../storyLink';
import { Sidebar } from './Sidebar';

const meta = {
  title: 'Shell/Sidebar',
  component: Sidebar,
  args: { activeHref: '/profile', LinkComponent: StoryLink, onToggleCollapsed: fn() },
  argTypes: { LinkComponent: { control: false } },
  // The width and height of the desktop rail, expanded or collapsed.
  decorators: [(Story, { args }) => <div style={{ width: args.collapsed ? 76 : 256, height: 560 }}>{Story()}</div>],
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'প্রধান মেনু' }));
    await expect(nav.getByRole('link', { name: 'প্রোফাইল' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(nav.getByRole('link', { name: 'বিষয়সমূহ' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/subjects');
    // A coming-soon entry goes nowhere.
    await userEvent.click(nav.getByRole('link', { name: 'অর্জন শীঘ্রই আসছে' }));
    await expect(storyNavigate).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'মেনু ছোট করো' }));
    await expect(args.onToggleCollapsed).toHaveBeenCalledTimes(1);
  },
};

export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Labels are hidden on screen but still name the links.
    await expect(canvas.getByRole('link', { name: 'হোম' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'মেনু বড় করো' })).toBeVisible();
  },
};

/** Keyboard focus on a collapsed entry shows its tooltip too, with the coming-soon note. */
export const CollapsedTooltipOnFocus: Story = {
  args: { collapsed: true },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'অগ্রগতি শীঘ্রই আসছে' })).toHaveFocus();
    // Tabbing passed through other links: their tooltips close on their own time, so wait until
    // the focused link's is the only one (a busy machine once caught হোম's still open).
    await waitFor(async () => {
      const tooltips = within(document.body).getAllByRole('tooltip');
      await expect(tooltips).toHaveLength(1);
      await expect(tooltips[0]).toHaveTextContent('অগ্রগতি · শীঘ্রই আসছে');
    });
  },
};

/** Without a toggle handler (the phone drawer) there is no collapse button. */
export const WithoutToggle: Story = {
  args: { onToggleCollapsed: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
