// Sample data and a stand-in study timer for the dashboard stories.
import type { LastActivity } from './LastActivityCard/LastActivityCard';

/** The stories' clock: 22 November 2026, 10:00 in Dhaka. */
export const storyNow = new Date('2026-11-22T10:00:00+06:00');

export const sampleActivity: LastActivity = {
  subjectId: 1,
  subjectName: 'গণিত',
  chapterId: 103,
  chapterName: 'বীজগাণিতিক রাশির গুণ ও ভাগ',
  topicId: 1031,
  topicName: 'একপদী রাশির গুণ',
  lastStudiedAt: '2026-11-22T07:40:00+06:00',
  progress: 40,
};

/** Where the real session timer (another component) goes. */
export function TimerPlaceholder() {
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: '0.75rem',
        padding: '0.75rem 1rem',
        borderRadius: '0.5rem',
        border: '1px dashed currentColor',
      }}
    >
      <span>পড়ার টাইমার</span>
      <strong style={{ fontVariantNumeric: 'tabular-nums' }}>০:০০</strong>
    </div>
  );
}
