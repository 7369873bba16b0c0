import { useContext } from 'react';
import type { ComponentPropsWithRef, ComponentType, ReactNode } from 'react';
import * as buttonStyles from '../components/Button/Button.css';
import type { ButtonSize, ButtonVariant } from '../components/Button/Button';
import { StudyUiContext } from '../provider/StudyUiProvider';
import { cx } from './cx';

/** The registration tab of the auth page: where "start free" and "register" calls to action lead. */
export const registerHref = '/login?tab=register';

/**
 * Props every link in @study/ui is rendered with: an anchor's props with a required `href`.
 * Components mostly pass `href`, `className`, `children` and `aria-current`, but Ariakit
 * anchors (tooltips, menus) also pass a ref and event handlers, so an adapter must spread
 * every other prop onto its anchor.
 */
export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> {
  href: string;
  children: ReactNode;
}

/**
 * How @study/ui renders links. The package never routes; the app passes its router's link,
 * e.g. `({ href, ...props }) => <RouterLink to={href} {...props} />`.
 */
export type LinkComponent = ComponentType<LinkProps>;

/** The default link: a plain anchor, i.e. a full page load. */
export function DefaultLink({ children, ...props }: LinkProps) {
  return <a {...props}>{children}</a>;
}

/**
 * The link a component renders: its own `LinkComponent` prop if given, else the one of the
 * nearest StudyUiProvider, else a plain anchor.
 */
export function useLinkComponent(override?: LinkComponent): LinkComponent {
  const provided = useContext(StudyUiContext).linkComponent;
  return override ?? provided ?? DefaultLink;
}

export interface LinkButtonProps extends LinkProps {
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: LinkComponent;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretches the link to the width of its container. */
  fullWidth?: boolean;
  /** Decorative icon before the label; hidden from screen readers. */
  leadingIcon?: ReactNode;
  /** Decorative icon after the label; hidden from screen readers. */
  trailingIcon?: ReactNode;
}

/**
 * A link that looks like a Button, for actions that navigate ('পড়া চালিয়ে যাও'):
 * it stays a link for assistive technology, so it opens in a new tab and announces as one.
 */
export function LinkButton({
  LinkComponent: linkOverride,
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  leadingIcon,
  trailingIcon,
  className,
  children,
  ...props
}: LinkButtonProps) {
  const Link = useLinkComponent(linkOverride);
  return (
    // eslint-disable-next-line react-hooks/static-components -- the link component of the props or the provider: the same component on every render, only looked up here
    <Link {...props} className={cx(buttonStyles.button({ variant, size, fullWidth }), className)}>
      {leadingIcon && (
        <span className={buttonStyles.icon} aria-hidden="true">
          {leadingIcon}
        </span>
      )}
      <span className={buttonStyles.label}>{children}</span>
      {trailingIcon && (
        <span className={buttonStyles.icon} aria-hidden="true">
          {trailingIcon}
        </span>
      )}
    </Link>
  );
}
