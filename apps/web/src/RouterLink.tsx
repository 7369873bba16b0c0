import type { LinkProps } from '@study/ui';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * @study/ui renders links through this adapter, so they navigate inside the app. It renders the
 * anchor itself with the router's own link hooks (the href, and a click that navigates unless
 * modified, targeted elsewhere or prevented) rather than through the router's `<Link>`: every link
 * is already rendered by @study/ui's ResolvedLink, and `<Link>` was one more component per link to
 * render (issue 23). @study/ui's links are the app's own paths (Markdown sends outside links to a
 * plain anchor), so `<Link>`'s handling of absolute URLs is not needed.
 */
export function RouterLink({ href, onClick, target, children, ...props }: LinkProps) {
  const resolvedHref = useHref(href);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  return (
    <a
      {...props}
      href={resolvedHref}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
    >
      {children}
    </a>
  );
}
