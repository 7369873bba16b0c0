import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import type { QuizQuestion } from '../../quiz/quizMachine';
import { askQuizFeedback, createAskQuizState } from '../askQuiz';
import type { AskQuizRun, AskQuizState } from '../askQuiz';
import { storyOffer, storyOfferConversation, storyQuestions, storyStart } from '../storyFixtures';
import { useAskQuiz } from '../useAskQuiz';
import { AskQuizStep } from './AskQuizStep';

interface AskQuizStepStoryProps {
  /** The phase to start in; without it the tutor's offer opens the consent card. */
  initialState?: AskQuizState;
  onRetake: () => void;
  onWhyWrong?: () => void;
  replying?: boolean;
}

/** Runs the ask page's quiz hook on the offer conversation with a clock that moves 40 seconds at each reading. */
function AskQuizStepStory({ initialState, onRetake, onWhyWrong, replying }: AskQuizStepStoryProps) {
  const time = useRef(storyStart);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const quiz = useAskQuiz({
    messages: storyOfferConversation,
    questions: storyQuestions,
    initialState,
    now: () => (time.current += 40_000),
  });
  return (
    <AskQuizStep
      quiz={quiz}
      onRetake={onRetake}
      onWhyWrong={onWhyWrong}
      replying={replying}
      animateResults={false}
      headingLevel={2}
      headingRef={headingRef}
    />
  );
}

const [firstQuestion, , lastQuestion] = storyQuestions as [QuizQuestion, QuizQuestion, QuizQuestion];

/** The offer accepted and `run` under way, in the given phase. */
function stateIn(
  phase: AskQuizState['phase'],
  run: Partial<AskQuizRun>,
  feedback: AskQuizState['feedback'] = null,
): AskQuizState {
  return {
    ...createAskQuizState(storyQuestions),
    phase,
    offer: storyOffer,
    seenOfferId: storyOffer.sessionId,
    feedback,
    run: {
      questions: storyQuestions,
      index: 0,
      selectedOptionId: null,
      answers: [],
      startedAt: storyStart,
      finishedAt: null,
      ...run,
    },
  };
}

const twoAnswered = [
  { questionId: 101, optionId: 1012, correct: true },
  { questionId: 102, optionId: 1023, correct: false },
];

const meta = {
  title: 'Ask/AskQuizStep',
  component: AskQuizStepStory,
  args: { onRetake: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof AskQuizStepStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tutor's offer: yes starts the first question. */
export const ConsentAccepted: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: bn.quizConsentTitle })).toBeVisible();
    await expect(canvas.getByText(storyOffer.topic)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentAccept }));
    await expect(await canvas.findByRole('radiogroup')).toBeVisible();
    await expect(canvas.getByText(`${bn.quizQuestion} ১ / ৩`)).toBeVisible();
    await waitForMath(canvasElement);
  },
};

/** No: the step has nothing more to show. */
export const ConsentDeclined: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizConsentDecline }));
    await expect(canvas.queryByRole('heading', { name: bn.quizConsentTitle })).toBeNull();
    await expect(canvas.queryAllByRole('button')).toHaveLength(0);
  },
};

/** The last question: choosing enables Submit, and the verdict's button leads to the results. */
export const LastQuestionToResults: Story = {
  args: { initialState: stateIn('active', { index: 2, answers: twoAnswered }) },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${bn.quizQuestion} ৩ / ৩`)).toBeVisible();
    const submit = canvas.getByRole('button', { name: bn.quizSubmit });
    await expect(submit).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: '৭' }));
    await userEvent.click(submit);
    await expect(await canvas.findByRole('heading', { name: bn.quizCorrect })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.askQuizSeeResults }));
    await expect(await canvas.findByRole('heading', { name: bn.quizResultsHeading })).toBeVisible();
    await expect(canvas.getByText('২ / ৩')).toBeVisible();
    await expect(args.onRetake).not.toHaveBeenCalled();
    await waitForMath(canvasElement);
  },
};

/** A wrong first answer: the right one and the explanation, then on to question 2. */
export const FeedbackWrong: Story = {
  args: {
    initialState: stateIn(
      'feedback',
      { selectedOptionId: 1011, answers: [{ questionId: 101, optionId: 1011, correct: false }] },
      askQuizFeedback(firstQuestion, 1011),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: bn.quizWrong })).toBeVisible();
    await expect(canvas.getByText(bn.askQuizFeedbackWrong)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: bn.askQuizSeeResults })).toBeNull();
    await waitForMath(canvasElement);
  },
};

/** "কেন ভুল হলো?" beside Next under a wrong answer. */
export const FeedbackWhyWrong: Story = {
  tags: ['interaction'],
  args: { ...FeedbackWrong.args, onWhyWrong: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.whyWrong }));
    await expect(args.onWhyWrong).toHaveBeenCalledTimes(1);
    await waitForMath(canvasElement);
  },
};

/** While the tutor is busy with a turn the button waits. */
export const FeedbackWhyWrongReplying: Story = {
  args: { ...FeedbackWrong.args, onWhyWrong: fn(), replying: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: bn.whyWrong })).toBeDisabled();
    await waitForMath(canvasElement);
  },
};

/** On a 360 px phone the two buttons wrap, each readable. */
export const FeedbackWhyWrongPhone360: Story = {
  args: { ...FeedbackWrong.args, onWhyWrong: fn() },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: bn.whyWrong })).toBeVisible();
    await expect(canvas.getByRole('button', { name: bn.quizNext })).toBeVisible();
    await waitForMath(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Next from the feedback moves on to the following question. */
export const FeedbackNext: Story = {
  tags: ['no-screenshot', 'interaction'],
  args: FeedbackWrong.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizNext }));
    await expect(await canvas.findByText(`${bn.quizQuestion} ২ / ৩`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: bn.quizSubmit })).toBeDisabled();
  },
};

const completed = stateIn('completed', {
  index: 2,
  selectedOptionId: 1032,
  answers: [...twoAnswered, { questionId: lastQuestion.id, optionId: 1032, correct: true }],
  finishedAt: storyStart + 4 * 60_000,
});

/** Two of three in four minutes; Retake goes to the host, Continue learning clears the step. */
export const Completed: Story = {
  args: { initialState: completed },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${bn.quizScore}: ৬৭%`)).toBeVisible();
    await expect(canvas.getByText('৪:০০ মিনিট')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: bn.quizRetake }));
    await expect(args.onRetake).toHaveBeenCalledTimes(1);
  },
};

export const CompletedContinueLearning: Story = {
  tags: ['no-screenshot', 'interaction'],
  args: { initialState: completed },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: bn.quizContinueLearning }));
    await expect(canvas.queryByRole('heading', { name: bn.quizResultsHeading })).toBeNull();
    await expect(args.onRetake).not.toHaveBeenCalled();
  },
};

export const Phone360Question: Story = {
  args: { initialState: stateIn('active', { index: 1, selectedOptionId: 1021, answers: twoAnswered.slice(0, 1) }) },
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByRole('radio', { name: '5x + 20' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: bn.quizSubmit })).toBeEnabled();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
