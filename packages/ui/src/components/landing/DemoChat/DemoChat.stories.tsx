import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { instantScript, never, typingScript } from '../storyFixtures';
import { DemoChat } from './DemoChat';

const meta = {
  title: 'Landing/DemoChat',
  component: DemoChat,
  args: { script: instantScript, typingMs: 0 },
  argTypes: {
    script: { control: false },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof DemoChat>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The whole scripted conversation (no pauses, so the screenshot is stable). */
export const Conversation: Story = {
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('log', { name: 'ডেমো চ্যাট' }));
    await expect(log.getByText(bn.demoChatScript1)).toBeVisible();
    await expect(log.getByText(bn.demoChatScript4)).toBeVisible();
    await expect(log.queryByText(bn.demoChatTyping)).toBeNull();
  },
};

/** On the landing page the script waits until the chat scrolls into view. */
export const StartsWhenVisible: Story = {
  tags: ['no-screenshot'],
  args: { startWhenVisible: true },
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('log'));
    await waitFor(() => expect(log.getByText(bn.demoChatScript4)).toBeVisible());
  },
};

/** The student asked; the typing indicator shows before the tutor's answer. */
export const TypingIndicator: Story = {
  args: { script: typingScript, typingMs: never },
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('log'));
    await expect(log.getByText(bn.demoChatTyping)).toBeInTheDocument();
    await expect(log.queryByText(bn.demoChatScript2)).toBeNull();
  },
};

/** The script plays at its real pace: the answer arrives after the typing indicator. */
export const ScriptPlays: Story = {
  tags: ['no-screenshot'],
  args: { script: typingScript, typingMs: 300 },
  play: async ({ canvasElement }) => {
    const log = within(within(canvasElement).getByRole('log'));
    await expect(log.getByText(bn.demoChatTyping)).toBeInTheDocument();
    await waitFor(() => expect(log.getByText(bn.demoChatScript2)).toBeVisible(), { timeout: 3000 });
    await expect(log.queryByText(bn.demoChatTyping)).toBeNull();
  },
};

/** The visitor sent a question; the canned reply is on its way. */
export const VisitorReplyPending: Story = {
  args: { replyMs: never },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'তোমার প্রশ্ন' }), 'ত্রিভুজের ক্ষেত্রফল কীভাবে বের করব?');
    await userEvent.click(canvas.getByRole('button', { name: 'পাঠাও' }));
    const log = within(canvas.getByRole('log'));
    await expect(log.getByText('ত্রিভুজের ক্ষেত্রফল কীভাবে বের করব?')).toBeVisible();
    await expect(log.getByText(bn.demoChatTyping)).toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: 'তোমার প্রশ্ন' })).toHaveValue('');
  },
};

/** Type, send, and the canned reply arrives (after 300 ms here; 2000 ms on the page). */
export const AfterReply: Story = {
  args: { replyMs: 300 },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'তোমার প্রশ্ন' }), 'সালোকসংশ্লেষণ কী?{Enter}');
    const log = within(canvas.getByRole('log'));
    await waitFor(() => expect(log.getByText(bn.demoChatReply)).toBeVisible(), { timeout: 3000 });
    await expect(log.getByRole('link', { name: 'নিবন্ধন করো' })).toHaveAttribute('href', '/login?tab=register');
    await expect(log.queryByText(bn.demoChatTyping)).toBeNull();
  },
};

/** Nothing to send: the button stays disabled for an empty or blank message. */
export const BlankMessage: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const send = canvas.getByRole('button', { name: 'পাঠাও' });
    await expect(send).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'তোমার প্রশ্ন' }), '   ');
    await expect(send).toBeDisabled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
