import type { ReactNode } from 'react';
import { toBengaliDigits } from '../../i18n/format';
import { bn } from '../../i18n/messages';
import { DefaultLink, LinkButton } from '../../utils/link';
import type { LinkComponent } from '../../utils/link';
import { EmptyState } from '../EmptyState/EmptyState';
import { ArrowLeftIcon, CompassIcon } from '../shell/icons';
import * as styles from './NotFound.css';

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
  LinkComponent = DefaultLink,
  title = bn.notFound,
  description = bn.notFoundDescription,
  homeLabel = bn.notFoundGoHome,
  as: Element = 'main',
}: NotFoundProps) {
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
            <LinkButton href={homeHref} LinkComponent={LinkComponent} size="lg" leadingIcon={<ArrowLeftIcon />}>
              {homeLabel}
            </LinkButton>
          }
        />
      </div>
    </Element>
  );
}
