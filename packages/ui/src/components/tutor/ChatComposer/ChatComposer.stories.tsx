import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toBengaliDigits } from '../../../i18n/format';
import { bn } from '../../../i18n/messages';
import { maxChatMessageLength } from '../chatInputRules';
import { useChatDraft } from '../useChatDraft';
import type { ChatDraftOptions } from '../useChatDraft';
import { ChatComposer } from './ChatComposer';
import type { ChatComposerProps } from './ChatComposer';

type ComposerStoryArgs = Omit<ChatComposerProps, 'chat'> & ChatDraftOptions;

/** Holds the draft as the tutor panel and the ask chat do, so the composer can be typed into. */
function ComposerWithDraft({ sendable, onSend, ...props }: ComposerStoryArgs) {
  const chat = useChatDraft({ sendable, onSend });
  return <ChatComposer chat={chat} {...props} />;
}

const question = 'ভগ্নাংশের যোগ কীভাবে করি?';

const longQuestion =
  'আচ্ছা, মিশ্র ভগ্নাংশ যেমন দুই পূর্ণ এক-তৃতীয়াংশের সাথে এক পূর্ণ এক-চতুর্থাংশ যোগ করতে হলে কী করতে হবে?\n' +
  'আমাদের বইয়ে অনুশীলনী ৩.২ এর পাঁচ নম্বর প্রশ্নটা বুঝতে পারছি না। স্যার ক্লাসে লসাগু দিয়ে করেছিলেন, কিন্তু আমি ভাগ করে করতে গিয়ে অন্য উত্তর পেয়েছি।\n' +
  'কোন পদ্ধতিটা ঠিক, আর কেন? ধাপে ধাপে একটা উদাহরণ দিয়ে বুঝিয়ে দিলে খুব ভালো হয়।';

// One character more than the tutor accepts, none of it trimmable.
const overLimit = 'ক'.repeat(maxChatMessageLength + 1);

/**
 * Puts text in the box the way an input method or a script can, past its `maxlength` (typing
 * stops at 1000): the composer must still refuse it on send.
 */
function fillPastMaxLength(textarea: HTMLTextAreaElement, text: string) {
  // React tracks the value it last saw; the prototype's setter goes around that so the input event counts.
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, text);
  textarea.dispatchEvent(new Event('input', { bubbles: true }));
}

function getInput(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole<HTMLTextAreaElement>('textbox', { name: bn.tutorInputLabel });
}

const meta = {
  title: 'Tutor/ChatComposer',
  component: ComposerWithDraft,
  args: { sendable: true, onSend: fn() },
  argTypes: { onStop: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComposerWithDraft>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = getInput(canvasElement);
    await expect(input).toHaveAttribute('placeholder', bn.tutorInputPlaceholder);
    await expect(input).toHaveAccessibleDescription('০/১০০০');
    await expect(canvas.getByRole('button', { name: bn.tutorSend })).toBeDisabled();
  },
};

/** The counter follows the text and Send wakes up. */
export const Typing: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(getInput(canvasElement), question);
    await expect(canvas.getByText(`${toBengaliDigits(question.length)}/১০০০`)).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: bn.tutorSend })).toBeEnabled();
  },
};

/** Enter sends the trimmed text and empties the box; blank text is not sent. */
export const EnterSendsTrimmed: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.type(input, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, `  ${question}  {Enter}`);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(question);
    await expect(input).toHaveValue('');
    await expect(within(canvasElement).getByText('০/১০০০')).toBeInTheDocument();
  },
};

/** Shift+Enter breaks the line instead of sending, and the box grows with it. */
export const ShiftEnterBreaksLine: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const input = getInput(canvasElement);
    const oneLine = input.getBoundingClientRect().height;
    await userEvent.type(input, `${question}{Shift>}{Enter}{/Shift}একটা উদাহরণ দাও`);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(input).toHaveValue(`${question}\nএকটা উদাহরণ দাও`);
    await expect(input.getBoundingClientRect().height).toBeGreaterThan(oneLine);
  },
};

/** Over 1000 characters: the error, the counter past the limit, and nothing sent by Enter or Send. */
export const TooLong: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = getInput(canvasElement);
    await expect(input).toHaveAttribute('maxlength', String(maxChatMessageLength));
    fillPastMaxLength(input, overLimit);
    await expect(canvas.getByText('১০০১/১০০০')).toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await userEvent.click(canvas.getByRole('button', { name: bn.tutorSend }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${bn.tutorTooLongTitle}। ${bn.tutorTooLongText}`);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(new RegExp(bn.tutorTooLongText));
  },
};

/** Editing clears the error; once within the limit the question goes out. */
export const ShortenedThenSent: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = getInput(canvasElement);
    fillPastMaxLength(input, overLimit);
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('alert')).toBeInTheDocument();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await expect(args.onSend).toHaveBeenCalledWith(overLimit.slice(0, maxChatMessageLength));
  },
};

/** While a reply streams Stop takes Send's place; the next question can be written but not sent. */
export const Streaming: Story = {
  args: { sendable: false, onStop: fn() },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(getInput(canvasElement), `${question}{Enter}`);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: bn.tutorSend })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: bn.tutorStop }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
  },
};

/** Waiting for a reply that does not stream: Send stays off even with text in the box. */
export const WaitingForReply: Story = {
  args: { sendable: false },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.type(getInput(canvasElement), `${question}{Enter}`);
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(within(canvasElement).getByRole('button', { name: bn.tutorSend })).toBeDisabled();
  },
};

/** Today's limit used up: the box is off and described by the chat's note above it. */
export const LimitReached: Story = {
  args: { sendable: false, disabled: true, placeholder: bn.tutorLimitReachedTitle, describedBy: 'limit-note' },
  render: (args) => (
    <>
      <p id="limit-note">
        <strong>{bn.tutorLimitReachedTitle}।</strong> {bn.tutorLimitReachedText}
      </p>
      <ComposerWithDraft {...args} />
    </>
  ),
  play: async ({ canvasElement }) => {
    const input = getInput(canvasElement);
    await expect(input).toBeDisabled();
    await expect(input).toHaveAccessibleDescription(`০/১০০০ ${bn.tutorLimitReachedTitle}। ${bn.tutorLimitReachedText}`);
  },
};

/** A long question of several lines: the box stops growing at 120 px and scrolls. */
export const LongBengaliText: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const input = getInput(canvasElement);
    await userEvent.click(input);
    await userEvent.paste(longQuestion);
    await expect(input).toHaveValue(longQuestion);
    await expect(input.getBoundingClientRect().height).toBe(120);
    await expect(input.scrollHeight).toBeGreaterThan(input.clientHeight);
  },
};

export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    await userEvent.type(getInput(canvasElement), question);
    await expect(within(canvasElement).getByRole('button', { name: bn.tutorSend })).toBeVisible();
  },
};
