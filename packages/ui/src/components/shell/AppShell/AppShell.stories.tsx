import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Card } from '../../Card/Card';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { StoryLink, storyNavigate } from '../storyLink';
import { AppShell, shellSections } from './AppShell';
import type { AppShellProps, ShellSection } from './AppShell';

const screen = within(document.body);

/** A drawn portrait as a data URL: no network, the same pixels on every run. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 80"><rect width="80" height="80" fill="#cce8db"/><circle cx="40" cy="31" r="15" fill="#0b6b4b"/><path d="M12 80a28 28 0 0 1 56 0Z" fill="#0b6b4b"/></svg>',
)}`;

function PageContent() {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fill, minmax(15rem, 1fr))' }}>
      <Card as="section" title="আজকের পড়া" headingLevel={2} description="গণিত · বীজগাণিতিক রাশি">
        <ProgressBar value={40} label="অধ্যায়ের অগ্রগতি" showValue />
      </Card>
      <Card as="section" title="বিজ্ঞান" headingLevel={2} description="অধ্যায় ৩ · উদ্ভিদের জনন" />
      <Card as="section" title="বাংলা" headingLevel={2} description="কবিতা · আমার পরিচয়" />
    </div>
  );
}

const meta = {
  title: 'Shell/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'ড্যাশবোর্ড',
    user: { name: 'তাসনিম রহমান', classLevel: '8', avatarUrl: portrait },
    activeHref: '/dashboard',
    section: 'home',
    onCollapsedChange: fn(),
    LinkComponent: StoryLink,
    children: <PageContent />,
  },
  argTypes: {
    section: { control: 'inline-radio', options: shellSections },
    children: { control: false },
    LinkComponent: { control: false },
  },
  beforeEach: () => {
    storyNavigate.mockClear();
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

const phone = { viewport: { value: 'phone360', isRotated: false } } as const;

export const DesktopExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'প্রধান মেনু' });
    await expect(within(nav).getByRole('link', { name: 'হোম' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'বিষয়সমূহ' })).toHaveAttribute('href', '/subjects');
    const progress = within(nav).getByRole('link', { name: 'অগ্রগতি শীঘ্রই আসছে' });
    await expect(progress).toHaveAttribute('aria-disabled', 'true');
    await expect(progress).not.toHaveAttribute('href');
    await expect(canvas.getByText('অষ্টম শ্রেণি')).toBeVisible();
    await expect(canvas.getByRole('main')).toBeInTheDocument();
  },
};

/** On a subject page the subjects link is current (a section), not the page itself. */
export const NestedRoute: Story = {
  args: { title: 'গণিত', activeHref: '/subjects/3', section: 'subjects' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'প্রধান মেনু' });
    await expect(within(nav).getByRole('link', { name: 'বিষয়সমূহ' })).toHaveAttribute('aria-current', 'true');
    await expect(within(nav).getByRole('link', { name: 'হোম' })).not.toHaveAttribute('aria-current');
  },
};

/** Icons only; hovering one shows its label after 300 ms (spec §9), not before. */
export const Collapsed: Story = {
  args: { defaultCollapsed: true },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'প্রধান মেনু' });
    const subjects = within(nav).getByRole('link', { name: 'বিষয়সমূহ' });
    await userEvent.hover(subjects);
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 350));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('বিষয়সমূহ'));
    await expect(screen.getByRole('tooltip')).toBeVisible();
  },
};

export const CollapseToggle: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'মেনু ছোট করো' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'মেনু বড় করো' });
    await userEvent.click(expand);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'মেনু ছোট করো' })).toHaveFocus();
    await userEvent.unhover(canvas.getByRole('button', { name: 'মেনু ছোট করো' }));
  },
};

/** Keyboard order: skip link, the menu, the collapse button, then the page. */
export const KeyboardNavigation: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'প্রধান মেনু' }));
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'মূল অংশে চলে যাও' });
    await expect(skip).toHaveFocus();
    for (const name of ['হোম', 'বিষয়সমূহ', 'অগ্রগতি শীঘ্রই আসছে', 'অর্জন শীঘ্রই আসছে', 'প্রোফাইল']) {
      await userEvent.tab();
      await expect(nav.getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'মেনু ছোট করো' })).toHaveFocus();
    // The skip link jumps to the main area, which can take the focus.
    const main = canvas.getByRole('main');
    await expect(skip).toHaveAttribute('href', `#${main.id}`);
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

