import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import { StoryLink, storyNavigate } from '../../shell/storyLink';
import { AskChat } from '../AskChat/AskChat';
import {
  storyAnalysisTransition,
  storyOfferConversation,
  storyQuestions,
  storyStart,
  storySuggestions,
} from '../storyFixtures';
import { useAskQuiz } from '../useAskQuiz';
import { AskPageLayout } from './AskPageLayout';

/** The page's chat as the app wires it: the quiz hook over the messages. */
function StoryChat() {
  const [messages] = useState(storyOfferConversation);
  const time = useRef(storyStart + 10 * 60_000);
  const quiz = useAskQuiz({ messages, questions: storyQuestions, now: () => (time.current += 40_000) });
  return (
    <AskChat messages={quiz.messages} quiz={quiz} suggestions={storySuggestions} onSend={fn()} animateResults={false} />
  );
}

const meta = {
  title: 'Ask/AskPageLayout',
  component: AskPageLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'ready',
    subjectId: 3,
    chapterId: 12,
    chapterName: 'বীজগণিতীয় রাশি',
    analysis: storyAnalysisTransition,
    chat: <StoryChat />,
    onRetry: fn(),
    LinkComponent: StoryLink,
  },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 1200 }}>{Story()}</div>],
} satisfies Meta<typeof AskPageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'বীজগণিতীয় রাশি' })).toBeInTheDocument();
    const tabs = within(canvas.getByRole('navigation', { name: bn.chapterTabsLabel }));
    await expect(tabs.getByRole('link', { name: bn.askTabAsk })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: bn.chapterTabLearn })).toHaveAttribute('href', '/subjects/3/12/learn');
    await userEvent.click(tabs.getByRole('link', { name: bn.chapterTabQuiz }));
    await expect(storyNavigate).toHaveBeenLastCalledWith('/subjects/3/12/quiz');
    await userEvent.click(canvas.getByRole('link', { name: bn.backToChapters }));
    await expect(storyNavigate).toHaveBeenLastCalledWith('/subjects/3');
    // Spec §2: 'complete' does nothing yet, and says so.
    const complete = canvas.getByRole('button', { name: new RegExp(bn.askComplete) });
    await expect(complete).toHaveAttribute('aria-disabled', 'true');
    await expect(complete).toHaveTextContent(bn.comingSoon);
    await expect(canvas.getByRole('region', { name: bn.askSidePanel })).toBeVisible();
    await expect(canvas.getByText(bn.askTransition)).toBeInTheDocument();
  },
};

/** decisions.md: without the chapter's name, the spec's ch1-ch5 map names the page. */
export const FallbackTitle: Story = {
  args: { chapterId: 2, chapterName: null, analysis: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: bn.askChapterGeometry })).toBeInTheDocument();
    await expect(canvas.getByText(bn.askAnalysisEmpty)).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { status: 'loading', chapterName: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(bn.chapterLoading)).toBeInTheDocument();
  },
};

export const LoadError: Story = {
  args: { status: 'error', chapterName: null, chapterId: 'ch9' },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: bn.chapterWord })).toBeInTheDocument();
    await expect(canvas.getByRole('alert')).toHaveTextContent(bn.askError);
    await userEvent.click(canvas.getByRole('button', { name: bn.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A deleted or unknown chapter (the API's 404): said as such, no retry, the way back to its subject. */
export const NotFound: Story = {
  args: { status: 'not-found', chapterName: null, chapterId: 99 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: bn.chapterNotFound })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: bn.backToSubject })).toHaveAttribute('href', '/subjects/3');
  },
};

export const LongChapterName: Story = {
  args: { chapterName: 'বীজগণিতীয় রাশির গুণ, ভাগ ও সূত্রাবলি এবং তাদের বাস্তব জীবনে প্রয়োগ: অনুশীলনী ও সমস্যা সমাধান' },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Under 768 px the side panel is hidden and the chat takes the width. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitForMath(canvasElement);
    await expect(canvas.queryByRole('region', { name: bn.askSidePanel })).toBeNull();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Tablet768: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByRole('region', { name: bn.askSidePanel })).toBeVisible();
  },
};
