import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { HeadingLevel } from '../../utils/Heading';
import { LinkButton } from '../../utils/link';
import type { LinkComponent } from '../../utils/link';
import { EmptyState } from '../EmptyState/EmptyState';
import { ArrowLeftIcon, CompassIcon } from '../../icons';

export interface NotFoundStateProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** What is missing, e.g. 'অধ্যায়টি খুঁজে পাওয়া যায়নি'. */
  title: ReactNode;
  /** Why that may be, and where to look instead. */
  description?: ReactNode;
  /** The way back: where it leads and what it says. */
  backHref: string;
  backLabel: ReactNode;
  headingLevel?: HeadingLevel;
  LinkComponent?: LinkComponent;
  className?: string;
}

/**
 * An item the page was opened for does not exist (deleted, hidden, or a wrong address): said as
 * such, never as a network failure, with no retry that cannot help and a way back.
 */
export function NotFoundState({
  title,
  description,
  backHref,
  backLabel,
  headingLevel = 1,
  LinkComponent: linkOverride,
  className,
  ...props
}: NotFoundStateProps) {
  return (
    <EmptyState
      {...props}
      className={className}
      icon={<CompassIcon />}
      tone="neutral"
      headingLevel={headingLevel}
      title={title}
      description={description}
      action={
        <LinkButton href={backHref} LinkComponent={linkOverride} leadingIcon={<ArrowLeftIcon />}>
          {backLabel}
        </LinkButton>
      }
    />
  );
}
