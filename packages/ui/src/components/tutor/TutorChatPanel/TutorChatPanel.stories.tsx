import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { mathMessages } from '../../../i18n/mathMessages';
import { TutorChatPanel } from './TutorChatPanel';
import type { TutorChatMessage, TutorChatPanelProps } from './TutorChatPanel';

// Fixed ids and times keep every story (and its screenshot) the same on each run.
const question: TutorChatMessage = {
  id: 'm1',
  role: 'user',
  content: 'ভগ্নাংশের যোগ কীভাবে করি?',
  timestamp: '2026-03-10T09:00:00.000Z',
};

const mathReply: TutorChatMessage = {
  id: 'm2',
  role: 'assistant',
  content:
    'হর এক হলে শুধু লব যোগ করো: $\\frac{1}{5} + \\frac{2}{5} = \\frac{3}{5}$।\n\nহর আলাদা হলে আগে লসাগু নিয়ে হর সমান করো:\n\n$$\\frac{1}{2} + \\frac{1}{3} = \\frac{3}{6} + \\frac{2}{6} = \\frac{5}{6}$$',
  timestamp: '2026-03-10T09:00:05.000Z',
  isComplete: true,
  metadata: { confidenceScore: 0.92 },
};

const streamingReply: TutorChatMessage = {
  id: 'm2',
  role: 'assistant',
  content: 'হর এক হলে শুধু লব যোগ করো: $a + b$। যেমন অর্ধেক লেখা হয় $\\frac{1}{',
  timestamp: '2026-03-10T09:00:05.000Z',
  isStreaming: true,
};

const flaggedReply: TutorChatMessage = {
  id: 'm4',
  role: 'assistant',
  content: 'এটি উচ্চতর গণিতের বিষয়। সংক্ষেপে: অসীম ধারার যোগফল সবসময় সসীম হয় না।',
  timestamp: '2026-03-10T09:02:05.000Z',
  isComplete: true,
  metadata: { requiresTeacherAttention: true, confidenceScore: 0.41 },
};

const longConversation: TutorChatMessage[] = [
  question,
  mathReply,
  {
    id: 'm3',
    role: 'user',
    content:
      'আচ্ছা, তাহলে মিশ্র ভগ্নাংশ যেমন দুই পূর্ণ এক-তৃতীয়াংশের সাথে এক পূর্ণ এক-চতুর্থাংশ যোগ করতে হলে কী করতে হবে? আমাদের বইয়ে অনুশীলনী ৩.২ এর পাঁচ নম্বর প্রশ্নটা বুঝতে পারছি না।',
    timestamp: '2026-03-10T09:01:00.000Z',
  },
  {
    id: 'm4',
    role: 'assistant',
    content:
      'খুব ভালো প্রশ্ন! ধাপে ধাপে দেখি:\n\n1. প্রথমে পূর্ণ সংখ্যাগুলো যোগ করো: ২ + ১ = ৩।\n2. তারপর ভগ্নাংশগুলো যোগ করো: $\\frac{1}{3} + \\frac{1}{4} = \\frac{7}{12}$।\n3. দুটো মিলিয়ে উত্তর: $3\\frac{7}{12}$।\n\nনিজে একবার অনুশীলনীর পরের প্রশ্নটি এভাবে করে দেখো, আটকে গেলে আমাকে জিজ্ঞেস করো।',
    timestamp: '2026-03-10T09:01:10.000Z',
    isComplete: true,
  },
];

const meta = {
  title: 'Tutor/TutorChatPanel',
  component: TutorChatPanel,
  args: {
    messages: [],
    status: 'idle',
    usage: { remainingToday: 45, dailyLimit: 50, canCall: true },
    streamingAvailable: true,
    settings: { streaming: true, wordDelayMs: 50 },
    activeConnections: 3,
    onSettingsChange: fn(),
    onSend: fn(),
    onStop: fn(),
    onClear: fn(),
    onCopy: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TutorChatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until KaTeX has typeset every formula, so the screenshot never catches the TeX source. */
async function mathSettled(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('log', { name: 'কথোপকথন' })).toBeInTheDocument();
    await expect(canvas.getByText('আজ বাকি ৪৫/৫০')).toBeInTheDocument();
    await expect(canvas.getByText('বার্তা: ০')).toBeInTheDocument();
    await expect(canvas.getByText('০/১০০০')).toBeInTheDocument();
    // Spec §9: the panel is 500 px tall.
    await expect(canvas.getByRole('region', { name: 'এআই শিক্ষক' }).getBoundingClientRect().height).toBe(500);
  },
};

