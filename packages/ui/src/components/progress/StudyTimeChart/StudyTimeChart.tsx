import { useId, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { formatShortDate } from '../../../i18n/date';
import { formatNumber } from '../../../i18n/format';
import { progressMessages as m } from '../../../i18n/progress';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import { Button } from '../../Button/Button';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import * as frame from '../shared/ProgressCardFrame.css';
import type { CardStatus } from '../shared/types';
import { axisFor, barShare, lastDays } from './chartScale';
import type { StudyDay } from './chartScale';
import * as styles from './StudyTimeChart.css';

export type { StudyDay } from './chartScale';

export interface StudyTimeChartProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  status?: CardStatus;
  /** Minutes per Asia/Dhaka day ('2026-11-22'); days without study may be left out. */
  days?: readonly StudyDay[];
  /** Today's Dhaka date, the chart's last day; the latest day of `days` when omitted. */
  today?: string;
  /** Shows the table visibly at first (it is always there for screen readers). */
  defaultTableOpen?: boolean;
  onRetry?: () => void;
  headingLevel?: HeadingLevel;
}

const viewWidth = 700;
const viewHeight = 200;
const slot = viewWidth / 14;
const barWidth = slot * 0.6;

/**
 * Study minutes per day for the last 14 days: an SVG bar chart (an image named by its summary)
 * and the same numbers as a table, read by screen readers and shown to everyone on demand.
 */
export function StudyTimeChart({
  status = 'ready',
  days = [],
  today,
  defaultTableOpen = false,
  onRetry,
  headingLevel = 2,
  ...props
}: StudyTimeChartProps) {
  const [tableOpen, setTableOpen] = useState(defaultTableOpen);
  const tableId = useId();
  const end =
    today ??
    [...days]
      .map((day) => day.date)
      .sort()
      .at(-1) ??
    new Date().toISOString().slice(0, 10);
  const shown = lastDays(days, end);
  const total = shown.reduce((sum, day) => sum + day.minutes, 0);
  const activeDays = shown.filter((day) => day.minutes > 0).length;
  const { top, ticks } = axisFor(Math.max(...shown.map((day) => day.minutes)));
  const summary = total > 0 ? m.studyTimeSummary(total, activeDays) : m.studyTimeEmpty;

  return (
    <ProgressCardFrame
      title={m.studyTimeTitle}
      headingLevel={headingLevel}
      status={status}
      onRetry={onRetry}
      description={m.studyTimeRange}
      {...props}
    >
      <Stack space="md">
        <p className={frame.muted}>{summary}</p>
        <div className={styles.chart}>
          <div className={styles.yAxis} aria-hidden="true">
            {[...ticks].reverse().map((tick) => (
              <span key={tick}>{formatNumber(tick)}</span>
            ))}
          </div>
          <div className={styles.plotArea}>
            <svg
              className={styles.plot}
              viewBox={`0 0 ${viewWidth} ${viewHeight}`}
              preserveAspectRatio="none"
              role="img"
              aria-label={`${m.studyTimeTitle}: ${summary}`}
            >
              {ticks.map((tick) => {
                const y = viewHeight - (tick / top) * viewHeight;
                return (
                  <line
                    key={tick}
                    className={styles.gridLine}
                    x1={0}
                    x2={viewWidth}
                    y1={y}
                    y2={y}
                    vectorEffect="non-scaling-stroke"
                  />
                );
              })}
              {shown.map((day, index) => {
                const height = barShare(day.minutes, top) * viewHeight;
                return (
                  <rect
                    key={day.date}
                    className={cx(styles.bar, index === shown.length - 1 && styles.barToday)}
                    x={index * slot + (slot - barWidth) / 2}
                    y={viewHeight - height}
                    width={barWidth}
                    height={height}
                    rx={4}
                  />
                );
              })}
            </svg>
            <div className={styles.xAxis} aria-hidden="true">
              {shown.map((day, index) => (
                <span key={day.date} className={cx(styles.xLabel, index % 2 === 1 && styles.xLabelOdd)}>
                  {today !== undefined && index === shown.length - 1
                    ? m.studyTimeToday
                    : formatNumber(Number(day.date.slice(8)))}
                </span>
              ))}
            </div>
          </div>
        </div>
        <Inline space="sm" align="between" alignY="center">
          <span className={frame.muted} aria-hidden="true">
            {m.studyTimeAxisLabel}
          </span>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={tableOpen}
            aria-controls={tableId}
            onClick={() => setTableOpen((open) => !open)}
          >
            {tableOpen ? m.studyTimeHideTable : m.studyTimeShowTable}
          </Button>
        </Inline>
        <table id={tableId} className={cx(styles.table, !tableOpen && styles.tableHidden)}>
          <caption className={styles.caption}>{m.studyTimeTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{m.studyTimeDateColumn}</th>
              <th scope="col">{m.studyTimeMinutesColumn}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{formatShortDate(day.date)}</time>
                </th>
                <td>{formatNumber(day.minutes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </ProgressCardFrame>
  );
}
