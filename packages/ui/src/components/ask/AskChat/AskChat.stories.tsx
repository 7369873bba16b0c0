import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import type { QuizQuestion } from '../../quiz/quizMachine';
import type { AskQuizState } from '../askQuiz';
import {
  longBengaliConversation,
  storyConversation,
  storyOfferConversation,
  storyQuestions,
  storyStart,
  storySuggestions,
  storyWhyWrongReply,
} from '../storyFixtures';
import type { WhyWrongRequest } from '../../quiz/whyWrong';
import type { AskChatMessage } from '../types';
import { useAskQuiz } from '../useAskQuiz';
import { AskChat } from './AskChat';

interface AskChatStoryProps {
  messages: AskChatMessage[];
  /** The offered quiz's questions; null while they load. */
  questions: readonly QuizQuestion[] | null;
  replying?: boolean;
  error?: string | null;
  suggestions?: readonly string[];
  initialState?: AskQuizState;
  onSend: (message: string) => void;
  /** "কেন ভুল হলো?": the story adds the student's turn and the tutor's explanation. */
  onWhyWrong?: (message: string, answer: WhyWrongRequest) => void;
}

/**
 * Stands in for the app: holds the messages and the quiz hook, and adds what the student sends.
 * Its clock starts at the conversation's end and moves 40 seconds at each reading, so times and
 * the quiz's duration are the same on every run.
 */
function AskChatStory({
  messages: initial,
  questions,
  replying,
  error,
  suggestions,
  initialState,
  onSend,
  onWhyWrong,
}: AskChatStoryProps) {
  const [messages, setMessages] = useState(initial);
  const time = useRef(storyStart + 10 * 60_000);
  const quiz = useAskQuiz({ messages, questions, initialState, now: () => (time.current += 40_000) });
  return (
    <AskChat
      messages={quiz.messages}
      quiz={quiz}
      replying={replying}
      error={error}
      suggestions={suggestions}
      animateResults={false}
      onSend={(message) => {
        onSend(message);
        setMessages((current) => [
          ...current,
          {
            id: `sent-${current.length}`,
            sender: 'user',
            content: message,
            timestamp: new Date((time.current += 40_000)).toISOString(),
          },
        ]);
      }}
      {...(onWhyWrong && {
        onWhyWrong: (message: string, answer: WhyWrongRequest) => {
          onWhyWrong(message, answer);
          setMessages((current) => [
            ...current,
            {
              id: `why-${current.length}`,
              sender: 'user',
              content: message,
              timestamp: new Date((time.current += 40_000)).toISOString(),
            },
            {
              id: `why-reply-${current.length}`,
              sender: 'ai',
              content: storyWhyWrongReply,
              timestamp: new Date((time.current += 40_000)).toISOString(),
            },
          ]);
        },
      })}
    />
  );
}

const meta = {
  title: 'Ask/AskChat',
  component: AskChatStory,
  args: { messages: [], questions: storyQuestions, suggestions: storySuggestions, onSend: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AskChatStory>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const input = (canvas: Canvas) => canvas.getByRole('textbox', { name: bn.tutorInputLabel });

async function accept(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentAccept }));
  await canvas.findByRole('radiogroup');
}

async function answer(canvas: Canvas, option: string) {
  await userEvent.click(canvas.getByRole('radio', { name: option }));
  await userEvent.click(canvas.getByRole('button', { name: bn.quizSubmit }));
}

/** Right, wrong, right: the whole quiz to its results. */
async function finishQuiz(canvas: Canvas) {
  await accept(canvas);
  await answer(canvas, 'a^2 + 2ab + b^2');
  await userEvent.click(await canvas.findByRole('button', { name: bn.quizNext }));
  await answer(canvas, '25x');
  await userEvent.click(await canvas.findByRole('button', { name: bn.quizNext }));
  await answer(canvas, '৭');
  await userEvent.click(await canvas.findByRole('button', { name: bn.askQuizSeeResults }));
  await canvas.findByRole('heading', { name: bn.quizResultsHeading });
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.askEmptyTitle)).toBeInTheDocument();
    await expect(canvas.getByRole('group', { name: bn.askSuggestionsLabel })).toBeInTheDocument();
    await expect(canvas.getByText('০/১০০০')).toBeInTheDocument();
    // Spec §9: the ask chat is 70 % of the viewport's height.
    const height = canvas.getByRole('region', { name: bn.askChatTitle }).getBoundingClientRect().height;
    await expect(Math.abs(height - window.innerHeight * 0.7)).toBeLessThan(1);
    await waitForMath(canvasElement);
  },
};

export const ConversationWithMaths: Story = {
  args: { messages: storyConversation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvasElement.querySelector('.katex-display')).not.toBeNull();
    await expect(canvas.getAllByText('১৫:০৪')[0]).toHaveAttribute('datetime', storyConversation[3]?.timestamp);
  },
};

