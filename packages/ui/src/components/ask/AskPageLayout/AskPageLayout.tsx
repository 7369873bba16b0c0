import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { ErrorState } from '../../ErrorState/ErrorState';
import { NotFoundState } from '../../NotFoundState/NotFoundState';
import { Spinner } from '../../Spinner/Spinner';
import { ComingSoonButton } from '../../chapter/ComingSoonButton/ComingSoonButton';
import { BackLink } from '../../subjects/BackLink/BackLink';
import type { PageLoadStatus } from '../../subjects/types';
import { AskAnalysisCard } from '../AskAnalysisCard/AskAnalysisCard';
import { askChapterTitle } from '../askPage';
import type { AskConversationAnalysis } from '../types';
import * as styles from './AskPageLayout.css';
import { askMessages } from '../../../i18n/areas/ask';
import type { AskMessages } from '../../../i18n/areas/ask';
import { chapterMessages } from '../../../i18n/areas/chapter';
import type { ChapterMessages } from '../../../i18n/areas/chapter';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

export const askPageTabs = ['learn', 'ask', 'quiz'] as const;
export type AskPageTab = (typeof askPageTabs)[number];

const tabLabels = (chapterText: ChapterMessages, askText: AskMessages): Record<AskPageTab, string> => ({
  learn: chapterText.chapterTabLearn,
  ask: askText.askTabAsk,
  quiz: chapterText.chapterTabQuiz,
});

export interface AskPageLayoutProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The chapter and the conversation: loading, failed, here, or the chapter does not exist. */
  status: PageLoadStatus;
  /** From the route, so the way back and the tabs work whatever loaded. */
  subjectId: number;
  chapterId: number | string;
  /** The chapter's real name; the spec's ch1-ch5 map is only the fallback (decisions.md). */
  chapterName?: string | null;
  analysis?: AskConversationAnalysis | null;
  /** The chat: `<AskChat … />`. */
  chat: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  LinkComponent?: LinkComponent;
  className?: string;
}

/**
 * The /subjects/{s}/{c}/ask screen (spec §2): the way back, the chapter's title, the learn / ask /
 * quiz tabs, the chat and, from 768 px up, the conversation's analysis beside it.
 */
export function AskPageLayout({
  status,
  subjectId,
  chapterId,
  chapterName,
  analysis,
  chat,
  onRetry,
  retrying,
  LinkComponent: linkOverride,
  className,
  ...props
}: AskPageLayoutProps) {
  const askText = useMessages('ask', askMessages);
  const chapterText = useMessages('chapter', chapterMessages);
  const subjectsText = useMessages('subjects', subjectsMessages);
  const chapterHref = `/subjects/${subjectId}/${chapterId}`;
  const title = chapterName?.trim() || askChapterTitle(chapterId, askText, subjectsText);

  let content;
  if (status === 'loading') {
    content = (
      <div className={styles.loading}>
        <Spinner size="lg" showLabel label={chapterText.chapterLoading} />
      </div>
    );
  } else if (status === 'not-found') {
    content = (
      <NotFoundState
        title={chapterText.chapterNotFound}
        description={chapterText.chapterNotFoundText}
        backHref={`/subjects/${subjectId}`}
        backLabel={chapterText.backToSubject}
        headingLevel={2}
        LinkComponent={linkOverride}
      />
    );
  } else if (status === 'error') {
    content = <ErrorState title={askText.askError} headingLevel={2} onRetry={onRetry} retrying={retrying} />;
  } else {
    content = (
      <div className={styles.layout}>
        <div className={styles.main}>{chat}</div>
        {/* Spec §2: hidden on small screens, where the chat needs the whole width. A section, not an
            aside: the app puts pages inside <main>, and a complementary landmark must not nest. */}
        <section className={styles.side} aria-label={askText.askSidePanel}>
          <AskAnalysisCard analysis={analysis} />
        </section>
      </div>
    );
  }

  return (
    <div {...props} className={cx(styles.root, className)}>
      <BackLink href={`/subjects/${subjectId}`} LinkComponent={linkOverride} className={styles.back}>
        {chapterText.backToChapters}
      </BackLink>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {/* Spec §2: the button exists but does nothing yet, so it says so. */}
        <ComingSoonButton className={styles.complete}>{askText.askComplete}</ComingSoonButton>
      </header>
      <nav aria-label={chapterText.chapterTabsLabel}>
        <ul className={styles.tabs}>
          {askPageTabs.map((tab) => (
            <li key={tab} className={styles.tabItem}>
              <ResolvedLink
                LinkComponent={linkOverride}
                href={`${chapterHref}/${tab}`}
                className={styles.tab}
                aria-current={tab === 'ask' ? 'page' : undefined}
              >
                {tabLabels(chapterText, askText)[tab]}
              </ResolvedLink>
            </li>
          ))}
        </ul>
      </nav>
      {content}
    </div>
  );
}
