import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useEffect, useId, useRef } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { LinkButton } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { EmptyState } from '../../EmptyState/EmptyState';
import { ErrorState } from '../../ErrorState/ErrorState';
import { NotFoundState } from '../../NotFoundState/NotFoundState';
import { Spinner } from '../../Spinner/Spinner';
import { BackLink } from '../../subjects/BackLink/BackLink';
import { Breadcrumb } from '../../subjects/Breadcrumb/Breadcrumb';
import type { BreadcrumbItem } from '../../subjects/Breadcrumb/Breadcrumb';
import type { PageLoadStatus } from '../../subjects/types';
import { ChapterHeader } from '../ChapterHeader/ChapterHeader';
import { ChapterProgressCard } from '../ChapterProgressCard/ChapterProgressCard';
import { ChapterSidePanel } from '../ChapterSidePanel/ChapterSidePanel';
import { chapterProgress, selectedTopicIndex } from '../chapterProgress';
import { BookOpenIcon, InfoIcon, TutorIcon } from '../../../icons';
import { TopicActionGrid } from '../TopicActionGrid/TopicActionGrid';
import { TopicList } from '../TopicList/TopicList';
import { TopicPager } from '../TopicPager/TopicPager';
import type { ChapterTopic } from '../types';
import * as styles from './ChapterLearningPage.css';
import { chapterMessages } from '../../../i18n/areas/chapter';
import { commonMessages } from '../../../i18n/areas/common';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

/** The chapter as the learning page needs it: a subset of the API's chapter. */
export interface ChapterLearningData {
  id: number;
  number?: number;
  name: string;
  description?: string | null;
  subjectId: number;
  subjectName: string;
  topics: readonly ChapterTopic[];
}

export interface ChapterLearningPageProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** 'not-found': the chapter does not exist (deleted, hidden, a wrong address); no retry, a way back. */
  status: PageLoadStatus;
  /** Missing when ready means the API found nothing: the error state shows. */
  chapter?: ChapterLearningData | null;
  /** From the route, so the way back works even when the chapter failed to load. */
  subjectId: number;
  /** The open topic; the first topic when unset (spec: auto-selected when topics load). */
  selectedTopicId?: number;
  onSelectTopic?: (topicId: number) => void;
  /** The pager's buttons; without them the pager selects the neighbouring topic through onSelectTopic. */
  onPrevious?: () => void;
  onNext?: () => void;
  /** The AI tutor action; the app opens TutorDialog. */
  onOpenTutor?: () => void;
  /** The chapter's ask page (the tutor on the whole chapter), linked under the header. */
  askHref?: string;
  /** The reload button of the error state. */
  onRetry?: () => void;
  retrying?: boolean;
  /**
   * The open topic's content (the content renderer, built elsewhere). Without it the page says
   * that the topic has no content.
   */
  contentSlot?: ReactNode;
  LinkComponent?: LinkComponent;
  className?: string;
}

/** The /subjects/{s}/{c}/learn screen: a chapter's topics, the open topic, and the AI tutor. */
export function ChapterLearningPage({
  status,
  chapter,
  subjectId,
  selectedTopicId,
  onSelectTopic,
  onPrevious,
  onNext,
  onOpenTutor,
  askHref,
  onRetry,
  retrying,
  contentSlot,
  LinkComponent,
  className,
  ...props
}: ChapterLearningPageProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const subjectsText = useMessages('subjects', subjectsMessages);
  const ready = status === 'ready' && chapter != null;
  const subjectHref = `/subjects/${subjectId}`;

  const crumbs: BreadcrumbItem[] = [
    { label: subjectsText.breadcrumbHome, href: '/dashboard' },
    { label: subjectsText.subjectsTitle, href: '/subjects' },
  ];
  if (ready) crumbs.push({ label: chapter.subjectName, href: subjectHref }, { label: chapter.name });

  let content;
  if (status === 'loading') {
    content = (
      <div className={styles.loading}>
        <Spinner size="lg" showLabel label={chapterText.chapterLoading} />
      </div>
    );
  } else if (status === 'not-found' || (status === 'ready' && chapter === null)) {
    content = (
      <NotFoundState
        title={chapterText.chapterNotFound}
        description={chapterText.chapterNotFoundText}
        backHref={subjectHref}
        backLabel={chapterText.backToSubject}
        LinkComponent={LinkComponent}
      />
    );
  } else if (!ready) {
    content = (
      <ErrorState
        title={chapterText.chapterError}
        headingLevel={1}
        onRetry={onRetry}
        retryLabel={subjectsText.reload}
        retrying={retrying}
        secondaryAction={
          <LinkButton href={subjectHref} variant="outline" LinkComponent={LinkComponent}>
            {chapterText.backToSubject}
          </LinkButton>
        }
      />
    );
  } else {
    content = (
      <ChapterContent
        chapter={chapter}
        selectedTopicId={selectedTopicId}
        onSelectTopic={onSelectTopic}
        onPrevious={onPrevious}
        onNext={onNext}
        onOpenTutor={onOpenTutor}
        askHref={askHref}
        subjectHref={subjectHref}
        contentSlot={contentSlot}
        LinkComponent={LinkComponent}
      />
    );
  }

  return (
    <div {...props} className={cx(styles.root, className)}>
      <div className={styles.nav}>
        <Breadcrumb items={crumbs} LinkComponent={LinkComponent} />
        <BackLink href={subjectHref} LinkComponent={LinkComponent}>
          {chapterText.backToChapters}
        </BackLink>
      </div>
      {content}
    </div>
  );
}

