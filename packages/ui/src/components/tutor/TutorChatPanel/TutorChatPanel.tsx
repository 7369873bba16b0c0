import type { ComponentPropsWithRef } from 'react';
import { Disclosure, DisclosureContent, DisclosureProvider } from '@ariakit/react';
import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatNumber } from '../../../i18n/format';
import { cx } from '../../../utils/cx';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { MarkdownContent } from '../../content/MarkdownContent/MarkdownContent';
import type { CopyResult } from '../../math/MathFormula/MathFormula';
import { ArrowDownIcon, CopyIcon, SlidersIcon, TrashIcon } from '../../../icons';
import { shouldAutoScroll } from '../autoScroll';
import { ChatComposer } from '../ChatComposer/ChatComposer';
import { canSend } from '../chatInputRules';
import type { TutorChatStatus } from '../chatInputRules';
import { streamingMarkdown } from '../streamingMarkdown';
import { TypingIndicator } from '../TypingIndicator/TypingIndicator';
import { useChatDraft } from '../useChatDraft';
import * as styles from './TutorChatPanel.css';
import { tutorMessages } from '../../../i18n/areas/tutor';
import type { TutorMessages } from '../../../i18n/areas/tutor';
import { useMessages } from '../../../provider/StudyUiProvider';

export type { TutorChatStatus };

export interface TutorChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  /** ISO date-time. */
  timestamp: string;
  isStreaming?: boolean;
  isComplete?: boolean;
  /**
   * `safety`: the reply answered a message the safety check flagged; it already says who to talk
   * to, so the "complex question, ask a teacher" hint is not shown under it.
   */
  metadata?: { requiresTeacherAttention?: boolean; confidenceScore?: number; safety?: boolean };
  /**
   * The reply was cut short (the page was reloaded or closed while it streamed): shown marked, with
   * "ask again". `givenBack`: its question was given back, not counted against today's limit.
   */
  cut?: { givenBack: boolean };
}

export interface TutorChatUsage {
  remainingToday: number;
  dailyLimit: number;
  /** False at the day's limit: the composer locks. */
  canCall: boolean;
}

export const tutorWordDelays = [100, 50, 25] as const;
export type TutorWordDelay = (typeof tutorWordDelays)[number];

export interface TutorChatSettings {
  streaming: boolean;
  wordDelayMs: TutorWordDelay;
}

export interface TutorChatPanelProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'onCopy'> {
  messages: TutorChatMessage[];
  status: TutorChatStatus;
  /** Shown in the panel while `status` is 'error'; a general connection message otherwise. */
  error?: string;
  /** A note on the last reply, e.g. that a failed stream was answered through the normal chat. */
  notice?: string;
  usage?: TutorChatUsage;
  streamingAvailable: boolean;
  settings: TutorChatSettings;
  onSettingsChange: (settings: TutorChatSettings) => void;
  activeConnections?: number;
  /** A trimmed, valid question the student sent. */
  onSend: (message: string) => void;
  onStop: () => void;
  onClear: () => void;
  /** "Ask again" under a reply that was cut short: the app asks its question again. */
  onAskAgain?: (messageId: string) => void;
  /** A reply's copy button was used; the app shows the toast. */
  onCopy?: (messageId: string, result: CopyResult) => void;
  /** Opens with the settings shown (stories, or an app remembering it). */
  defaultSettingsOpen?: boolean;
  className?: string;
}

/** Spec §2: the low-usage warning shows from this many questions left. */
const lowUsageThreshold = 5;

const speedLabels = (tutorText: TutorMessages): Record<TutorWordDelay, string> => ({
  100: tutorText.tutorSpeedSlow,
  50: tutorText.tutorSpeedMedium,
  25: tutorText.tutorSpeedFast,
});

const starterPrompts = (tutorText: TutorMessages) => [
  tutorText.tutorStarterExplain,
  tutorText.tutorStarterExample,
  tutorText.tutorStarterUsage,
];

async function copyText(text: string): Promise<CopyResult> {
  try {
    if (!navigator.clipboard) return 'failure';
    await navigator.clipboard.writeText(text);
    return 'success';
  } catch {
    return 'failure';
  }
}

/**
 * The AI tutor chat: the app owns the network and the history and passes them in; questions,
 * stop, clear, copy and settings changes come out through callbacks.
 */
