/**
 * The landing page's scripted demo chat as a pure state machine over explicit timestamps, so
 * the timing (spec §9: tutor typing 1500 ms, reply to the visitor 2000 ms) is tested with plain
 * numbers and the component only schedules the next due event. No server is involved.
 */

export type DemoChatSender = 'tutor' | 'student' | 'visitor';

export interface DemoChatMessage {
  id: string;
  from: DemoChatSender;
  text: string;
  /** The canned answer to a visitor: shown with a link to registration. */
  isDemoNotice?: boolean;
}

export interface DemoChatScriptStep {
  /** Who speaks: a scripted student question or a tutor answer. */
  from: 'tutor' | 'student';
  text: string;
  /** Pause in ms after the previous message (or the start) before this step begins. */
  delayMs: number;
}

export interface DemoChatTiming {
  /** How long the typing indicator shows before each tutor message. */
  typingMs: number;
  /** How long a visitor waits for the canned reply (the typing indicator shows meanwhile). */
  replyMs: number;
}

export const demoChatTiming: DemoChatTiming = { typingMs: 1500, replyMs: 2000 };

type TimedEvent = { at: number; type: 'typing' } | { at: number; type: 'message'; message: DemoChatMessage };

export interface DemoChatState {
  messages: DemoChatMessage[];
  /** The tutor's typing indicator. */
  typing: boolean;
  /** Events still to come, in time order. */
  queue: TimedEvent[];
  /** The visitor's messages so far, for unique ids. */
  sent: number;
  /** The script has started, or the visitor spoke first (then the script never starts). */
  started: boolean;
}

/** A chat that waits to start (e.g. until it scrolls into view). */
export const idleDemoChat: DemoChatState = { messages: [], typing: false, queue: [], sent: 0, started: false };

/** The script laid out on a timeline that starts at `now`, with the messages already due applied. */
export function startDemoChat(
  script: readonly DemoChatScriptStep[],
  timing: DemoChatTiming,
  now: number,
): DemoChatState {
  const queue: TimedEvent[] = [];
  let at = now;
  script.forEach((step, index) => {
    at += step.delayMs;
    const message: DemoChatMessage = { id: `script-${index}`, from: step.from, text: step.text };
    if (step.from === 'tutor') {
      queue.push({ at, type: 'typing' });
      at += timing.typingMs;
    }
    queue.push({ at, type: 'message', message });
  });
  return advanceDemoChat({ ...idleDemoChat, queue, started: true }, now);
}

/** Applies every event due at `now`. */
export function advanceDemoChat(state: DemoChatState, now: number): DemoChatState {
  const due = state.queue.filter((event) => event.at <= now);
  if (due.length === 0) return state;
  let { messages, typing } = state;
  for (const event of due) {
    if (event.type === 'typing') {
      typing = true;
    } else {
      messages = [...messages, event.message];
      if (event.message.from === 'tutor') typing = false;
    }
  }
  const queue = state.queue.filter((event) => event.at > now);
  // A second visitor question keeps the tutor "typing" after the first canned reply arrives.
  if (queue.some((event) => event.type === 'message' && event.message.isDemoNotice)) typing = true;
  return { ...state, messages, typing, queue };
}

/**
 * The visitor sends a message: it shows at once, the rest of the script is dropped (the visitor
 * has taken over the conversation), and the tutor "types" until the canned reply arrives.
 * Blank messages are ignored.
 */
export function sendVisitorMessage(
  state: DemoChatState,
  text: string,
  replyText: string,
  timing: DemoChatTiming,
  now: number,
): DemoChatState {
  const trimmed = text.trim();
  if (trimmed === '') return state;
  const sent = state.sent + 1;
  const visitor: DemoChatMessage = { id: `visitor-${sent}`, from: 'visitor', text: trimmed };
  const reply: DemoChatMessage = { id: `reply-${sent}`, from: 'tutor', text: replyText, isDemoNotice: true };
  // A reply still pending for an earlier message stays: every question gets its answer.
  const pendingReplies = state.queue.filter((event) => event.type === 'message' && event.message.isDemoNotice);
  return {
    messages: [...state.messages, visitor],
    typing: true,
    queue: [...pendingReplies, { at: now + timing.replyMs, type: 'message', message: reply }],
    sent,
    started: true,
  };
}

/** When the next event is due, or undefined when the chat is idle. */
export function nextDemoChatEventAt(state: DemoChatState): number | undefined {
  return state.queue[0]?.at;
}

export type DemoChatAction =
  | { type: 'start'; script: readonly DemoChatScriptStep[]; timing: DemoChatTiming; now: number }
  | { type: 'advance'; now: number }
  | { type: 'send'; text: string; replyText: string; timing: DemoChatTiming; now: number };

export function demoChatReducer(state: DemoChatState, action: DemoChatAction): DemoChatState {
  switch (action.type) {
    case 'start':
      return state.started ? state : startDemoChat(action.script, action.timing, action.now);
    case 'advance':
      return advanceDemoChat(state, action.now);
    case 'send':
      return sendVisitorMessage(state, action.text, action.replyText, action.timing, action.now);
  }
}
