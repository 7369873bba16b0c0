import type { LinkProps } from '@study/ui';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** An address the browser resolves itself: one with a scheme (mailto:, https:) or another host (//…). */
const ABSOLUTE = /^\s*(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * @study/ui renders links through this adapter, so they navigate inside the app. It renders the
 * anchor itself with the router's own link hooks (the href, and a click that navigates unless
 * modified, targeted elsewhere or prevented) rather than through the router's `<Link>`: every link
 * is already rendered by @study/ui's ResolvedLink, and `<Link>` was one more component per link to
 * render (issue 23). An absolute address is left to the browser as it is, as `<Link>` does.
 */
export function RouterLink({ href, onClick, target, children, ...props }: LinkProps) {
  const absolute = ABSOLUTE.test(href);
  // The hooks run for every link (a hook is never conditional); an absolute address uses neither.
  const resolvedHref = useHref(absolute ? '.' : href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(absolute ? '.' : href, { target });
  return (
    <a
      {...props}
      href={absolute ? href : resolvedHref}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!absolute && !event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