export const TypingIndicator: Story = {
  args: { messages: storyConversation.slice(0, 3), replying: true },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByText(bn.tutorTyping)).toBeInTheDocument();
    await userEvent.type(input(canvas), 'আরেকটা প্রশ্ন{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    for (const chip of within(canvas.getByRole('group', { name: bn.askSuggestionsLabel })).getAllByRole('button')) {
      await expect(chip).toBeDisabled();
    }
  },
};

export const SendError: Story = {
  args: { messages: storyConversation.slice(0, 1), error: bn.tutorErrorDefault },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(bn.tutorErrorDefault);
  },
};

/** Clicking a suggested question sends it as the student's message. */
export const SuggestionChipSends: Story = {
  args: { messages: storyConversation },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'সহগ আর ধ্রুবক পদের পার্থক্য কী?' }));
    await expect(args.onSend).toHaveBeenCalledWith('সহগ আর ধ্রুবক পদের পার্থক্য কী?');
    await expect(canvas.getAllByText('সহগ আর ধ্রুবক পদের পার্থক্য কী?')).toHaveLength(2);
  },
};

/** Enter sends the trimmed text; Shift+Enter adds a line; blank text is not sent. */
export const TypeAndSend: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = input(canvas);
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, '  লসাগু কী?{Shift>}{Enter}{/Shift}উদাহরণ দাও  ');
    await expect(box).toHaveValue('  লসাগু কী?\nউদাহরণ দাও  ');
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('লসাগু কী?\nউদাহরণ দাও');
    await expect(box).toHaveValue('');
    await expect(canvas.getByText(/লসাগু কী\?/)).toBeInTheDocument();
    await waitForMath(canvasElement);
  },
};

/** A message over 1000 characters (here forced past the box's own limit) is refused with the spec's words. */
export const OverLongRefused: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = input(canvas) as HTMLTextAreaElement;
    // The box stops typing at 1000, so set the value the way a paste that ignores the limit would.
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
    setValue?.call(box, 'ক'.repeat(1001));
    box.dispatchEvent(new Event('input', { bubbles: true }));
    await expect(canvas.getByText('১০০১/১০০০')).toBeInTheDocument();
    box.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(canvas.getByRole('alert')).toHaveTextContent(bn.tutorTooLongText);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await waitForMath(canvasElement);
  },
};

export const QuizConsent: Story = {
  args: { messages: storyOfferConversation },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    const quiz = canvas.getByRole('region', { name: bn.askQuizLabel });
    await expect(within(quiz).getByRole('heading', { name: bn.quizConsentTitle })).toBeInTheDocument();
    await expect(within(quiz).getByText('বীজগণিতীয় রাশি')).toBeInTheDocument();
    // Spec §2: no suggested questions while a quiz is in progress.
    await expect(canvas.queryByText(bn.askSuggestionsLabel)).toBeNull();
  },
};

export const QuizDeclined: Story = {
  args: { messages: storyOfferConversation },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentDecline }));
    await expect(canvas.queryByRole('region', { name: bn.askQuizLabel })).toBeNull();
    await expect(input(canvas)).toHaveFocus();
    await expect(canvas.getByText(bn.askSuggestionsLabel)).toBeInTheDocument();
    await waitForMath(canvasElement);
  },
};

/** Yes before the chapter quiz has loaded: the card waits with a spinner. */
export const QuizPreparing: Story = {
  args: { messages: storyOfferConversation, questions: null },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentAccept }));
    await expect(canvas.getByText(bn.quizConsentPreparing)).toBeInTheDocument();
    await waitForMath(canvasElement);
  },
};

export const QuizActiveQuestion: Story = {
  args: { messages: storyOfferConversation },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await expect(canvas.getByText(`${bn.quizQuestion} ১ / ৩`)).toBeInTheDocument();
    await expect(canvas.getByRole('progressbar', { name: bn.quizProgress })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: bn.quizSubmit })).toBeDisabled();
    // Untimed: no countdown in the chat's quiz.
    await expect(canvas.queryByRole('timer')).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: 'a^2 + 2ab + b^2' }));
    await expect(canvas.getByRole('button', { name: bn.quizSubmit })).toBeEnabled();
    await waitForMath(canvasElement);
  },
};

export const QuizFeedbackCorrect: Story = {
  args: { messages: storyOfferConversation },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await answer(canvas, 'a^2 + 2ab + b^2');
    const verdict = await canvas.findByRole('heading', { name: bn.quizCorrect });
    await waitFor(() => expect(verdict).toHaveFocus());
    await expect(canvas.getByText(bn.askQuizFeedbackCorrect)).toBeInTheDocument();
    await expect(canvas.getByText(bn.quizContextHeading)).toBeInTheDocument();
    await waitForMath(canvasElement);
  },
};

