import { useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { adminText } from '../../../i18n/adminMessages';
import { mq } from '../../../theme/breakpoints';
import { cx } from '../../../utils/cx';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Button } from '../../Button/Button';
import * as appShellStyles from '../../shell/AppShell/AppShell.css';
import * as sidebarStyles from '../../shell/Sidebar/Sidebar.css';
import { LogoutIcon, MenuIcon } from '../../../icons';
import { navCurrent } from '../../shell/navCurrent';
import { useMediaQuery } from '../useMediaQuery';
import { adminNavItems } from './adminNav';
import type { AdminNavItem } from './adminNav';
import * as styles from './AdminShell.css';

export interface AdminShellProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page title, the page's h1. */
  title: ReactNode;
  /** The current path, e.g. '/admin/subjects'; its sidebar link is marked current. */
  activeHref?: string;
  onLogout: () => void;
  /** The signed-in admin, shown in the header from a tablet up. */
  adminEmail?: string;
  navItems?: readonly AdminNavItem[];
  /** Whether the sidebar shows, when the app controls it. */
  sidebarOpen?: boolean;
  /** By default open from the tablet breakpoint (768 px) up, closed on a phone. */
  defaultSidebarOpen?: boolean;
  onSidebarOpenChange?: (open: boolean) => void;
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: LinkComponent;
  brand?: ReactNode;
  /** Id of the main element, the skip link's target. */
  mainId?: string;
  children: ReactNode;
}

/**
 * The admin area's frame: a header with the sidebar toggle, the product name and Logout; the
 * sidebar (Dashboard, Schools, Classes, Subjects, Chapters, Topics, Quizzes); the page. On a
 * phone the sidebar starts closed and opens over the page.
 */
export function AdminShell({
  title,
  activeHref,
  onLogout,
  adminEmail,
  navItems = adminNavItems,
  sidebarOpen,
  defaultSidebarOpen,
  onSidebarOpenChange,
  LinkComponent: linkOverride,
  brand = adminText.appName,
  mainId = 'admin-main',
  children,
  className,
  onKeyDown,
  ...props
}: AdminShellProps) {
  const wide = useMediaQuery(mq.tablet, true);
  const [ownOpen, setOwnOpen] = useState(defaultSidebarOpen);
  const open = sidebarOpen ?? ownOpen ?? wide;
  const sidebarId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  function setOpen(next: boolean) {
    setOwnOpen(next);
    onSidebarOpenChange?.(next);
  }

  // On a phone the sidebar covers the page: following a link or Escape closes it.
  function closeOverlay(returnFocus: boolean) {
    if (wide) return;
    setOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- not a control: Escape pressed anywhere inside closes the overlay menu
    <div
      {...props}
      className={cx(styles.root, className)}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Escape' && open) closeOverlay(true);
      }}
    >
      <a href={`#${mainId}`} className={appShellStyles.skipLink}>
        {adminText.skipToContent}
      </a>
      <header className={styles.header}>
        <Button
          ref={toggleRef}
          variant="ghost"
          aria-label={adminText.toggleSidebar}
          aria-expanded={open}
          aria-controls={sidebarId}
          leadingIcon={<MenuIcon />}
          onClick={() => setOpen(!open)}
        />
        <span className={styles.brand}>{brand}</span>
        <div className={styles.headerEnd}>
          {adminEmail && <span className={styles.adminName}>{adminEmail}</span>}
          <Button variant="outline" size="sm" leadingIcon={<LogoutIcon />} onClick={onLogout}>
            {adminText.logout}
          </Button>
        </div>
      </header>
      <div className={styles.body}>
        <div id={sidebarId} hidden={!open} className={styles.sidebar}>
          <nav aria-label={adminText.navLabel}>
            <ul className={sidebarStyles.list}>
              {navItems.map((item) => (
                <li key={item.key}>
                  {item.href === undefined ? (
                    // No route (spec §2): not a link, so it cannot be followed or focused.
                    <span className={cx(sidebarStyles.item, styles.unavailable)}>
                      <span className={sidebarStyles.itemIcon} aria-hidden="true">
                        {item.icon}
                      </span>
                      <span className={sidebarStyles.itemLabel}>
                        {item.label}
                        {item.note && <span className={styles.navNote}>{item.note}</span>}
                      </span>
                    </span>
                  ) : (
                    <ResolvedLink
                      LinkComponent={linkOverride}
                      href={item.href}
                      className={sidebarStyles.item}
                      aria-current={navCurrent(item.href, activeHref)}
                      onClick={() => closeOverlay(false)}
                    >
                      <span className={sidebarStyles.itemIcon} aria-hidden="true">
                        {item.icon}
                      </span>
                      <span className={sidebarStyles.itemLabel}>{item.label}</span>
                    </ResolvedLink>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <main id={mainId} tabIndex={-1} className={styles.main}>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </main>
      </div>
    </div>
  );
}
