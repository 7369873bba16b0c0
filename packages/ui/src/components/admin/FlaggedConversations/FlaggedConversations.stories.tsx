import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { desktop, longName, phone } from '../storyFixtures';
import type { AdminFlag, AdminFlagDetail } from '../types';
import { FlaggedConversations } from './FlaggedConversations';

const student = { id: 7, name: 'রাফি আহমেদ', username: 'rafi_8', classLevel: '8' };
const place = {
  topic: { id: 12, name: 'কোষ বিভাজন' },
  chapter: { id: 3, name: 'জীবের বৃদ্ধি ও বংশগতি' },
  subject: { id: 2, name: 'বিজ্ঞান' },
};
const flags: AdminFlag[] = [
  {
    id: 3,
    reason: 'safety',
    safetyKind: 'self_harm',
    severity: 'high',
    status: 'new',
    createdAt: '2026-11-26T08:20:00.000Z',
    student,
    ...place,
    message: 'আমার মরে যেতে ইচ্ছা করে',
    note: null,
    reviewedAt: null,
    reviewedBy: null,
  },
  {
    id: 2,
    reason: 'safety',
    safetyKind: 'bullying',
    severity: 'medium',
    status: 'seen',
    createdAt: '2026-11-25T11:05:00.000Z',
    student: { ...student, id: 8, name: 'তানিয়া সুলতানা', username: 'tania' },
    ...place,
    message: 'স্কুলে সবাই আমাকে bully করে',
    note: 'Class teacher told.',
    reviewedAt: '2026-11-25T12:00:00.000Z',
    reviewedBy: 'admin@example.com',
  },
  {
    id: 1,
    reason: 'low_confidence',
    safetyKind: null,
    severity: 'low',
    status: 'resolved',
    createdAt: '2026-11-24T09:00:00.000Z',
    student,
    ...place,
    message: 'নিউটনের গতিসূত্র কী?',
    note: 'Not in this chapter; pointed to class 9 physics.',
    reviewedAt: '2026-11-24T10:00:00.000Z',
    reviewedBy: 'admin@example.com',
  },
];
const detail: AdminFlagDetail = {
  ...(flags[0] as AdminFlag),
  conversation: [
    {
      id: 40,
      role: 'user',
      content: 'মাইটোসিস কী?',
      timestamp: '2026-11-26T08:15:00.000Z',
      flagged: false,
      safetyKind: null,
    },
    {
      id: 41,
      role: 'assistant',
      content: 'মাইটোসিস এক ধরনের কোষ বিভাজন, যাতে একটি কোষ ভেঙে দুটি একই রকম কোষ হয়।',
      timestamp: '2026-11-26T08:15:02.000Z',
      flagged: false,
      safetyKind: null,
    },
    {
      id: 42,
      role: 'user',
      content: 'আমার মরে যেতে ইচ্ছা করে',
      timestamp: '2026-11-26T08:20:00.000Z',
      flagged: true,
      safetyKind: null,
    },
    {
      id: 43,
      role: 'assistant',
      content:
        'তুমি যা লিখেছ তা খুব গুরুত্বপূর্ণ, আর আমাকে জানিয়েছ বলে ভালো করেছ। তুমি একা নও। এখনই তোমার বিশ্বস্ত কোনো বড় মানুষের সঙ্গে কথা বলো।',
      timestamp: '2026-11-26T08:20:01.000Z',
      flagged: true,
      safetyKind: 'self_harm',
    },
  ],
};
const counts = { new: 1, seen: 1, resolved: 1, newHigh: 1 };

const meta = {
  title: 'Admin/FlaggedConversations',
  component: FlaggedConversations,
  parameters: { layout: 'padded' },
  args: {
    flags,
    counts,
    kind: 'all',
    status: 'all',
    onKindChange: fn(),
    onStatusChange: fn(),
    onSelect: fn(),
    onReview: fn(),
    onRetry: fn(),
    selectedId: null,
  },
} satisfies Meta<typeof FlaggedConversations>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue: high severity on top; choosing a flag asks for its conversation. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('region', { name: 'Flags' })).getAllByRole('button');
    await expect(items.map((item) => item.textContent?.slice(0, 20))).toEqual([
      expect.stringContaining('HighSelf-harmNew'),
      expect.stringContaining('MediumBullyingSeen'),
      expect.stringContaining('LowLow confidenceRes'),
    ]);
    await expect(canvas.getByText('1 new, 1 of them high severity')).toBeVisible();
  },
};

/** Choosing a flag and the filters: the page's callbacks get what was chosen. */
export const Choosing: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const items = within(canvas.getByRole('region', { name: 'Flags' })).getAllByRole('button');
    await userEvent.click(items[0] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(3);
    await userEvent.selectOptions(canvas.getByLabelText('Kind'), 'Bullying');
    await expect(args.onKindChange).toHaveBeenCalledWith('bullying');
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'New');
    await expect(args.onStatusChange).toHaveBeenCalledWith('new');
  },
};

/** A flag open: the conversation around it, the flagged messages marked, and the review. */
export const Detail: Story = {
  args: { selectedId: 3, detail },
  globals: desktop,
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const pane = within(canvas.getByRole('region', { name: 'Flag detail' }));
    await expect(pane.getByRole('heading', { name: 'Conversation with রাফি আহমেদ' })).toBeVisible();
    await expect(pane.getAllByText('Flagged')).toHaveLength(2);
    await expect(pane.getByRole('button', { name: 'Resolve' })).toBeDisabled();
    await userEvent.click(pane.getByRole('button', { name: 'Mark as seen' }));
    await expect(args.onReview).toHaveBeenCalledWith({ status: 'seen' });
    await userEvent.type(pane.getByLabelText('Note'), 'Called the parents');
    await userEvent.click(pane.getByRole('button', { name: 'Resolve' }));
    await expect(args.onReview).toHaveBeenLastCalledWith({ status: 'resolved', note: 'Called the parents' });
  },
};

export const Loading: Story = {
  args: { flags: undefined, counts: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading flagged conversations…');
  },
};

export const Empty: Story = {
  args: { flags: [], counts: { new: 0, seen: 0, resolved: 0, newHigh: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No flagged conversations')).toBeVisible();
  },
};

export const Error: Story = {
  args: { flags: undefined, counts: undefined, error: true },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Failed to fetch flagged conversations')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A long Bengali message and names wrap; the list shows three lines of the message. */
export const LongBengaliText: Story = {
  args: {
    selectedId: 3,
    flags: flags.map((flag) => ({
      ...flag,
      message: `${longName} ${longName} ${flag.message}`,
      topic: { id: 12, name: longName },
    })),
    detail: {
      ...detail,
      student: { ...student, name: `${student.name} ${longName}` },
      conversation: detail.conversation.map((message) => ({
        ...message,
        content: `${message.content} ${longName} ${longName}`,
      })),
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(new RegExp(longName.slice(0, 20))).length).toBeGreaterThan(0);
  },
};

/** A 360 px phone: filters, list and conversation in one column. */
export const Narrow: Story = {
  args: { selectedId: 3, detail },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Flag detail' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
