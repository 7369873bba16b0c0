import { useEffect } from 'react';
import { useReportStudySession } from './studySessions';
import { newStudySessionId } from './studySessionId';

/** How often a lesson page open and visible sends its running total. */
const REPORT_EVERY_MS = 60_000;

/** Time a page was visible: counts only between `show` and `hide`. */
export class VisibleTime {
  private total = 0;
  private since: number | null;

  constructor(
    private readonly now: () => number,
    visible: boolean,
  ) {
    this.since = visible ? now() : null;
  }

  show(): void {
    this.since ??= this.now();
  }

  hide(): void {
    if (this.since === null) return;
    this.total += Math.max(0, this.now() - this.since);
    this.since = null;
  }

  /** Whole seconds so far. */
  seconds(): number {
    const running = this.since === null ? 0 : Math.max(0, this.now() - this.since);
    return Math.floor((this.total + running) / 1000);
  }
}

const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Time on a lesson page (issue 19): while a topic is open and the page visible, its running total
 * goes to the server every minute, when the page is hidden and when the topic changes or the page
 * is left, under one id per visit of a topic (so the server keeps the total, never a sum of them).
 */
export function useLessonStudyTime(topicId: number | undefined): void {
  const report = useReportStudySession();
  useEffect(() => {
    if (topicId === undefined) return undefined;
    const sessionId = newStudySessionId();
    const time = new VisibleTime(Date.now, pageVisible());
    let sent = 0;
    const send = () => {
      const seconds = time.seconds();
      if (seconds <= sent) return;
      sent = seconds;
      void report({ sessionId, kind: 'lesson', topicId, seconds });
    };
    const onVisibility = () => {
      if (pageVisible()) {
        time.show();
      } else {
        time.hide();
        send();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    const interval = setInterval(send, REPORT_EVERY_MS);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      time.hide();
      send();
    };
  }, [topicId, report]);
}
