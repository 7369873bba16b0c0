import { useId, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { formatNumber, formatPercent } from '../../../i18n/format';
import { progressMessages as m } from '../../../i18n/progress';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import type { BadgeTone } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import type { ProgressStatus } from '../../subjects/types';
import { BookIcon } from '../../../icons';
import { ProgressCardFrame } from '../shared/ProgressCardFrame';
import { shareOf } from '../shared/share';
import type { CardStatus } from '../shared/types';
import * as styles from './SubjectProgressList.css';

/** One written chapter of a subject, with the student's status and best quiz score. */
export interface SubjectChapterProgress {
  chapterId: number;
  chapterName: string;
  /** The chapter's number in the textbook, shown before its name. */
  number?: number;
  status: ProgressStatus;
  /** Best score of the chapter's quiz, percent 0-100; null when not taken (or no quiz). */
  bestScore: number | null;
}

/** A subject's progress: chapters completed of its written chapters, topics done, and its chapters. */
export interface SubjectProgress {
  subjectId: number;
  subjectName: string;
  completedChapters: number;
  writtenChapters: number;
  completedTopics: number;
  totalTopics: number;
  chapters: SubjectChapterProgress[];
}

export interface SubjectProgressListProps extends Omit<ComponentPropsWithRef<'section'>, 'children' | 'title'> {
  status?: CardStatus;
  subjects?: readonly SubjectProgress[];
  onRetry?: () => void;
  /** Subjects whose chapter list starts open. */
  defaultOpenSubjectIds?: readonly number[];
  /** A chapter's link; the chapter page by default. */
  chapterHref?: (subjectId: number, chapterId: number) => string;
  headingLevel?: HeadingLevel;
  LinkComponent?: LinkComponent;
}

const statusText: Record<ProgressStatus, string> = {
  'not-started': m.chapterStatusNotStarted,
  'in-progress': m.chapterStatusInProgress,
  completed: m.chapterStatusCompleted,
};

const statusTone: Record<ProgressStatus, BadgeTone> = {
  'not-started': 'neutral',
  'in-progress': 'info',
  completed: 'success',
};

const defaultChapterHref = (subjectId: number, chapterId: number) => `/subjects/${subjectId}/${chapterId}`;

/**
 * The progress page's per-subject list: chapters completed of the written ones and topics done,
 * with each subject's chapters (status and best quiz score) behind a show/hide button.
 */
export function SubjectProgressList({
  status = 'ready',
  subjects = [],
  onRetry,
  defaultOpenSubjectIds = [],
  chapterHref = defaultChapterHref,
  headingLevel = 2,
  LinkComponent: linkOverride,
  ...props
}: SubjectProgressListProps) {
  const innerLevel = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <ProgressCardFrame title={m.subjectsTitle} headingLevel={headingLevel} status={status} onRetry={onRetry} {...props}>
      {subjects.length === 0 ? (
        <EmptyState
          icon={<BookIcon />}
          headingLevel={innerLevel}
          title={m.subjectsEmptyTitle}
          description={m.subjectsEmptyText}
        />
      ) : (
        <Stack as="ul" space="md" className={styles.list}>
          {subjects.map((subject) => (
            <SubjectRow
              key={subject.subjectId}
              subject={subject}
              headingLevel={innerLevel}
              defaultOpen={defaultOpenSubjectIds.includes(subject.subjectId)}
              chapterHref={chapterHref}
              LinkComponent={linkOverride}
            />
          ))}
        </Stack>
      )}
    </ProgressCardFrame>
  );
}

function SubjectRow({
  subject,
  headingLevel,
  defaultOpen,
  chapterHref,
  LinkComponent: linkOverride,
}: {
  subject: SubjectProgress;
  headingLevel: HeadingLevel;
  defaultOpen: boolean;
  chapterHref: (subjectId: number, chapterId: number) => string;
  LinkComponent: LinkComponent | undefined;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const chaptersId = useId();
  const percent = shareOf(subject.completedChapters, subject.writtenChapters);

  return (
    <Stack as="li" space="sm" className={styles.subject}>
      <Heading level={headingLevel} className={styles.subjectName}>
        {subject.subjectName}
      </Heading>
      {subject.writtenChapters === 0 ? (
        <p className={styles.muted}>{m.subjectNoWrittenChapters}</p>
      ) : (
        <>
          <ProgressBar
            value={percent}
            label={m.subjectBarLabel(subject.subjectName)}
            tone={percent >= 100 ? 'success' : 'brand'}
            size="sm"
          />
          <Inline space="md" className={styles.counts}>
            <span>{m.subjectChapters(subject.completedChapters, subject.writtenChapters)}</span>
            <span>{m.subjectTopics(subject.completedTopics, subject.totalTopics)}</span>
          </Inline>
        </>
      )}
      {subject.chapters.length > 0 && (
        <>
          <div>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={open}
              aria-controls={chaptersId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? m.subjectHideChapters : m.subjectShowChapters}
            </Button>
          </div>
          <Stack as="ol" space="none" id={chaptersId} hidden={!open} className={styles.chapters}>
            {subject.chapters.map((chapter) => (
              <Inline as="li" key={chapter.chapterId} space="sm" alignY="center" className={styles.chapter}>
                <ResolvedLink
                  LinkComponent={linkOverride}
                  href={chapterHref(subject.subjectId, chapter.chapterId)}
                  className={styles.chapterLink}
                >
                  {chapter.number != null && (
                    <>
                      <span className={styles.chapterNumber}>{formatNumber(chapter.number)}.</span>{' '}
                    </>
                  )}
                  {chapter.chapterName}
                </ResolvedLink>
                <Inline space="xs" alignY="center" className={styles.chapterMeta}>
                  <Badge tone={statusTone[chapter.status]} size="sm">
                    {statusText[chapter.status]}
                  </Badge>
                  <span className={styles.score}>
                    {chapter.bestScore == null
                      ? m.chapterNoQuiz
                      : `${m.chapterBestScore}: ${formatPercent(chapter.bestScore)}`}
                  </span>
                </Inline>
              </Inline>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
