import { Hovercard, HovercardAnchor, useHovercardStore } from '@ariakit/react';
import { useId, useRef } from 'react';
import type { ComponentPropsWithRef, FocusEvent } from 'react';
import { formatNumber, formatPercent } from '../../../i18n/format';
import { useMergedRef } from '../../../utils/useMergedRef';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { ProgressBar } from '../../ProgressBar/ProgressBar';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { SubjectIcon } from '../SubjectIcon/SubjectIcon';
import type { SubjectSummary } from '../types';
import * as styles from './SubjectCard.css';
import { commonMessages } from '../../../i18n/areas/common';
import { subjectsMessages } from '../../../i18n/areas/subjects';
import { useMessages } from '../../../provider/StudyUiProvider';

/** Spec §9: the hover card opens after 200 ms and closes 100 ms after the pointer leaves. */
export const subjectHovercardTiming = { showMs: 200, hideMs: 100 } as const;

export interface SubjectCardProps extends Omit<ComponentPropsWithRef<'article'>, 'children'> {
  subject: SubjectSummary;
  /** Where the card leads; /subjects/{id} by default. */
  href?: string;
  LinkComponent?: LinkComponent;
  /** Level of the subject name, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** Shows the hover card with the description (or the progress line) on hover and keyboard focus. */
  hovercard?: boolean;
  className?: string;
}

/** The text of the hover card: the description, or else the progress line of spec §2. */
export function subjectHovercardText(subject: Pick<SubjectSummary, 'description' | 'progress'>): string {
  const description = subject.description?.trim();
  return description ? description : `${subjectsMessages.subjectProgressLine}: ${formatPercent(subject.progress ?? 0)}`;
}

/**
 * A subject as a card that links to its chapters. The whole card is the link's target area, but
 * only the name is the link's text, so a screen reader hears the name, not the whole card.
 */
export function SubjectCard({
  subject,
  href = `/subjects/${subject.id}`,
  LinkComponent: linkOverride,
  headingLevel = 3,
  hovercard = true,
  className,
  ref,
  ...props
}: SubjectCardProps) {
  const commonText = useMessages('common', commonMessages);
  const subjectsText = useMessages('subjects', subjectsMessages);
  const cardRef = useRef<HTMLElement>(null);
  const mergedRef = useMergedRef(cardRef, ref);
  const descriptionId = useId();
  const store = useHovercardStore({
    showTimeout: subjectHovercardTiming.showMs,
    hideTimeout: subjectHovercardTiming.hideMs,
    placement: 'bottom',
  });
  const hoverText = subjectHovercardText(subject);

  // Keyboard users get the card too (hover alone would leave them out), but not on a tap.
  const showOnFocus = (event: FocusEvent<HTMLAnchorElement>) => {
    if (event.currentTarget.matches(':focus-visible')) store.show();
  };

  return (
    <article {...props} ref={mergedRef} className={cx(styles.card, className)}>
      <div className={styles.top}>
        <SubjectIcon type={subject.iconType} />
        <div className={styles.text}>
          <Heading level={headingLevel} className={styles.name}>
            {hovercard ? (
              <HovercardAnchor
                store={store}
                render={({ children, ...anchorProps }) => (
                  <ResolvedLink LinkComponent={linkOverride} {...anchorProps} href={href}>
                    {children}
                  </ResolvedLink>
                )}
                className={styles.link}
                aria-describedby={descriptionId}
                onFocus={showOnFocus}
                onBlur={() => store.hide()}
              >
                {subject.name}
              </HovercardAnchor>
            ) : (
              <ResolvedLink
                LinkComponent={linkOverride}
                href={href}
                className={styles.link}
                aria-describedby={descriptionId}
              >
                {subject.name}
              </ResolvedLink>
            )}
          </Heading>
          {subject.chapterCount !== undefined && (
            <p className={styles.meta}>
              {formatNumber(subject.chapterCount)}
              {subjectsText.chaptersCount}
            </p>
          )}
        </div>
        <ChevronIcon />
      </div>
      {subject.progress !== undefined && (
        <ProgressBar value={subject.progress} label={`${subject.name}: ${commonText.progress}`} showValue size="sm" />
      )}
      <VisuallyHidden id={descriptionId}>{hoverText}</VisuallyHidden>
      {hovercard && (
        <Hovercard
          store={store}
          portal
          // Rendered only while shown: a grid of cards would otherwise build a hidden portal
          // each as the page starts (screen readers get the same text from the description).
          unmountOnHide
          gutter={8}
          getAnchorRect={() => cardRef.current?.getBoundingClientRect() ?? null}
          aria-label={subject.name}
          className={styles.hovercard}
        >
          <p className={styles.hovercardName} aria-hidden="true">
            {subject.name}
          </p>
          <p className={styles.hovercardText}>{hoverText}</p>
        </Hovercard>
      )}
    </article>
  );
}

function ChevronIcon() {
  return (
    <svg
      className={styles.chevron}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="m8 4.5 5.5 5.5L8 15.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
