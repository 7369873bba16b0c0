import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { cx } from '../../../utils/cx';
import { Button } from '../../Button/Button';
import { Skeleton } from '../../Skeleton/Skeleton';
import { Avatar } from '../Avatar/Avatar';
import { MenuIcon } from '../../../icons';
import { classLabel } from '../shellUser';
import type { ShellUser } from '../shellUser';
import * as styles from './AppHeader.css';
import { shellMessages } from '../../../i18n/areas/shell';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface AppHeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children' | 'title'> {
  /** The page title, the page's only h1. */
  title: ReactNode;
  /** The student; `null` shows placeholders until the app knows who is signed in. */
  user: ShellUser | null;
  /** Shows the menu button (phones only) that opens the navigation drawer. */
  onMenuClick?: () => void;
  /** Whether the drawer the menu button controls is open. */
  menuOpen?: boolean;
  /** The menu button, so the drawer can give the focus back to it. */
  menuButtonRef?: Ref<HTMLButtonElement>;
  /** Tools the student needs on every page, before the student's name (the study timer). */
  actions?: ReactNode;
  className?: string;
}

/** The bar above each signed-in page: menu button on phones, page title, the student. */
export function AppHeader({
  title,
  user,
  onMenuClick,
  menuOpen = false,
  menuButtonRef,
  actions,
  className,
  ...props
}: AppHeaderProps) {
  const shellText = useMessages('shell', shellMessages);
  const commonText = useMessages('common', commonMessages);
  return (
    <header {...props} className={cx(styles.root, className)}>
      {onMenuClick && (
        <Button
          ref={menuButtonRef}
          variant="ghost"
          className={styles.menuButton}
          aria-label={shellText.shellOpenMenu}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          leadingIcon={<MenuIcon />}
          onClick={onMenuClick}
        />
      )}
      <h1 className={styles.title}>{title}</h1>
      {actions}
      <div className={styles.user}>
        <div className={styles.userText}>
          <span className={styles.userName}>{user ? user.name : <Skeleton shape="text" width="6em" />}</span>
          <span className={styles.userClass}>
            {user ? classLabel(user.classLevel, commonText) : <Skeleton shape="text" width="4em" />}
          </span>
        </div>
        <Avatar name={user?.name ?? ''} src={user?.avatarUrl} decorative />
      </div>
    </header>
  );
}
