import { Tooltip, TooltipAnchor, TooltipProvider } from '@ariakit/react';
import { useMemo } from 'react';
import type { ComponentPropsWithRef, ReactElement, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { BooksIcon, ChevronLeftIcon } from '../../../icons';
import { navCurrent } from '../navCurrent';
import { defaultNavItems } from '../navItems';
import type { ShellNavItem } from '../navItems';
import * as styles from './Sidebar.css';
import { commonMessages } from '../../../i18n/areas/common';
import { shellMessages } from '../../../i18n/areas/shell';
import { useMessages } from '../../../provider/StudyUiProvider';

/** Spec §9: a collapsed sidebar's tooltips open after 300 ms. */
const tooltipDelay = 300;

export interface SidebarProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  items?: ShellNavItem[];
  /** The current path; its link is marked `aria-current`. */
  activeHref?: string;
  /** Icons only, each label in a tooltip (and still read by screen readers). */
  collapsed?: boolean;
  /** Shows the collapse/expand button at the bottom (desktop only). */
  onToggleCollapsed?: () => void;
  /** Called when a link is followed, e.g. to close the phone drawer. */
  onNavigate?: () => void;
  LinkComponent?: LinkComponent;
  /** Product name next to the logo mark. */
  brand?: ReactNode;
  /** Hides the brand row, when the drawer shows it in its own header. */
  hideBrand?: boolean;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
}

/** The signed-in navigation: home, subjects, progress, achievements, profile. */
export function Sidebar({
  items: itemsProp,
  activeHref,
  collapsed = false,
  onToggleCollapsed,
  onNavigate,
  LinkComponent: linkOverride,
  brand: brandProp,
  hideBrand = false,
  label: labelProp,
  className,
  ...props
}: SidebarProps) {
  const shellText = useMessages('shell', shellMessages);
  const commonText = useMessages('common', commonMessages);
  const brand = brandProp ?? commonText.appName;
  const label = labelProp ?? shellText.shellNavLabel;
  const defaultItems = useMemo(() => defaultNavItems(shellText), [shellText]);
  const items = itemsProp ?? defaultItems;
  return (
    <div {...props} className={cx(styles.root, className)}>
      {!hideBrand && <SidebarBrand brand={brand} collapsed={collapsed} />}
      <nav aria-label={label} className={styles.nav}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <NavEntry
                item={item}
                activeHref={activeHref}
                collapsed={collapsed}
                onNavigate={onNavigate}
                LinkComponent={linkOverride}
              />
            </li>
          ))}
        </ul>
      </nav>
      {onToggleCollapsed && (
        <WithTooltip label={collapsed ? shellText.shellExpand : undefined}>
          <Button
            variant="ghost"
            fullWidth
            className={cx(styles.toggle, collapsed && styles.collapsedToggle)}
            onClick={onToggleCollapsed}
            aria-label={collapsed ? shellText.shellExpand : undefined}
            leadingIcon={
              <span className={cx(styles.toggleIcon, collapsed && styles.toggleIconFlipped)}>
                <ChevronLeftIcon />
              </span>
            }
          >
            {collapsed ? undefined : shellText.shellCollapse}
          </Button>
        </WithTooltip>
      )}
    </div>
  );
}

/** The logo mark with the product name; the name hides (but is still read) when collapsed. */
export function SidebarBrand({ brand, collapsed = false }: { brand: ReactNode; collapsed?: boolean }) {
  return (
    <div className={styles.brand}>
      <span className={styles.brandMark} aria-hidden="true">
        <BooksIcon />
      </span>
      {collapsed ? <VisuallyHidden>{brand}</VisuallyHidden> : brand}
    </div>
  );
}

function NavEntry({
  item,
  activeHref,
  collapsed,
  onNavigate,
  LinkComponent: linkOverride,
}: {
  item: ShellNavItem;
  activeHref: string | undefined;
  collapsed: boolean;
  onNavigate: (() => void) | undefined;
  LinkComponent: LinkComponent | undefined;
}) {
  const commonText = useMessages('common', commonMessages);
  const itemClass = cx(styles.item, collapsed && styles.collapsedItem);
  const icon = (
    <span className={styles.itemIcon} aria-hidden="true">
      {item.icon}
    </span>
  );
  const text = collapsed ? (
    <VisuallyHidden>{item.label}</VisuallyHidden>
  ) : (
    <span className={styles.itemLabel}>{item.label}</span>
  );

  if (item.comingSoon) {
    // Not a link, but still focusable, so keyboard and screen-reader users learn that the
    // feature is coming instead of finding a gap in the menu.
    const entry = (
      <span role="link" aria-disabled="true" tabIndex={0} className={itemClass}>
        {icon}
        {text}
        {collapsed ? (
          <VisuallyHidden>{commonText.comingSoon}</VisuallyHidden>
        ) : (
          <Badge size="sm" tone="warning">
            {commonText.comingSoon}
          </Badge>
        )}
      </span>
    );
    return collapsed ? <WithTooltip label={`${item.label} · ${commonText.comingSoon}`}>{entry}</WithTooltip> : entry;
  }

  const link = (
    <ResolvedLink
      LinkComponent={linkOverride}
      href={item.href}
      className={itemClass}
      aria-current={navCurrent(item.href, activeHref)}
      onClick={onNavigate}
    >
      {icon}
      {text}
    </ResolvedLink>
  );
  // Entries carry a tooltip only while collapsed: a tooltip each costs a slow phone's first render
  // noticeably, and only the toggle (whose focus must survive, see WithTooltip) changes the state.
  return collapsed ? <WithTooltip label={item.label}>{link}</WithTooltip> : link;
}

/**
 * Makes an element the anchor of a tooltip that shows only while there is a label (the
 * collapsed sidebar). The anchor renders the element itself, with no wrapper. The toggle stays
 * an anchor either way, so collapsing never remounts it or loses its focus; the entries are
 * anchors only while collapsed (they remount when the toggle is used, while focus is on it).
 */
function WithTooltip({ label, children }: { label: string | undefined; children: ReactElement }) {
  return (
    <TooltipProvider showTimeout={tooltipDelay} placement="right">
      <TooltipAnchor render={children} showOnHover={label !== undefined} />
      {label !== undefined && <Tooltip className={styles.tooltip}>{label}</Tooltip>}
    </TooltipProvider>
  );
}