export function TutorChatPanel({
  messages,
  status,
  error,
  notice,
  usage,
  streamingAvailable,
  settings,
  onSettingsChange,
  activeConnections,
  onSend,
  onStop,
  onClear,
  onAskAgain,
  onCopy,
  defaultSettingsOpen = false,
  className,
  ...props
}: TutorChatPanelProps) {
  const tutorText = useMessages('tutor', tutorMessages);
  // Built once per set of strings, not on every streamed word.
  const speeds = useMemo(() => speedLabels(tutorText), [tutorText]);
  const starters = useMemo(() => starterPrompts(tutorText), [tutorText]);
  const id = useId();
  const [hasUnseen, setHasUnseen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  // Whether the list follows new content; a ref, as scrolling must not re-render.
  const followRef = useRef(true);

  const streaming = status === 'streaming';
  const limitReached = usage?.canCall === false;
  const sendable = canSend({ status, canCall: usage?.canCall });
  const lowUsage = usage !== undefined && !limitReached && usage.remainingToday <= lowUsageThreshold;
  const lastContent = messages.at(-1)?.content;

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    if (followRef.current) list.scrollTop = list.scrollHeight;
    else setHasUnseen(true);
  }, [messages.length, lastContent, status]);

  function handleScroll() {
    const list = listRef.current;
    if (!list) return;
    followRef.current = shouldAutoScroll(list.scrollTop, list.scrollHeight, list.clientHeight);
    if (followRef.current) setHasUnseen(false);
  }

  function jumpToLatest() {
    const list = listRef.current;
    if (!list) return;
    followRef.current = true;
    list.scrollTop = list.scrollHeight;
    setHasUnseen(false);
  }

  const chat = useChatDraft({
    sendable,
    onSend: (message) => {
      followRef.current = true;
      onSend(message);
    },
  });

  async function copyReply(message: TutorChatMessage) {
    const result = await copyText(message.content);
    onCopy?.(message.id, result);
  }

  const streamingBadge = !streamingAvailable
    ? { tone: 'warning' as const, label: tutorText.tutorStreamingUnavailable }
    : settings.streaming
      ? { tone: 'success' as const, label: tutorText.tutorStreamingOn }
      : { tone: 'neutral' as const, label: tutorText.tutorStreamingOff };

  const limitId = `${id}-limit`;

  return (
    <section {...props} className={cx(styles.root, className)} aria-label={tutorText.tutorChatTitle}>
      <DisclosureProvider defaultOpen={defaultSettingsOpen}>
        <div className={styles.header}>
          <div className={styles.badges}>
            <Badge size="sm" tone={streamingBadge.tone}>
              {streamingBadge.label}
            </Badge>
            <Badge size="sm">
              {tutorText.tutorMessageCount} {formatNumber(messages.length)}
            </Badge>
            {usage && (
              <Badge size="sm" tone={limitReached ? 'danger' : lowUsage ? 'warning' : 'info'}>
                {tutorText.tutorRemainingToday} {formatNumber(usage.remainingToday)}/{formatNumber(usage.dailyLimit)}
              </Badge>
            )}
          </div>
          <div className={styles.headerActions}>
            <Disclosure render={<Button variant="ghost" size="sm" leadingIcon={<SlidersIcon />} />}>
              {tutorText.tutorSettings}
            </Disclosure>
            <Button
              variant="ghost"
              size="sm"
              leadingIcon={<TrashIcon size={16} />}
              onClick={onClear}
              disabled={messages.length === 0 && !streaming}
            >
              {tutorText.tutorClear}
            </Button>
          </div>
        </div>
        <DisclosureContent className={styles.settings}>
          <label className={styles.switchRow}>
            <input
              type="checkbox"
              role="switch"
              className={styles.control}
              checked={streamingAvailable && settings.streaming}
              disabled={!streamingAvailable}
              onChange={(event) => onSettingsChange({ ...settings, streaming: event.target.checked })}
            />
            {tutorText.tutorStreamingToggle}
          </label>
          {!streamingAvailable && <p className={styles.note}>{tutorText.tutorStreamingUnavailableNote}</p>}
          <fieldset className={styles.fieldset} disabled={!streamingAvailable || !settings.streaming}>
            <legend className={styles.legend}>{tutorText.tutorTypingSpeed}</legend>
            <div className={styles.radios}>
              {tutorWordDelays.map((delay) => (
                <label key={delay} className={styles.switchRow}>
                  <input
                    type="radio"
                    name={`${id}-speed`}
                    className={styles.control}
                    checked={settings.wordDelayMs === delay}
                    onChange={() => onSettingsChange({ ...settings, wordDelayMs: delay })}
                  />
                  {speeds[delay]}
                </label>
              ))}
            </div>
          </fieldset>
          {activeConnections !== undefined && (
            <p className={styles.note}>
              {tutorText.tutorActiveConnections} {formatNumber(activeConnections)}
            </p>
          )}
        </DisclosureContent>
      </DisclosureProvider>

      <div className={styles.listWrap}>
        {/* Focusable so the history can be scrolled from the keyboard. aria-busy holds a streaming
            reply back until it is complete, so it is read once, not word by word. */}
        <div
          ref={listRef}
          className={styles.list}
          role="log"
          aria-live="polite"
          aria-busy={streaming}
          aria-label={tutorText.tutorConversation}
          tabIndex={0}
          onScroll={handleScroll}
        >
          {messages.length === 0 && status !== 'loading' && (
            <div className={styles.empty}>
              <p className={styles.emptyTitle}>{tutorText.tutorEmptyTitle}</p>
              <p className={styles.note}>{tutorText.tutorEmptyText}</p>
              <ul className={styles.starters}>
                {starters.map((prompt) => (
                  <li key={prompt}>
                    <Button variant="outline" size="sm" disabled={!sendable} onClick={() => chat.send(prompt)}>
                      {prompt}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {messages.map((message) =>
            message.role === 'user' ? (
              <div key={message.id} className={styles.userBubble}>
                <VisuallyHidden>{tutorText.tutorYou}: </VisuallyHidden>
                {message.content}
              </div>
            ) : (
              <div
                key={message.id}
                className={styles.assistantBubble}
                data-reply={message.isStreaming ? 'streaming' : message.cut ? 'cut' : 'complete'}
              >
                <VisuallyHidden>{tutorText.tutorChatTitle}: </VisuallyHidden>
                <MarkdownContent
                  content={message.isStreaming ? streamingMarkdown(message.content) : message.content}
                  headingBase={4}
                  data-reply-text=""
                />
                {message.isStreaming && <span className={styles.caret} aria-hidden="true" />}
                {message.cut && (
                  <div className={styles.cutNote}>
                    <p>
                      {tutorText.tutorReplyCut}
                      {message.cut.givenBack && ` ${tutorText.tutorQuestionGivenBack}`}
                    </p>
                    {onAskAgain && (
                      <Button variant="outline" size="sm" disabled={!sendable} onClick={() => onAskAgain(message.id)}>
                        {tutorText.tutorAskAgain}
                      </Button>
                    )}
                  </div>
                )}
                {message.metadata?.requiresTeacherAttention && !message.metadata.safety && (
                  <p className={styles.teacherHint}>{tutorText.tutorTeacherAttention}</p>
                )}
                {!message.isStreaming && (
                  <div className={styles.replyActions}>
                    <Button
                      variant="ghost"
                      size="sm"
                      leadingIcon={<CopyIcon size={16} />}
                      onClick={() => void copyReply(message)}
                    >
                      {tutorText.tutorCopy}
                    </Button>
                  </div>
                )}
              </div>
            ),
          )}
          {status === 'loading' && <TypingIndicator />}
        </div>
        {hasUnseen && (
          <Button className={styles.jump} size="sm" leadingIcon={<ArrowDownIcon size={16} />} onClick={jumpToLatest}>
            {tutorText.tutorNewMessages}
          </Button>
        )}
      </div>

      {status === 'error' && (
        <p className={styles.error} role="alert">
          {error ?? tutorText.tutorErrorDefault}
        </p>
      )}
      {notice && (
        <p className={styles.warning} role="status">
          {notice}
        </p>
      )}
      {lowUsage && <p className={styles.warning}>{tutorText.tutorLowUsage}</p>}
      {limitReached && (
        <p className={styles.warning} id={limitId}>
          <strong>{tutorText.tutorLimitReachedTitle}।</strong> {tutorText.tutorLimitReachedText}
        </p>
      )}

      <ChatComposer
        chat={chat}
        placeholder={limitReached ? tutorText.tutorLimitReachedTitle : undefined}
        disabled={limitReached}
        describedBy={limitReached ? limitId : undefined}
        onStop={streaming ? onStop : undefined}
      />
    </section>
  );
}
