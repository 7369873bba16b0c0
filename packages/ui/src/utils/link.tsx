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

export interface ResolvedLinkProps extends LinkProps {
  /** The component's own `LinkComponent` prop; it wins over the provider's. */
  LinkComponent?: LinkComponent;
}

/**
 * The one place @study/ui renders a link: its `LinkComponent` prop if given, else the link of
 * the nearest StudyUiProvider, else a plain anchor. Components render this element instead of
 * looking the link component up during their own render.
 */
export function ResolvedLink({ LinkComponent: override, ...props }: ResolvedLinkProps) {
  const provided = useContext(StudyUiContext).linkComponent;
  const Link = override ?? provided ?? DefaultLink;
  return <Link {...props} />;
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
  return (
    <ResolvedLink
      {...props}
      LinkComponent={linkOverride}
      className={cx(buttonStyles.button({ variant, size, fullWidth }), className)}
    >
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
    </ResolvedLink>
  );
}
