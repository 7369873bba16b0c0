import type { ComponentPropsWithRef } from 'react';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { MarkdownContent } from '../../content/MarkdownContent/MarkdownContent';
import { MathText } from '../../math/MathText/MathText';
import { shouldAutoScroll } from '../../tutor/autoScroll';
import { ChatComposer } from '../../tutor/ChatComposer/ChatComposer';
import { TypingIndicator } from '../../tutor/TypingIndicator/TypingIndicator';
import { useChatDraft } from '../../tutor/useChatDraft';
import { quizInProgress, wrongAnswerInFeedback } from '../askQuiz';
import type { WhyWrongRequest } from '../../quiz/whyWrong';
import { formatMessageTime } from '../askPage';
import type { AskChatMessage } from '../types';
import type { AskQuiz } from '../useAskQuiz';
import { AskQuizStep } from './AskQuizStep';
import * as styles from './AskChat.css';
import { askMessages } from '../../../i18n/areas/ask';
import { quizMessages } from '../../../i18n/areas/quiz';
import { tutorMessages } from '../../../i18n/areas/tutor';
import { useMessages } from '../../../provider/StudyUiProvider';

/** The quiz as AskChat needs it: useAskQuiz's state and events. */
export type AskChatQuiz = Omit<AskQuiz, 'messages'>;

export interface AskChatProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The chat to show: `useAskQuiz(...).messages`, the app's messages with the quiz's notes. */
  messages: readonly AskChatMessage[];
  quiz: AskChatQuiz;
  /** The tutor is writing a reply: the typing indicator shows and nothing more can be sent. */
  replying?: boolean;
  /** Why the last question failed, shown above the input. */
  error?: string | null;
  /** Questions the student may ask next, shown under 'সম্ভাব্য প্রশ্ন' while no quiz runs. */
  suggestions?: readonly string[];
  /** A trimmed, valid message; also the retake request 'আমি আবার কুইজ দিতে চাই'. */
  onSend: (message: string) => void;
  /**
   * "কেন ভুল হলো?" under a wrong answer: a tutor turn with the student's words (`message`, from
   * the catalogue) about this answer. Without it the button is not offered.
   */
  onWhyWrong?: (message: string, answer: WhyWrongRequest) => void;
  /** The result card's 2-second count-up; stories turn it off. */
  animateResults?: boolean;
  /** Level of the quiz cards' and the replies' top headings: 2 under the page's h1. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The ask page's chat (spec §2): 70 % of the screen's height, the conversation with maths, a
 * typing indicator, the in-chat quiz, suggested questions and the input.
 */
