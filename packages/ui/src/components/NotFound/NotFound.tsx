import type { ReactNode } from 'react';
import { toBengaliDigits } from '../../i18n/format';
import { LinkButton } from '../../utils/link';
import type { LinkComponent } from '../../utils/link';
import { EmptyState } from '../EmptyState/EmptyState';
import { ArrowLeftIcon, CompassIcon } from '../../icons';
import * as styles from './NotFound.css';
import { commonMessages } from '../../i18n/areas/common';
import { useMessages } from '../../provider/StudyUiProvider';

export interface NotFoundProps {
  /** Where the way-home link goes. */
  homeHref?: string;
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: LinkComponent;
  title?: ReactNode;
  description?: ReactNode;
  homeLabel?: ReactNode;
  /**
   * `main` when the 404 is the whole page (unknown routes are public, outside the app shell);
   * `div` when a page that already has a main shows it.
   */
  as?: 'main' | 'div';
}

/** The page for an unknown address: what happened, in friendly words, and a way home. */
export function NotFound({
  homeHref = '/',
  LinkComponent: linkOverride,
  title: titleProp,
  description: descriptionProp,
  homeLabel: homeLabelProp,
  as: Element = 'main',
}: NotFoundProps) {
  const commonText = useMessages('common', commonMessages);
  const title = titleProp ?? commonText.notFound;
  const description = descriptionProp ?? commonText.notFoundDescription;
  const homeLabel = homeLabelProp ?? commonText.notFoundGoHome;
  return (
    <Element className={styles.root}>
      <div className={styles.code} aria-hidden="true">
        {toBengaliDigits(404)}
      </div>
      <div className={styles.card}>
        <EmptyState
          headingLevel={1}
          icon={<CompassIcon />}
          title={title}
          description={description}
          action={
            <LinkButton href={homeHref} LinkComponent={linkOverride} size="lg" leadingIcon={<ArrowLeftIcon />}>
              {homeLabel}
            </LinkButton>
          }
        />
      </div>
    </Element>
  );
}