export const QuizFeedbackWrong: Story = {
  args: { messages: storyOfferConversation },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await answer(canvas, 'a^2 + b^2');
    await canvas.findByRole('heading', { name: bn.quizWrong });
    await expect(canvas.getByText(bn.quizCorrectAnswerIs)).toBeInTheDocument();
    await expect(canvas.getByText(bn.quizExplanation)).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: bn.quizNext }));
    await expect(await canvas.findByText(`${bn.quizQuestion} ২ / ৩`)).toBeInTheDocument();
    await waitForMath(canvasElement);
  },
};

/**
 * "কেন ভুল হলো?" under a wrong answer: the student's words join the chat with the tutor's
 * explanation, shown from the student's turn (not scrolled away under the quiz card); the button
 * is not offered twice for the same answer.
 */
export const QuizWhyWrong: Story = {
  tags: ['interaction'],
  args: { messages: storyOfferConversation, onWhyWrong: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await answer(canvas, 'a^2 + b^2');
    await canvas.findByRole('heading', { name: bn.quizWrong });
    await userEvent.click(canvas.getByRole('button', { name: bn.whyWrong }));
    await expect(args.onWhyWrong).toHaveBeenCalledWith(bn.whyWrong, { questionId: 101, optionId: 1011 });
    const log = canvas.getByRole('log');
    await expect(await within(log).findByText(bn.whyWrong)).toBeInTheDocument();
    await expect(log).toHaveTextContent('ঠিক উত্তর «');
    await expect(canvas.queryByRole('button', { name: bn.whyWrong })).toBeNull();
    await waitForMath(canvasElement);
    const scroller = canvas.getByRole('region', { name: bn.tutorConversation });
    const turn = within(log).getByText(bn.whyWrong);
    await waitFor(() =>
      expect(Math.abs(turn.getBoundingClientRect().top - scroller.getBoundingClientRect().top)).toBeLessThan(48),
    );
  },
};

/** A right answer offers no "কেন ভুল হলো?". */
export const QuizRightNoWhyWrong: Story = {
  tags: ['no-screenshot', 'interaction'],
  args: { messages: storyOfferConversation, onWhyWrong: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await answer(canvas, 'a^2 + 2ab + b^2');
    await canvas.findByRole('heading', { name: bn.quizCorrect });
    await expect(canvas.queryByRole('button', { name: bn.whyWrong })).toBeNull();
  },
};

/** The same on a 360 px phone: the explanation is what the student sees. */
export const QuizWhyWrongPhone360: Story = {
  ...QuizWhyWrong,
  globals: { viewport: { value: 'phone360', isRotated: false } },
};

export const QuizCompleted: Story = {
  args: { messages: storyOfferConversation },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await finishQuiz(canvas);
    // Two of three right; nine clock readings of 40 seconds from yes to the last 'see results'
    // (each question's showing is read too, for its own time).
    await expect(canvas.getByText('২ / ৩')).toBeInTheDocument();
    await expect(canvas.getByText(`${bn.quizScore}: ৬৭%`)).toBeInTheDocument();
    await expect(canvas.getByText('৬:০০ মিনিট')).toBeInTheDocument();
    await waitForMath(canvasElement);
  },
};

/** Continue learning: the tutor's message joins the chat and the suggestions come back. */
export const QuizContinueLearning: Story = {
  args: { messages: storyOfferConversation },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await finishQuiz(canvas);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizContinueLearning }));
    await expect(canvas.getByText(bn.askQuizContinueMessage)).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: bn.askQuizLabel })).toBeNull();
    await expect(canvas.getByText(bn.askSuggestionsLabel)).toBeInTheDocument();
    await expect(args.onSend).not.toHaveBeenCalled();
    await waitForMath(canvasElement);
  },
};

/** Retake: the quiz clears and the student asks the tutor for it again. */
export const QuizRetake: Story = {
  args: { messages: storyOfferConversation },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await finishQuiz(canvas);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizRetake }));
    await expect(args.onSend).toHaveBeenCalledWith(bn.askQuizRetakeMessage);
    await expect(canvas.getByText(bn.askQuizRetakeMessage)).toBeInTheDocument();
    await expect(canvas.queryByRole('region', { name: bn.askQuizLabel })).toBeNull();
    await waitForMath(canvasElement);
  },
};

export const LongBengaliText: Story = {
  args: {
    messages: longBengaliConversation,
    suggestions: [
      ...storySuggestions,
      'আয়তাকার বাগানের চারপাশে এক মিটার চওড়া রাস্তা থাকলে রাস্তার ক্ষেত্রফল কীভাবে বের করব, সেটাও কি একই নিয়মে করা যায়?',
    ],
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const region = within(canvasElement).getByRole('region', { name: bn.askChatTitle });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};

export const Phone360: Story = {
  args: { messages: storyOfferConversation },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await accept(canvas);
    await waitForMath(canvasElement);
    const region = canvas.getByRole('region', { name: bn.askChatTitle });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
