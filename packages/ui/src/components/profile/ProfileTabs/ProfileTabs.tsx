import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useEffect, useId, useRef, useState } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import type { HeadingLevel } from '../../../utils/Heading';
import { cx } from '../../../utils/cx';
import { scrollFade } from '../../../utils/scrollFade.css';
import { scrollEdgeAttributes, useScrollEdges } from '../../../utils/useScrollEdges';
import { Badge } from '../../Badge/Badge';
import { Card } from '../../Card/Card';
import { EmptyState } from '../../EmptyState/EmptyState';
import { BellIcon, LockIcon, SlidersIcon, UserIcon } from '../../../icons';
import * as styles from './ProfileTabs.css';
import { commonMessages } from '../../../i18n/areas/common';
import { profileMessages } from '../../../i18n/areas/profile';
import type { ProfileMessages } from '../../../i18n/areas/profile';
import { useMessages } from '../../../provider/StudyUiProvider';

export const profileTabs = ['personal', 'security', 'preferences', 'notifications'] as const;
export type ProfileTab = (typeof profileTabs)[number];

const tabInfo = (profileText: ProfileMessages): Record<ProfileTab, { label: string; icon: ReactNode }> => ({
  personal: { label: profileText.profileTabPersonal, icon: <UserIcon /> },
  security: { label: profileText.profileTabSecurity, icon: <LockIcon /> },
  preferences: { label: profileText.profileTabPreferences, icon: <SlidersIcon /> },
  notifications: { label: profileText.profileTabNotifications, icon: <BellIcon /> },
});

export interface ProfileTabsProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'security' | 'title'> {
  /** The personal-info panel, e.g. a PersonalInfoForm. */
  personalInfo: ReactNode;
  /** The password-and-security panel, e.g. a ChangePasswordForm. */
  security: ReactNode;
  /** The open tab, when the app controls it. */
  tab?: ProfileTab;
  defaultTab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
  /** Heading level of the coming-soon panels' titles, as in the other panels. */
  headingLevel?: HeadingLevel;
  className?: string;
}

/**
 * The profile's right card: personal info, password and security, and learning preferences
 * and notifications as coming-soon placeholders (spec §2). Arrow keys move between the tabs.
 */
export function ProfileTabs({
  personalInfo,
  security,
  tab,
  defaultTab = 'personal',
  onTabChange,
  headingLevel = 2,
  className,
  ...props
}: ProfileTabsProps) {
  const profileText = useMessages('profile', profileMessages);
  const id = useId();
  const tabId = (name: ProfileTab) => `${id}-${name}`;
  const [ownTab, setOwnTab] = useState(defaultTab);
  const selected = tab ?? ownTab;
  // Four tabs do not fit a 360 px phone: the row scrolls, fades where tabs are cut off, and
  // brings a newly chosen tab wholly into view.
  const listRef = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(listRef, undefined);
  const shownTab = useRef(selected);
  useEffect(() => {
    if (shownTab.current === selected) return;
    shownTab.current = selected;
    document.getElementById(`${id}-${selected}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [id, selected]);

  function select(tabElementId: string | null | undefined) {
    const next = profileTabs.find((name) => tabId(name) === tabElementId);
    if (next === undefined || next === selected) return;
    setOwnTab(next);
    onTabChange?.(next);
  }

  const panels: Record<ProfileTab, ReactNode> = {
    personal: personalInfo,
    security,
    preferences: <ComingSoon tab="preferences" text={profileText.profilePreferencesSoon} headingLevel={headingLevel} />,
    notifications: (
      <ComingSoon tab="notifications" text={profileText.profileNotificationsSoon} headingLevel={headingLevel} />
    ),
  };

  return (
    <Card {...props} elevation="raised" className={className}>
      <TabProvider selectedId={tabId(selected)} setSelectedId={select}>
        <TabList
          ref={listRef}
          aria-label={profileText.profileTabsLabel}
          className={cx(styles.tabList, scrollFade)}
          {...scrollEdgeAttributes(edges)}
        >
          {profileTabs.map((name) => (
            <Tab key={name} id={tabId(name)} className={styles.tab}>
              <span className={styles.tabIcon} aria-hidden="true">
                {tabInfo(profileText)[name].icon}
              </span>
              {tabInfo(profileText)[name].label}
            </Tab>
          ))}
        </TabList>
        {profileTabs.map((name) => (
          <TabPanel key={name} tabId={tabId(name)} className={styles.panel}>
            {panels[name]}
          </TabPanel>
        ))}
      </TabProvider>
    </Card>
  );
}

function ComingSoon({ tab, text, headingLevel }: { tab: ProfileTab; text: string; headingLevel: HeadingLevel }) {
  const commonText = useMessages('common', commonMessages);
  const profileText = useMessages('profile', profileMessages);
  const info = tabInfo(profileText)[tab];
  return (
    <EmptyState
      tone="neutral"
      icon={info.icon}
      title={info.label}
      headingLevel={headingLevel}
      description={text}
      // Wrapped: on a phone EmptyState stretches its actions to full width, but not a badge.
      action={
        <div>
          <Badge tone="warning">{commonText.comingSoon}</Badge>
        </div>
      }
    />
  );
}
