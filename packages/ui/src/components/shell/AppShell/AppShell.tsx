import { Dialog } from '@ariakit/react';
import { memo, useCallback, useEffect, useRef, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { mq } from '../../../theme/breakpoints';
import { cx } from '../../../utils/cx';
import type { LinkComponent } from '../../../utils/link';
import { useCloseOnBack } from '../../../utils/useCloseOnBack';
import { Button } from '../../Button/Button';
import { Skeleton } from '../../Skeleton/Skeleton';
import { AppHeader } from '../AppHeader/AppHeader';
import { Avatar } from '../Avatar/Avatar';
import { CloseIcon } from '../../../icons';
import type { ShellNavItem } from '../navItems';
import { classLabel } from '../shellUser';
import type { ShellUser } from '../shellUser';
import { Sidebar, SidebarBrand } from '../Sidebar/Sidebar';
import * as styles from './AppShell.css';
import { commonMessages } from '../../../i18n/areas/common';
import { shellMessages } from '../../../i18n/areas/shell';
import { useMessages } from '../../../provider/StudyUiProvider';

/**
 * The rail's sidebar re-renders only when its own props change: not when the student's name
 * arrives (a pre-rendered page taken over) or the header changes.
 */
const RailSidebar = memo(Sidebar);

export const shellSections = ['home', 'subjects', 'progress', 'achievements', 'profile', 'default'] as const;
export type ShellSection = (typeof shellSections)[number];

export interface AppShellProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page title, shown in the header as the page's h1. */
  title: ReactNode;
  /** The student; `null` shows placeholders until the app knows who is signed in. */
  user: ShellUser | null;
  /** The current path, e.g. '/subjects/3'; its sidebar link is marked current. */
  activeHref?: string;
  /** The route section, which picks the page's background gradient. */
  section?: ShellSection;
  navItems?: ShellNavItem[];
  /** Desktop sidebar showing icons only, when the app controls it (e.g. remembered per device). */
  collapsed?: boolean;
  defaultCollapsed?: boolean;
  onCollapsedChange?: (collapsed: boolean) => void;
  /** The app's router link; a plain anchor by default. */
  LinkComponent?: LinkComponent;
  /** Product name in the sidebar and the drawer. */
  brand?: ReactNode;
  /** Tools in the header of every page, e.g. the study timer (StudyTimerButton). */
  headerActions?: ReactNode;
  /** Id of the main element, the skip link's target. */
  mainId?: string;
  /** The page. */
  children: ReactNode;
}

/**
 * The frame of every signed-in page: a skip link, the sidebar (collapsible on desktop, a
 * slide-in drawer under 768 px), the header with the page title and the student, and the
 * main area on a background tinted by the route's section.
 */
export function AppShell({
  title,
  user,
  activeHref,
  section = 'default',
  navItems,
  collapsed,
  defaultCollapsed = false,
  onCollapsedChange,
  LinkComponent,
  brand: brandProp,
  headerActions,
  mainId = 'main-content',
  children,
  className,
  ...props
}: AppShellProps) {
  const shellText = useMessages('shell', shellMessages);
  const commonText = useMessages('common', commonMessages);
  const brand = brandProp ?? commonText.appName;
  const [ownCollapsed, setOwnCollapsed] = useState(defaultCollapsed);
  const isCollapsed = collapsed ?? ownCollapsed;
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  const toggleCollapsed = useCallback(() => {
    setOwnCollapsed(!isCollapsed);
    onCollapsedChange?.(!isCollapsed);
  }, [isCollapsed, onCollapsedChange]);

  const closeMenu = () => setMenuOpen(false);
  const keepMenuHistoryEntry = useCloseOnBack(menuOpen, closeMenu);
  // A link chosen in the drawer: the router is navigating, which stepping back would undo.
  const closeMenuForLink = () => {
    keepMenuHistoryEntry();
    closeMenu();
  };

  // The drawer exists for phones only: close it if the screen grows past the breakpoint
  // (a phone turned sideways), where the sidebar shows anyway.
  useEffect(() => {
    if (!menuOpen) return;
    const wide = window.matchMedia(mq.tablet);
    const closeIfWide = () => {
      if (wide.matches) setMenuOpen(false);
    };
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    return () => wide.removeEventListener('change', closeIfWide);
  }, [menuOpen]);

  const sidebarProps = { items: navItems, activeHref, LinkComponent, brand };

  return (
    <div {...props} className={cx(styles.root({ section }), className)}>
      <a href={`#${mainId}`} className={styles.skipLink}>
        {shellText.shellSkipToContent}
      </a>
      <div className={cx(styles.rail, isCollapsed && styles.railCollapsed)}>
        <RailSidebar {...sidebarProps} collapsed={isCollapsed} onToggleCollapsed={toggleCollapsed} />
      </div>
      <div className={styles.column}>
        <AppHeader
          title={title}
          user={user}
          onMenuClick={() => setMenuOpen(true)}
          menuOpen={menuOpen}
          menuButtonRef={menuButtonRef}
          actions={headerActions}
        />
        <main id={mainId} tabIndex={-1} className={styles.main}>
          {children}
        </main>
      </div>
      <Dialog
        open={menuOpen}
        onClose={closeMenu}
        aria-label={shellText.shellNavLabel}
        className={styles.drawer}
        backdrop={<div className={styles.backdrop} />}
        finalFocus={menuButtonRef}
        unmountOnHide
      >
        <div className={styles.drawerHeader}>
          <SidebarBrand brand={brand} />
          <Button
            variant="ghost"
            aria-label={shellText.shellCloseMenu}
            leadingIcon={<CloseIcon />}
            onClick={closeMenu}
          />
        </div>
        <div className={styles.drawerUser}>
          <Avatar name={user?.name ?? ''} src={user?.avatarUrl} decorative />
          <div className={styles.drawerUserText}>
            <span className={styles.drawerUserName}>{user ? user.name : <Skeleton shape="text" width="6em" />}</span>
            <span className={styles.drawerUserClass}>
              {user ? classLabel(user.classLevel, commonText) : <Skeleton shape="text" width="4em" />}
            </span>
          </div>
        </div>
        <Sidebar {...sidebarProps} hideBrand onNavigate={closeMenuForLink} className={styles.drawerNav} />
      </Dialog>
    </div>
  );
}