export const PhoneDrawerClosed: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'মেনু খোলো' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'প্রধান মেনু' })).not.toBeInTheDocument();
    // The name and class stay readable for screen readers beside the avatar.
    await expect(canvas.getByText('তাসনিম রহমান')).toBeInTheDocument();
  },
};

export const PhoneDrawerOpen: Story = {
  globals: phone,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'মেনু খোলো' }));
    const drawer = await screen.findByRole('dialog', { name: 'প্রধান মেনু' });
    await expect(within(drawer).getByRole('link', { name: 'হোম' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'মেনু বন্ধ করো' })).toHaveFocus());
  },
};

/** Escape closes the drawer and gives the focus back to the menu button. */
export const PhoneDrawerEscape: Story = {
  globals: phone,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'মেনু খোলো' });
    await userEvent.click(menu);
    await screen.findByRole('dialog', { name: 'প্রধান মেনু' });
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Focus stays inside the open drawer: the page behind it is inert while it is open. */
export const PhoneDrawerFocusTrap: Story = {
  globals: phone,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('button', { name: 'মেনু খোলো' });
    await userEvent.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'প্রধান মেনু' });
    const close = within(drawer).getByRole('button', { name: 'মেনু বন্ধ করো' });
    await waitFor(() => expect(close).toHaveFocus());
    for (let step = 0; step < 5; step += 1) await userEvent.tab();
    await expect(within(drawer).getByRole('link', { name: 'প্রোফাইল' })).toHaveFocus();
    await expect(menu.closest('[inert]')).not.toBeNull();
    // Following a link navigates and closes the drawer.
    await userEvent.click(within(drawer).getByRole('link', { name: 'বিষয়সমূহ' }));
    await expect(storyNavigate).toHaveBeenCalledWith('/subjects');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

function sectionStory(section: ShellSection, title: string, activeHref?: string): Story {
  return { args: { section, title, ...(activeHref ? { activeHref } : {}) } satisfies Partial<AppShellProps> };
}

export const SectionHome = sectionStory('home', 'ড্যাশবোর্ড', '/dashboard');
export const SectionSubjects = sectionStory('subjects', 'বিষয়সমূহ', '/subjects');
export const SectionProgress = sectionStory('progress', 'অগ্রগতি', '/progress');
export const SectionAchievements = sectionStory('achievements', 'অর্জন', '/achievements');
export const SectionProfile = sectionStory('profile', 'প্রোফাইল', '/profile');
export const SectionDefault = sectionStory('default', 'এআই শিক্ষককে প্রশ্ন', '/subjects/3/12/ask');

export const LongBengaliName: Story = {
  args: {
    title: 'অধ্যায় ৩: বীজগাণিতিক রাশির গুণ ও ভাগ এবং বাস্তব জীবনে তার প্রয়োগ',
    user: { name: 'মোহাম্মদ আব্দুল্লাহ আল-মামুন চৌধুরী সিদ্দিকী', classLevel: '10', avatarUrl: portrait },
  },
};

export const LongBengaliNamePhone: Story = {
  ...LongBengaliName,
  globals: phone,
};

/** No photo: the first letter of the name in a circle. */
export const NoAvatar: Story = {
  args: { user: { name: 'রাফি আহমেদ', classLevel: '6' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('ষষ্ঠ শ্রেণি')).toBeVisible();
    await expect(within(canvasElement).getByText('র')).toBeVisible();
  },
};

/** No class set: the spec's default, the eighth class. */
export const NoClass: Story = {
  args: { user: { name: 'Nafisa Islam' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('অষ্টম শ্রেণি')).toBeVisible();
  },
};

/** A page shown before the app knows who is signed in (pre-rendered for any student): the header and the drawer show placeholders. */
export const StudentNotKnownYet: Story = {
  globals: phone,
  args: { user: null },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'মেনু খোলো' }));
    const drawer = await screen.findByRole('dialog', { name: 'প্রধান মেনু' });
    await expect(within(drawer).getByRole('link', { name: 'হোম' })).toBeVisible();
    await expect(within(canvasElement.ownerDocument.body).queryByText(/শ্রেণি/)).not.toBeInTheDocument();
  },
};
