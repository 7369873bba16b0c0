import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Heading } from '../../utils/Heading';
import type { HeadingLevel } from '../../utils/Heading';
import * as styles from './Card.css';

export const cardElements = ['div', 'article', 'section'] as const;
export type CardElement = (typeof cardElements)[number];

export const cardTones = ['surface', 'subtle', 'brand', 'info', 'success', 'warning', 'danger'] as const;
export type CardTone = (typeof cardTones)[number];

export const cardElevations = ['flat', 'raised', 'floating'] as const;
export type CardElevation = (typeof cardElevations)[number];

export const cardPaddings = ['none', 'sm', 'md', 'lg'] as const;
export type CardPadding = (typeof cardPaddings)[number];

// `section` stands for all three elements: the same attributes, and a ref to an HTMLElement.
export interface CardProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** `article` for self-contained items (a subject), `section` for a part of a page. */
  as?: CardElement;
  tone?: CardTone;
  elevation?: CardElevation;
  padding?: CardPadding;
  /** Heading of the card; an article or section is then named by it. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** A line under the title. */
  description?: ReactNode;
  /** Something at the end of the header, e.g. a Badge or a 'see all' link. */
  headerAction?: ReactNode;
  /** Actions under the content, e.g. Buttons. */
  footer?: ReactNode;
}

/** A surface that groups related content, with an optional header and footer. */
export function Card({
  as: Element = 'div',
  tone = 'surface',
  elevation = 'flat',
  padding = 'md',
  title,
  headingLevel = 3,
  description,
  headerAction,
  footer,
  className,
  children,
  ...props
}: CardProps) {
  // The three elements take the same attributes, and a ref to an HTMLElement fits each of them.
  const Root = Element as 'section';
  const titleId = useId();
  const hasHeader = title != null || description != null || headerAction != null;
  // A titled article/section becomes a named landmark, so screen-reader users can jump to it.
  const labelledBy = title != null && Element !== 'div' && props['aria-label'] === undefined ? titleId : undefined;

  return (
    <Root
      aria-labelledby={labelledBy}
      {...props}
      className={cx(styles.root, styles.tone[tone], styles.elevation[elevation], styles.padding[padding], className)}
    >
      {hasHeader && (
        <div className={styles.header}>
          {(title != null || description != null) && (
            <div className={styles.heading}>
              {title != null && (
                <Heading level={headingLevel} id={titleId} className={styles.title}>
                  {title}
                </Heading>
              )}
              {description != null && <p className={styles.description}>{description}</p>}
            </div>
          )}
          {headerAction != null && <div className={styles.headerAction}>{headerAction}</div>}
        </div>
      )}
      {children != null && <div className={styles.body}>{children}</div>}
      {footer != null && <div className={styles.footer}>{footer}</div>}
    </Root>
  );
}
