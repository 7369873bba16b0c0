import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { Badge } from '../../Badge/Badge';
import { Inline } from '../../layout/Inline/Inline';
import { Stack } from '../../layout/Stack/Stack';
import * as styles from './ComingSoonCard.css';
import { commonMessages } from '../../../i18n/areas/common';
import { dashboardMessages } from '../../../i18n/areas/dashboard';
import type { DashboardMessages } from '../../../i18n/areas/dashboard';
import { useMessages } from '../../../provider/StudyUiProvider';

/** The dashboard's placeholders of spec §2: three stats cards and one for achievements. */
export const comingSoonKinds = ['overallProgress', 'quizStats', 'chaptersCompleted', 'achievements'] as const;
export type ComingSoonKind = (typeof comingSoonKinds)[number];

export interface ComingSoonCardProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'title'> {
  /** Picks the title, text and icon; each can still be overridden. */
  kind?: ComingSoonKind;
  title?: ReactNode;
  description?: ReactNode;
  /** Decorative icon; hidden from screen readers. */
  icon?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

const presets = (
  dashboardText: DashboardMessages,
): Record<ComingSoonKind, { title: string; description: string; icon: ReactNode }> => ({
  overallProgress: {
    title: dashboardText.comingSoonOverallTitle,
    description: dashboardText.comingSoonOverallText,
    icon: <ChartIcon />,
  },
  quizStats: {
    title: dashboardText.comingSoonQuizTitle,
    description: dashboardText.comingSoonQuizText,
    icon: <QuizIcon />,
  },
  chaptersCompleted: {
    title: dashboardText.comingSoonChaptersTitle,
    description: dashboardText.comingSoonChaptersText,
    icon: <ChecklistIcon />,
  },
  achievements: {
    title: dashboardText.comingSoonAchievementsTitle,
    description: dashboardText.comingSoonAchievementsText,
    icon: <TrophyIcon />,
  },
});

/**
 * An honest placeholder for a feature that is not built yet: no fake numbers, just what it will
 * show and the 'শীঘ্রই আসছে' badge.
 */
export function ComingSoonCard({
  kind = 'overallProgress',
  title: titleProp,
  description: descriptionProp,
  icon: iconProp,
  headingLevel = 3,
  className,
  ...props
}: ComingSoonCardProps) {
  const commonText = useMessages('common', commonMessages);
  const dashboardText = useMessages('dashboard', dashboardMessages);
  const preset = presets(dashboardText)[kind];
  const title = titleProp ?? preset.title;
  const description = descriptionProp ?? preset.description;
  const icon = iconProp ?? preset.icon;
  return (
    <Stack {...props} space="sm" className={cx(styles.root, className)}>
      <Inline space="sm" align="between" alignY="center" wrap={false}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <Badge tone="info" size="sm">
          {commonText.comingSoon}
        </Badge>
      </Inline>
      <Heading level={headingLevel} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
    </Stack>
  );
}

function Svg({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

function ChartIcon() {
  return (
    <Svg>
      <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
    </Svg>
  );
}

function QuizIcon() {
  return (
    <Svg>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6" />
      <circle cx="12" cy="17" r="0.6" fill="currentColor" />
    </Svg>
  );
}

function ChecklistIcon() {
  return (
    <Svg>
      <path d="m4 6 1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9" />
    </Svg>
  );
}

function TrophyIcon() {
  return (
    <Svg>
      <path d="M8 4h8v5a4 4 0 0 1-8 0V4ZM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8.5 20h7M10 17h4v3h-4z" />
    </Svg>
  );
}
