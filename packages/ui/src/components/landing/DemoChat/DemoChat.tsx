import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import type { ComponentPropsWithRef, FormEvent } from 'react';
import { useMergedRef } from '../../../utils/useMergedRef';
import { cx } from '../../../utils/cx';
import { registerHref as defaultRegisterHref, ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { demoChatReducer, demoChatTiming, idleDemoChat, nextDemoChatEventAt, startDemoChat } from './demoChatMachine';
import type { DemoChatScriptStep, DemoChatSender } from './demoChatMachine';
import * as styles from './DemoChat.css';
import { landingMessages } from '../../../i18n/areas/landing';
import type { LandingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

/** The words of the default conversation: `useMessages('landing', landingMessages)` in a component. */
export type DemoChatScriptWords = Pick<
  LandingMessages,
  'demoChatScript1' | 'demoChatScript2' | 'demoChatScript3' | 'demoChatScript4'
>;

/**
 * The default conversation: a student stuck on adding fractions, and the tutor's steps, in the
 * landing area's strings as the component resolved them, so an app's overrides apply.
 */
export function defaultDemoChatScript(words: DemoChatScriptWords): DemoChatScriptStep[] {
  return [
    { from: 'student', text: words.demoChatScript1, delayMs: 800 },
    { from: 'tutor', text: words.demoChatScript2, delayMs: 600 },
    { from: 'student', text: words.demoChatScript3, delayMs: 2500 },
    { from: 'tutor', text: words.demoChatScript4, delayMs: 600 },
  ];
}

export interface DemoChatProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * The scripted conversation, read once when the chat mounts. Zero delays show it at once.
   * Without it, `defaultDemoChatScript` in the landing area's (overridable) strings.
   */
  script?: readonly DemoChatScriptStep[];
  /** How long the tutor "types" before each scripted answer; spec §9: 1500 ms. */
  typingMs?: number;
  /** How long a visitor waits for the canned reply; spec §9: 2000 ms. */
  replyMs?: number;
  /** The canned reply to anything the visitor writes. */
  replyText?: string;
  /** The registration link under the canned reply. */
  registerHref?: string;
  /**
   * Starts the script only when the chat scrolls into view, so a visitor sees it from the
   * beginning. Off, it starts at once (and steps without delay are there in the first render).
   */
  startWhenVisible?: boolean;
  LinkComponent?: LinkComponent;
  className?: string;
}

const senderLabels = (landingText: LandingMessages): Record<DemoChatSender, string> => ({
  tutor: landingText.demoChatFromTutor,
  student: landingText.demoChatFromStudent,
  visitor: landingText.demoChatFromVisitor,
});

/**
 * A scripted taste of the AI tutor for visitors: canned messages at fixed delays, a typing
 * indicator before each answer, and a canned "this is a demo, register" reply to anything the
 * visitor writes. It never calls a server.
 */
export function DemoChat({
  script: scriptProp,
  typingMs = demoChatTiming.typingMs,
  replyMs = demoChatTiming.replyMs,
  replyText: replyTextProp,
  registerHref = defaultRegisterHref,
  startWhenVisible = false,
  LinkComponent: linkOverride,
  className,
  ref,
  ...props
}: DemoChatProps) {
  const landingText = useMessages('landing', landingMessages);
  const defaultScript = useMemo(() => defaultDemoChatScript(landingText), [landingText]);
  const script = scriptProp ?? defaultScript;
  const replyText = replyTextProp ?? landingText.demoChatReply;
  const timing = { typingMs, replyMs };
  // Only differences of the clock matter: steps due at once show in the first render.
  const [state, dispatch] = useReducer(demoChatReducer, undefined, () =>
    startWhenVisible ? idleDemoChat : startDemoChat(script, timing, Date.now()),
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const mergedRef = useMergedRef(rootRef, ref);
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const logRef = useRef<HTMLDivElement>(null);
  const nextAt = nextDemoChatEventAt(state);

  const waiting = !state.started;
  useEffect(() => {
    const root = rootRef.current;
    if (!waiting || !root) return;
    const start = () => dispatch({ type: 'start', script, timing: { typingMs, replyMs }, now: Date.now() });
    if (typeof IntersectionObserver === 'undefined') {
      start();
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) start();
    });
    observer.observe(root);
    return () => observer.disconnect();
    // The script and timings are read when the chat first shows; once it has started, new ones
    // change nothing (`waiting` is false from then on).
  }, [waiting, script, typingMs, replyMs]);

  useEffect(() => {
    if (nextAt === undefined) return;
    // A timer may fire a little early; advancing to at least the due time never stalls the chat.
    const timer = setTimeout(
      () => dispatch({ type: 'advance', now: Math.max(Date.now(), nextAt) }),
      nextAt - Date.now(),
    );
    return () => clearTimeout(timer);
  }, [nextAt]);

  // Keep the newest message in view inside the log, without scrolling the page. An empty log has
  // nothing to show: reading scrollHeight would only force a layout of the whole page while it loads.
  useEffect(() => {
    const log = logRef.current;
    if (log && (state.messages.length > 0 || state.typing)) log.scrollTop = log.scrollHeight;
  }, [state.messages.length, state.typing]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: 'send', text: draft, replyText, timing, now: Date.now() });
    setDraft('');
  };

  return (
    <div {...props} ref={mergedRef} className={cx(styles.root, className)}>
      <div className={styles.header}>
        <span className={styles.avatar} aria-hidden="true">
          <SparkIcon />
        </span>
        <div className={styles.who}>
          <p className={styles.name}>{landingText.demoChatTutorName}</p>
          <p className={styles.status}>
            <span className={styles.statusDot} aria-hidden="true" />
            {landingText.demoChatStatus}
          </p>
        </div>
        <Badge tone="info" size="sm">
          {landingText.demoChatBadge}
        </Badge>
      </div>
      <div ref={logRef} role="log" aria-label={landingText.demoChatLabel} className={styles.log} tabIndex={0}>
        {state.messages.map((message) => (
          <div
            key={message.id}
            className={cx(styles.message, message.from === 'tutor' ? styles.fromTutor : styles.fromStudent)}
          >
            <p className={cx(styles.bubble, styles.bubbleTone[message.from])}>
              <VisuallyHidden>{senderLabels(landingText)[message.from]}: </VisuallyHidden>
              {message.text}
            </p>
            {message.isDemoNotice && (
              <ResolvedLink LinkComponent={linkOverride} href={registerHref} className={styles.register}>
                {landingText.demoChatRegister}
              </ResolvedLink>
            )}
          </div>
        ))}
        {state.typing && (
          <div className={cx(styles.message, styles.fromTutor)}>
            <p className={cx(styles.bubble, styles.bubbleTone.tutor, styles.typing)}>
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
              <span className={styles.dot} aria-hidden="true" />
              <VisuallyHidden>{landingText.demoChatTyping}</VisuallyHidden>
            </p>
          </div>
        )}
      </div>
      <form className={styles.form} onSubmit={send}>
        <VisuallyHidden>
          <label htmlFor={inputId}>{landingText.demoChatInputLabel}</label>
        </VisuallyHidden>
        <input
          id={inputId}
          className={styles.input}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={landingText.demoChatInputPlaceholder}
          autoComplete="off"
          maxLength={1000}
          enterKeyHint="send"
        />
        <Button type="submit" disabled={draft.trim() === ''} trailingIcon={<SendIcon />}>
          {landingText.demoChatSend}
        </Button>
      </form>
    </div>
  );
}

function SparkIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 2.5l2.2 6.3 6.3 2.2-6.3 2.2L12 19.5l-2.2-6.3L3.5 11l6.3-2.2L12 2.5Z" />
      <circle cx="19" cy="19" r="1.8" />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg
      width="1.1em"
      height="1.1em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M4 12 20 4l-4 16-4-6-8-2Z" strokeLinejoin="round" />
    </svg>
  );
}