export const Loading: Story = {
  args: { messages: [question], status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('এআই শিক্ষক লিখছে...')).toBeInTheDocument();
  },
};

/** A reply still arriving: the finished formula is typeset, the half-written one stays text. */
export const Streaming: Story = {
  args: { messages: [question, streamingReply], status: 'streaming' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await mathSettled(canvasElement);
    await expect(canvasElement.textContent).toContain('$\\frac{1}{');
    await expect(canvas.queryByText(mathMessages.bn.invalid)).toBeNull();
    await expect(canvas.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'থামাও' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

export const CompleteWithMath: Story = {
  args: { messages: [question, mathReply] },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await mathSettled(canvasElement);
    await expect(canvas.getByText('বার্তা: ২')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'উত্তর কপি করো' }));
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith('m2', expect.stringMatching(/^(success|failure)$/)));
  },
};

const cutReply: TutorChatMessage = {
  id: 'm2',
  role: 'assistant',
  content: 'হর এক হলে শুধু লব যোগ করো। হর আলাদা হলে আগে',
  timestamp: '2026-03-10T09:00:05.000Z',
  isComplete: true,
  cut: { givenBack: true },
};

/** A reply cut by a reload (issue 16.4): marked, its question given back, "ask again" under it. */
export const CutReplyGivenBack: Story = {
  tags: ['interaction'],
  args: { messages: [question, cutReply], onAskAgain: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/উত্তরটি মাঝপথে থেমে গেছে। প্রশ্নটি তোমাকে ফেরত দেওয়া হয়েছে/)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'আবার জিজ্ঞেস করো' }));
    await expect(args.onAskAgain).toHaveBeenCalledWith('m2');
  },
};

/** A reply cut before a word arrived, its question not (yet) given back. */
export const CutReplyEmpty: Story = {
  args: { messages: [question, { ...cutReply, content: '', cut: { givenBack: false } }], onAskAgain: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('উত্তরটি মাঝপথে থেমে গেছে।')).toBeInTheDocument();
    await expect(canvas.queryByText(/ফেরত দেওয়া হয়েছে/)).toBeNull();
  },
};

export const ConnectionError: Story = {
  args: {
    messages: [question],
    status: 'error',
    error: 'এআই শিক্ষকের সাথে সংযোগে সমস্যা হয়েছে, আবার চেষ্টা করো',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('সংযোগে সমস্যা');
  },
};

/** A stream failed mid-reply; the app answered through the normal chat and says so. */
export const StreamFallbackNotice: Story = {
  args: {
    messages: [question, mathReply],
    notice: 'স্ট্রিমিং সংযোগে সমস্যা হয়েছে, তাই উত্তরটি সাধারণ চ্যাটে আনা হয়েছে।',
  },
  play: async ({ canvasElement }) => {
    await mathSettled(canvasElement);
    await expect(within(canvasElement).getByText(/সাধারণ চ্যাটে আনা হয়েছে/)).toHaveAttribute('role', 'status');
  },
};

