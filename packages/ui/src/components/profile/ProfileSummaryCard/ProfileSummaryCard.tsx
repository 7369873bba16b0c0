import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { Button } from '../../Button/Button';
import { Card } from '../../Card/Card';
import { Avatar } from '../../shell/Avatar/Avatar';
import { LogoutIcon, MailIcon, PhoneIcon, PlusIcon, SchoolIcon } from '../../../icons';
import { classLabel } from '../../shell/shellUser';
import type { ProfileData } from '../profileTypes';
import * as styles from './ProfileSummaryCard.css';
import { profileMessages } from '../../../i18n/areas/profile';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface ProfileSummaryCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  profile: ProfileData;
  onLogout: () => void;
  /** Shows the logout button as busy while the app logs out. */
  loggingOut?: boolean;
  /**
   * Where a student without a school can add it, e.g. by opening the personal-info editor;
   * without it the prompt is plain text.
   */
  onAddSchool?: () => void;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The profile's left card: photo, class, name, school, contact details and logout. */
export function ProfileSummaryCard({
  profile,
  onLogout,
  loggingOut = false,
  onAddSchool,
  headingLevel = 2,
  className,
  ...props
}: ProfileSummaryCardProps) {
  const profileText = useMessages('profile', profileMessages);
  const commonText = useMessages('common', commonMessages);
  const school = profile.school?.trim();
  const phone = profile.phone?.trim();
  const email = profile.email?.trim();
  const grade = classLabel(profile.classLevel, commonText);

  return (
    <Card {...props} elevation="raised" className={className}>
      <div className={styles.top}>
        <Avatar name={profile.name} src={profile.avatarUrl} size="lg" />
        <Badge tone="brand">{grade}</Badge>
        <Heading level={headingLevel} className={styles.name}>
          {profile.name}
        </Heading>
        {school ? (
          <p className={styles.school}>{school}</p>
        ) : onAddSchool ? (
          <Button variant="ghost" size="sm" leadingIcon={<PlusIcon />} onClick={onAddSchool}>
            {profileText.profileAddSchool}
          </Button>
        ) : (
          <p className={styles.school}>{profileText.profileAddSchool}</p>
        )}
      </div>
      <dl className={styles.details}>
        {phone && <Detail icon={<PhoneIcon />} term={profileText.profilePhone} value={phone} />}
        <Detail icon={<MailIcon />} term={profileText.profileEmail} value={email} />
        <Detail icon={<SchoolIcon />} term={profileText.profileClass} value={grade} />
      </dl>
      <Button variant="outline" fullWidth leadingIcon={<LogoutIcon />} loading={loggingOut} onClick={onLogout}>
        {profileText.profileLogout}
      </Button>
    </Card>
  );
}

function Detail({ icon, term, value }: { icon: ReactNode; term: string; value: string | undefined }) {
  const profileText = useMessages('profile', profileMessages);
  return (
    <div className={styles.detail}>
      <dt className={styles.term}>
        <span className={styles.detailIcon} aria-hidden="true">
          {icon}
        </span>
        {term}
      </dt>
      <dd className={cx(styles.value, !value && styles.missing)}>{value || profileText.profileNotProvided}</dd>
    </div>
  );
}
