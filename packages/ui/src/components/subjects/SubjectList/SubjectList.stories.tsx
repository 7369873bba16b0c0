import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { headingLevels } from '../../../utils/Heading';
import { banglaSubject, longSubjects, mathSubject, sampleSubjects } from '../storyFixtures';
import { loadStatuses } from '../types';
import { SubjectList } from './SubjectList';

const meta = {
  title: 'Subjects/SubjectList',
  component: SubjectList,
  parameters: { layout: 'padded' },
  args: {
    status: 'ready',
    subjects: sampleSubjects,
    classLevel: 8,
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: loadStatuses },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof SubjectList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'বিষয়সমূহ' })).toBeVisible();
    await expect(canvas.getByText('অষ্টম শ্রেণির সব বিষয়')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getByRole('link', { name: 'বিজ্ঞান' })).toHaveAttribute('href', '/subjects/2');
  },
};

/** Typing filters by name (any case, any part of it); the count is announced. */
export const Search: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'বিষয় খোঁজো' }), 'বাংলা');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByRole('link', { name: 'বাংলা' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'বাংলাদেশ ও বিশ্বপরিচয়' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('২টি বিষয় পাওয়া গেছে');
  },
};

/** The clear button empties the search and puts the cursor back in it. */
export const ClearSearch: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'বিষয় খোঁজো' });
    await userEvent.type(search, 'গণিত');
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(1));
    await userEvent.click(canvas.getByRole('button', { name: 'খোঁজ মুছে ফেলো' }));
    await expect(search).toHaveValue('');
    await expect(search).toHaveFocus();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.queryByRole('button', { name: 'খোঁজ মুছে ফেলো' })).toBeNull();
  },
};

/** Nothing matches: 'সব বিষয় দেখো' clears the search (here kept by the app, so it reports ''). */
export const EmptySearch: Story = {
  args: { query: 'রসায়ন', onQueryChange: fn() },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'কোনো বিষয় পাওয়া যায়নি' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'সব বিষয় দেখো' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
  },
};

/** The same, kept by the list itself: the button brings every subject back. */
export const EmptySearchShowAll: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole('searchbox', { name: 'বিষয় খোঁজো' });
    await userEvent.type(search, 'xyz');
    await userEvent.click(await canvas.findByRole('button', { name: 'সব বিষয় দেখো' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(search).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('বিষয়সমূহ লোড হচ্ছে...');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('ত্রুটি: বিষয়সমূহ লোড করতে সমস্যা হয়েছে');
    await userEvent.click(canvas.getByRole('button', { name: 'আবার লোড করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** The class has no subjects yet: no search box, an honest note instead. */
export const NoSubjects: Story = {
  args: { subjects: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'এখনো কোনো বিষয় যোগ করা হয়নি' })).toBeVisible();
  },
};

/** Hover card after 200 ms: the description, or the progress line for a subject without one. */
export const HoverCard: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.hover(canvas.getByRole('link', { name: 'বাংলা' }));
    await waitFor(() => expect(body.getByRole('dialog', { name: 'বাংলা' })).toBeVisible());
    await expect(body.getByRole('dialog', { name: 'বাংলা' })).toHaveTextContent('এই বিষয়ে তোমার অগ্রগতি: ০%');
    await userEvent.unhover(canvas.getByRole('link', { name: 'বাংলা' }));
    await userEvent.hover(canvas.getByRole('link', { name: 'গণিত' }));
    const card = await body.findByRole('dialog', { name: 'গণিত' });
    await waitFor(() => expect(card).toBeVisible());
    await expect(card).toHaveTextContent(mathSubject.description ?? '');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'বাংলা' })).toBeNull());
  },
};

/** Keyboard users see the hover card on focus; Escape closes it. */
export const HoverCardOnKeyboardFocus: Story = {
  args: { subjects: [banglaSubject, mathSubject] },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.tab(); // the search box
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'বাংলা' })).toHaveFocus();
    await waitFor(() => expect(body.getByRole('dialog', { name: 'বাংলা' })).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'বাংলা' })).toBeNull());
    await expect(canvas.getByRole('link', { name: 'বাংলা' })).toHaveFocus();
  },
};

export const LongNames: Story = {
  args: { subjects: longSubjects, classLevel: 9 },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const PhoneLongNames: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { subjects: longSubjects },
};