export const LimitReached: Story = {
  args: { messages: [question, mathReply], usage: { remainingToday: 0, dailyLimit: 50, canCall: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mathSettled(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'তোমার প্রশ্ন' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription(/আজকের প্রশ্নের সীমা শেষ/);
  },
};

export const LowUsageWarning: Story = {
  args: { usage: { remainingToday: 3, dailyLimit: 50, canCall: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('আজ বাকি ৩/৫০')).toBeInTheDocument();
    await expect(canvas.getByText(/আজকের প্রশ্ন প্রায় শেষ/)).toBeInTheDocument();
  },
};

export const StreamingUnavailable: Story = {
  args: { streamingAvailable: false, defaultSettingsOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('স্ট্রিমিং নেই')).toBeInTheDocument();
    await expect(canvas.getByRole('switch')).toBeDisabled();
  },
};

/** Settings open; choosing a speed reports the new settings. */
export const SettingsOpen: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'সেটিংস' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'দ্রুত' }));
    await expect(args.onSettingsChange).toHaveBeenCalledWith({ streaming: true, wordDelayMs: 25 });
    await userEvent.click(canvas.getByRole('switch', { name: /স্ট্রিমিং/ }));
    await expect(args.onSettingsChange).toHaveBeenLastCalledWith({ streaming: false, wordDelayMs: 50 });
    await expect(canvas.getByText('সক্রিয় সংযোগ: ৩')).toBeInTheDocument();
  },
};

export const TeacherAttention: Story = {
  args: { messages: [{ ...question, id: 'm3', content: 'অসীম ধারার যোগফল কীভাবে বের করে?' }, flaggedReply] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('এই প্রশ্নটি জটিল, শিক্ষকের সাহায্য নাও')).toBeInTheDocument();
  },
};

export const LongBengaliConversation: Story = {
  args: { messages: longConversation, usage: { remainingToday: 12, dailyLimit: 50, canCall: true } },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await mathSettled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'চ্যাট মুছে ফেলো' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
  },
};

export const Phone360: Story = {
  args: { messages: longConversation },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await mathSettled(canvasElement);
  },
};

/** Enter sends the trimmed text; Shift+Enter adds a line; blank text is not sent. */
export const TypeAndSend: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'তোমার প্রশ্ন' });
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, '  লসাগু কী?{Shift>}{Enter}{/Shift}উদাহরণ দাও  ');
    await expect(input).toHaveValue('  লসাগু কী?\nউদাহরণ দাও  ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('লসাগু কী?\nউদাহরণ দাও');
    await expect(input).toHaveValue('');
  },
};

export const StarterPromptSends: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'একটি উদাহরণ দাও' }));
    await expect(args.onSend).toHaveBeenCalledWith('একটি উদাহরণ দাও');
  },
};

export const NoSendWhileLoading: Story = {
  tags: ['no-screenshot', 'interaction'],
  args: { messages: [question], status: 'loading' },
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'তোমার প্রশ্ন' });
    await userEvent.type(input, 'আরেকটা প্রশ্ন{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/**
 * Stands in for the app: each copy click delivers one more reply, so a reply can arrive while
 * the student has scrolled up to re-read.
 */
function GrowingConversation(props: TutorChatPanelProps) {
  const [messages, setMessages] = useState(props.messages);
  return (
    <TutorChatPanel
      {...props}
      messages={messages}
      onCopy={(id, result) => {
        props.onCopy?.(id, result);
        setMessages((current) => [...current, { ...flaggedReply, id: `reply-${current.length}` }]);
      }}
    />
  );
}

/** Scrolled up, a new reply does not pull the list down; the 'নতুন বার্তা' button does. */
export const NewMessageWhileScrolledUp: Story = {
  tags: ['no-screenshot', 'interaction'],
  args: { messages: longConversation },
  render: (args) => <GrowingConversation {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = canvas.getByRole('log');
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    log.scrollTop = 0;
    log.dispatchEvent(new Event('scroll'));
    const [firstCopy] = canvas.getAllByRole('button', { name: 'উত্তর কপি করো' });
    if (firstCopy) await userEvent.click(firstCopy);
    const jump = await canvas.findByRole('button', { name: 'নতুন বার্তা' });
    await expect(log.scrollTop).toBe(0);
    await userEvent.click(jump);
    await expect(canvas.queryByRole('button', { name: 'নতুন বার্তা' })).toBeNull();
    await expect(log.scrollTop + log.clientHeight).toBeGreaterThanOrEqual(log.scrollHeight - 1);
  },
};
