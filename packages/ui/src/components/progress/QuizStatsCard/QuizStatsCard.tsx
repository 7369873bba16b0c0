import type { ComponentPropsWithRef } from 'react';
import { formatNumber, formatPercent } from '../../../i18n/format';
import { formatShortDate, isoDateTime } from '../../../i18n/date';
import { progressMessages as m } from '../../../i18n/progress';
import type { HeadingLevel } from '../../../utils/Heading';
import { Heading } from '../../../utils/Heading';
import { LinkButton } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { CardEmpty } from '../shared/CardEmpty';
import { QuizIcon } from '../../../icons';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import { Stat } from '../shared/Stat';
import * as statStyles from '../shared/Stat.css';
import type { CardStatus } from '../shared/types';
import * as styles from './QuizStatsCard.css';

/** One finished quiz attempt. */
export interface QuizAttemptSummary {
  id: string | number;
  /** The quiz's title, usually its chapter's name. */
  quizTitle: string;
  /** Percent, 0-100. */
  score: number;
  /** Whether the score reached the quiz's passing score. */
  passed: boolean;
  /** When it was finished, ISO text. */
  takenAt: string;
}

export interface QuizStats {
  /** Finished attempts, all quizzes. */
  attempts: number;
  /** Average score of the attempts, percent 0-100. */
  averageScore: number;
  /** Best score of any attempt, percent 0-100. */
  bestScore: number;
  /** Correct answers out of all answers given, percent 0-100. */
  accuracy: number;
  /** The last attempts, newest first (up to 5 are shown). */
  recentAttempts: QuizAttemptSummary[];
}

export interface QuizStatsCardProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  status?: CardStatus;
  /** Null, missing or with 0 attempts when ready: the empty state. */
  stats?: QuizStats | null;
  onRetry?: () => void;
  /** Where the empty state's action goes (the subjects list, to study a chapter and take its quiz). */
  startHref?: string;
  headingLevel?: HeadingLevel;
  LinkComponent?: LinkComponent;
}

/** The dashboard's quiz statistics: attempts, average, best, accuracy and the last five attempts. */
export function QuizStatsCard({
  status = 'ready',
  stats,
  onRetry,
  startHref = '/subjects',
  headingLevel = 3,
  LinkComponent,
  ...props
}: QuizStatsCardProps) {
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  const recent = stats?.recentAttempts.slice(0, 5) ?? [];

  return (
    <ProgressCardFrame title={m.quizTitle} headingLevel={headingLevel} status={status} onRetry={onRetry} {...props}>
      {stats != null && stats.attempts > 0 ? (
        <Stack space="lg">
          <dl className={statStyles.grid}>
            <Stat label={m.quizAttempts} value={formatNumber(stats.attempts)} />
            <Stat label={m.quizAverage} value={formatPercent(stats.averageScore)} />
            <Stat label={m.quizBest} value={formatPercent(stats.bestScore)} />
            <Stat label={m.quizAccuracy} value={formatPercent(stats.accuracy)} />
          </dl>
          {recent.length > 0 && (
            <Stack space="sm">
              <Heading level={innerLevel} className={styles.recentTitle}>
                {m.quizRecentTitle}
              </Heading>
              <Stack as="ol" space="xs" className={styles.list}>
                {recent.map((attempt) => (
                  <Inline as="li" key={attempt.id} space="sm" alignY="center" wrap={false} className={styles.row}>
                    <span className={styles.quizName}>{attempt.quizTitle}</span>
                    <time className={styles.date} dateTime={isoDateTime(attempt.takenAt)}>
                      {formatShortDate(attempt.takenAt)}
                    </time>
                    <Badge tone={attempt.passed ? 'success' : 'neutral'} size="sm">
                      {formatPercent(attempt.score)}
                      <VisuallyHidden>, {attempt.passed ? m.quizPassed : m.quizNotPassed}</VisuallyHidden>
                    </Badge>
                  </Inline>
                ))}
              </Stack>
            </Stack>
          )}
        </Stack>
      ) : (
        <CardEmpty
          icon={<QuizIcon />}
          headingLevel={innerLevel}
          title={m.quizEmptyTitle}
          text={m.quizEmptyText}
          action={
            <LinkButton href={startHref} size="sm" LinkComponent={LinkComponent}>
              {m.startStudying}
            </LinkButton>
          }
        />
      )}
    </ProgressCardFrame>
  );
}
