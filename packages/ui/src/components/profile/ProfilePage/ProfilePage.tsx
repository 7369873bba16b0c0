import { cx } from '../../../utils/cx';
import type { ComponentPropsWithRef } from 'react';
import { useState } from 'react';
import { Card } from '../../Card/Card';
import { Skeleton } from '../../Skeleton/Skeleton';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { ChangePasswordForm } from '../ChangePasswordForm/ChangePasswordForm';
import { PersonalInfoForm } from '../PersonalInfoForm/PersonalInfoForm';
import { ProfileLoadError } from '../ProfileLoadError/ProfileLoadError';
import { ProfileSummaryCard } from '../ProfileSummaryCard/ProfileSummaryCard';
import { ProfileTabs } from '../ProfileTabs/ProfileTabs';
import type { ProfileTab } from '../ProfileTabs/ProfileTabs';
import type { ProfileData, ProfileUpdate } from '../profileTypes';
import type { ActionResult } from '../useSubmitAction';
import type { PasswordChangeValues } from '../validatePasswordChange';
import * as styles from './ProfilePage.css';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface ProfilePageProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** The loaded profile; skeletons show until it arrives. */
  profile?: ProfileData | null;
  /** The profile could not be loaded: the error with a retry shows instead. */
  loadError?: boolean;
  onRetry: () => void;
  retrying?: boolean;
  onLogout: () => void;
  loggingOut?: boolean;
  /** Return the request's promise: the editor closes when it resolves. */
  onSave: (values: ProfileUpdate) => ActionResult;
  saving?: boolean;
  /** Return the request's promise: the fields clear when it resolves. */
  onChangePassword: (values: PasswordChangeValues) => ActionResult;
  changingPassword?: boolean;
  onPasswordValidationError?: (messages: string[]) => void;
  /** The open tab, when the app controls it. */
  tab?: ProfileTab;
  defaultTab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
}

/** The whole /profile screen below the header: loading, load error, or the two cards. */
export function ProfilePage({
  profile,
  loadError = false,
  onRetry,
  retrying,
  onLogout,
  loggingOut,
  onSave,
  saving,
  onChangePassword,
  changingPassword,
  onPasswordValidationError,
  tab,
  defaultTab = 'personal',
  onTabChange,
  className,
  ...props
}: ProfilePageProps) {
  const [ownTab, setOwnTab] = useState(defaultTab);
  const [editing, setEditing] = useState(false);

  if (loadError) return <ProfileLoadError {...props} className={className} onRetry={onRetry} retrying={retrying} />;
  if (!profile) return <ProfileSkeleton {...props} className={className} />;

  function selectTab(next: ProfileTab) {
    setOwnTab(next);
    onTabChange?.(next);
  }

  return (
    <div {...props} className={cx(styles.layout, className)}>
      <ProfileSummaryCard
        profile={profile}
        onLogout={onLogout}
        loggingOut={loggingOut}
        // The prompt opens the editor on the personal-info tab.
        onAddSchool={() => {
          selectTab('personal');
          setEditing(true);
        }}
      />
      <ProfileTabs
        tab={tab ?? ownTab}
        onTabChange={selectTab}
        personalInfo={
          <PersonalInfoForm
            profile={profile}
            onSave={onSave}
            saving={saving}
            editing={editing}
            onEditingChange={setEditing}
          />
        }
        security={
          <ChangePasswordForm
            onChangePassword={onChangePassword}
            submitting={changingPassword}
            onValidationError={onPasswordValidationError}
          />
        }
      />
    </div>
  );
}

/** The two cards' shapes while the profile loads; screen readers hear 'লোড হচ্ছে...'. */
function ProfileSkeleton({ className, ...props }: ComponentPropsWithRef<'div'>) {
  const commonText = useMessages('common', commonMessages);
  return (
    <div {...props} className={cx(styles.layout, className)} aria-busy="true">
      <VisuallyHidden role="status">{commonText.loading}</VisuallyHidden>
      <Card elevation="raised">
        <div className={styles.skeletonSummary}>
          <Skeleton shape="circle" width={96} />
          <Skeleton shape="text" width="40%" />
          <Skeleton shape="text" width="70%" />
          <Skeleton shape="text" width="55%" />
          <Skeleton height={44} />
        </div>
      </Card>
      <Card elevation="raised">
        <div className={styles.skeletonTabs}>
          <Skeleton shape="text" width="7rem" />
          <Skeleton shape="text" width="9rem" />
          <Skeleton shape="text" width="6rem" />
        </div>
        <div className={styles.skeletonFields}>
          {['name', 'class', 'phone', 'school'].map((key) => (
            <Skeleton key={key} height={64} />
          ))}
        </div>
      </Card>
    </div>
  );
}