export function AskChat({
  messages,
  quiz,
  replying = false,
  error,
  suggestions = [],
  onSend,
  onWhyWrong,
  animateResults = true,
  headingLevel = 2,
  className,
  ...props
}: AskChatProps) {
  const askText = useMessages('ask', askMessages);
  const quizText = useMessages('quiz', quizMessages);
  const tutorText = useMessages('tutor', tutorMessages);
  const id = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  // Whether the chat follows new content; a ref, as scrolling must not re-render.
  const followRef = useRef(true);
  const { state } = quiz;
  const showSuggestions = !quizInProgress(state) && suggestions.length > 0;
  const quizStep = `${state.phase}-${state.run?.index ?? 0}-${state.accepted}`;

  // Where the "কেন ভুল হলো?" turn will appear: the chat shows it from its top, as the quiz card
  // below would otherwise keep the explanation out of sight on a phone.
  const revealRef = useRef<number | null>(null);

  const lastContent = messages.at(-1)?.content;
  useLayoutEffect(() => {
    const scroller = scrollRef.current;
    if (!scroller) return;
    const reveal = revealRef.current;
    const turn = reveal === null ? null : scroller.querySelector(`[data-message-index="${reveal}"]`);
    if (turn) {
      revealRef.current = null;
      scroller.scrollTop += turn.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
    } else if (followRef.current) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, lastContent, replying, quizStep]);

  function handleScroll() {
    const scroller = scrollRef.current;
    if (scroller)
      followRef.current = shouldAutoScroll(scroller.scrollTop, scroller.scrollHeight, scroller.clientHeight);
  }

  const chat = useChatDraft({
    sendable: !replying,
    onSend: (message) => {
      followRef.current = true;
      onSend(message);
    },
  });

  // The retake clears the quiz and asks the tutor for a new one, as the student's own message.
  function retake() {
    quiz.retake();
    followRef.current = true;
    onSend(askText.askQuizRetakeMessage);
  }

  // A new quiz step replaces the card under the student's focus: continue from its heading, or,
  // once the quiz is over or declined, from the input.
  const quizHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(quizStep);
  useEffect(() => {
    if (shownStep.current === quizStep) return;
    const leftQuiz = !shownStep.current.startsWith('none') && state.phase === 'none';
    shownStep.current = quizStep;
    if (state.phase === 'active' || state.phase === 'feedback' || state.phase === 'completed')
      quizHeading.current?.focus();
    else if (leftQuiz) chat.textareaRef.current?.focus();
  }, [quizStep, state.phase, chat.textareaRef]);

  // Each wrong answer is explained once: every turn is one of the student's daily questions.
  const [explained, setExplained] = useState<string | null>(null);
  const wrong = onWhyWrong ? wrongAnswerInFeedback(state) : null;
  const whyWrong =
    wrong && wrong.key !== explained
      ? () => {
          setExplained(wrong.key);
          revealRef.current = messages.length;
          followRef.current = false;
          onWhyWrong?.(quizText.whyWrong, { questionId: wrong.questionId, optionId: wrong.optionId });
        }
      : undefined;

  const suggestionsId = `${id}-suggestions`;

  return (
    <section {...props} className={cx(styles.root, className)} aria-label={askText.askChatTitle}>
      {/* Focusable so the conversation can be scrolled from the keyboard. */}
      <div
        ref={scrollRef}
        className={styles.scroller}
        role="region"
        aria-label={tutorText.tutorConversation}
        tabIndex={0}
        onScroll={handleScroll}
      >
        <div className={styles.log} role="log" aria-live="polite">
          {messages.length === 0 && !replying && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{askText.askEmptyTitle}</p>
              <p className={styles.note}>{askText.askEmptyText}</p>
            </div>
          )}
          {messages.map((message, index) => {
            const time = formatMessageTime(message.timestamp);
            const mine = message.sender === 'user';
            return (
              <div key={message.id} className={mine ? styles.userRow : styles.aiRow} data-message-index={index}>
                <div className={mine ? styles.userBubble : styles.aiBubble}>
                  <VisuallyHidden>{mine ? tutorText.tutorYou : tutorText.tutorChatTitle}: </VisuallyHidden>
                  {mine ? (
                    <MathText text={message.content} />
                  ) : (
                    <MarkdownContent content={message.content} headingBase={headingLevel} />
                  )}
                </div>
                {time && (
                  <time className={styles.time} dateTime={message.timestamp}>
                    {time}
                  </time>
                )}
              </div>
            );
          })}
          {replying && <TypingIndicator />}
        </div>
        {state.phase !== 'none' && (
          <section className={styles.quiz} aria-label={askText.askQuizLabel}>
            <AskQuizStep
              quiz={quiz}
              onRetake={retake}
              onWhyWrong={whyWrong}
              replying={replying}
              animateResults={animateResults}
              headingLevel={headingLevel}
              headingRef={quizHeading}
            />
          </section>
        )}
      </div>

      {showSuggestions && (
        <div className={styles.suggestions} role="group" aria-labelledby={suggestionsId}>
          <p id={suggestionsId} className={styles.suggestionsLabel}>
            {askText.askSuggestionsLabel}
          </p>
          <ul className={styles.chips}>
            {suggestions.map((suggestion) => (
              <li key={suggestion} className={styles.chipItem}>
                <Button
                  variant="outline"
                  size="sm"
                  className={styles.chip}
                  disabled={replying}
                  onClick={() => chat.send(suggestion)}
                >
                  {suggestion}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}

      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}

      <ChatComposer chat={chat} />
    </section>
  );
}