type ChapterContentProps = Pick<
  ChapterLearningPageProps,
  | 'selectedTopicId'
  | 'onSelectTopic'
  | 'onPrevious'
  | 'onNext'
  | 'onOpenTutor'
  | 'askHref'
  | 'contentSlot'
  | 'LinkComponent'
> & { chapter: ChapterLearningData; subjectHref: string };

function ChapterContent({
  chapter,
  selectedTopicId,
  onSelectTopic,
  onPrevious,
  onNext,
  onOpenTutor,
  askHref,
  subjectHref,
  contentSlot,
  LinkComponent,
}: ChapterContentProps) {
  const chapterText = useMessages('chapter', chapterMessages);
  const commonText = useMessages('common', commonMessages);
  const learnTabId = useId();
  const quizTabId = useId();
  const noticeId = useId();
  const { topics } = chapter;
  const currentIndex = selectedTopicIndex(topics, selectedTopicId);
  const current = topics[currentIndex];
  const progress = chapterProgress(topics);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const currentId = current?.id;
  const shownTopicId = useRef(currentId);

  // A new topic (from the list, the pager, or the URL) starts at its title: on a phone the
  // buttons that chose it sit thousands of pixels below. Focus goes there too, so a screen
  // reader or keyboard user continues from the title; the topic shown first is left alone.
  useEffect(() => {
    if (currentId === undefined || shownTopicId.current === currentId) return;
    const opened = shownTopicId.current !== undefined;
    shownTopicId.current = currentId;
    if (!opened) return;
    const title = titleRef.current;
    if (!title) return;
    title.scrollIntoView({ block: 'start' });
    title.focus({ preventScroll: true });
  }, [currentId]);

  const selectAt = (index: number) => {
    const topic = topics[index];
    if (topic) onSelectTopic?.(topic.id);
  };

  return (
    <>
      <ChapterHeader
        name={chapter.name}
        number={chapter.number}
        description={chapter.description}
        topicCount={topics.length}
        currentIndex={current ? currentIndex : undefined}
      />
      {askHref && current !== undefined && (
        <LinkButton
          href={askHref}
          variant="outline"
          leadingIcon={<TutorIcon />}
          LinkComponent={LinkComponent}
          className={styles.askLink}
        >
          {chapterText.askWholeChapter}
        </LinkButton>
      )}
      <TabProvider defaultSelectedId={learnTabId}>
        <div className={styles.tabs}>
          <TabList aria-label={chapterText.chapterTabsLabel} className={styles.tabList}>
            <Tab id={learnTabId} className={styles.tab}>
              {chapterText.chapterTabLearn}
            </Tab>
            {/* decisions.md: the quiz tab stays disabled, focusable so its notice can be heard. */}
            <Tab id={quizTabId} disabled accessibleWhenDisabled aria-describedby={noticeId} className={styles.tab}>
              {chapterText.chapterTabQuiz}
              <Badge tone="neutral" size="sm">
                {commonText.comingSoon}
              </Badge>
            </Tab>
          </TabList>
          <p id={noticeId} className={styles.notice}>
            <span className={styles.noticeIcon} aria-hidden="true">
              <InfoIcon />
            </span>
            {chapterText.chapterQuizNotice}
          </p>
        </div>
        <TabPanel tabId={learnTabId} className={styles.panel}>
          {current === undefined ? (
            <EmptyState
              tone="neutral"
              icon={<BookOpenIcon />}
              title={chapterText.noTopics}
              description={chapterText.noTopicsNote}
              headingLevel={2}
              action={
                <LinkButton href={subjectHref} LinkComponent={LinkComponent}>
                  {chapterText.seeWrittenChapters}
                </LinkButton>
              }
            />
          ) : (
            <div className={styles.layout}>
              <TopicList
                className={styles.topics}
                topics={topics}
                selectedTopicId={current.id}
                onSelectTopic={onSelectTopic}
              />
              <div className={styles.main}>
                <section className={styles.topic} aria-labelledby={`${learnTabId}-topic`}>
                  <h2 id={`${learnTabId}-topic`} ref={titleRef} tabIndex={-1} className={styles.topicTitle}>
                    {current.name}
                  </h2>
                  {contentSlot != null && contentSlot !== false ? (
                    <div className={styles.content}>{contentSlot}</div>
                  ) : (
                    <EmptyState
                      className={styles.emptyContent}
                      tone="neutral"
                      icon={<BookOpenIcon />}
                      title={chapterText.noTopicContent}
                      description={chapterText.noTopicContentNote}
                      headingLevel={3}
                    />
                  )}
                </section>
                <TopicActionGrid onOpenTutor={onOpenTutor} />
                <ChapterProgressCard done={progress.done} total={progress.total} />
                <TopicPager
                  topics={topics}
                  currentIndex={currentIndex}
                  onPrevious={onPrevious ?? (() => selectAt(currentIndex - 1))}
                  onNext={onNext ?? (() => selectAt(currentIndex + 1))}
                />
              </div>
              <ChapterSidePanel className={styles.side} />
              {onOpenTutor && (
                // Phones only: the action grid sits below the whole topic, thousands of pixels down.
                <Button className={styles.tutorFab} leadingIcon={<TutorIcon />} onClick={onOpenTutor}>
                  {chapterText.tutorFab}
                </Button>
              )}
            </div>
          )}
        </TabPanel>
      </TabProvider>
    </>
  );
}
