import { cx } from '../../utils/cx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { toBengaliDigits } from '../../i18n/format';
import { LinkButton } from '../../utils/link';
import type { LinkComponent } from '../../utils/link';
import { EmptyState } from '../EmptyState/EmptyState';
import { ArrowLeftIcon, CompassIcon } from '../../icons';
import * as styles from './NotFound.css';
import { commonMessages } from '../../i18n/areas/common';
import { useMessages } from '../../provider/StudyUiProvider';

export interface NotFoundProps extends Omit<ComponentPropsWithRef<'main'>, 'children' | 'title'> {
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
  className,
  ...props
}: NotFoundProps) {
  // Both elements take the same attributes, and a ref to an HTMLElement fits each of them.
  const Root = Element as 'main';
  const commonText = useMessages('common', commonMessages);
  const title = titleProp ?? commonText.notFound;
  const description = descriptionProp ?? commonText.notFoundDescription;
  const homeLabel = homeLabelProp ?? commonText.notFoundGoHome;
  return (
    <Root {...props} className={cx(styles.root, className)}>
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
    </Root>
  );
}
