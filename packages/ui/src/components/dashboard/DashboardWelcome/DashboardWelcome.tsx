import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../../utils/cx';
import { Skeleton } from '../../Skeleton/Skeleton';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { classLabel } from '../../shell/shellUser';
import * as styles from './DashboardWelcome.css';
import { dashboardMessages } from '../../../i18n/areas/dashboard';
import { commonMessages } from '../../../i18n/areas/common';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface DashboardWelcomeProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /**
   * The student's name as they registered it; `null` until the app knows who is signed in (the
   * greeting then has no name, the class a placeholder).
   */
  name: string | null;
  /** The student's class; the spec's default, অষ্টম, when unset. */
  classLevel?: string | number | null;
  /** The line under the greeting. */
  lead?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** The dashboard's greeting: 'স্বাগতম, রাফি!' with the student's class. */
export function DashboardWelcome({
  name,
  classLevel,
  lead: leadProp,
  headingLevel = 1,
  className,
  ...props
}: DashboardWelcomeProps) {
  const dashboardText = useMessages('dashboard', dashboardMessages);
  const commonText = useMessages('common', commonMessages);
  const lead = leadProp ?? dashboardText.dashboardWelcomeLead;
  return (
    <section {...props} className={cx(styles.root, className)}>
      <div className={styles.text}>
        {name === null ? (
          <Skeleton shape="text" width="6em" className={styles.classTag} />
        ) : (
          <span className={styles.classTag}>{classLabel(classLevel, commonText)}</span>
        )}
        <Heading level={headingLevel} className={styles.title}>
          {name === null ? (
            `${dashboardText.dashboardGreeting}!`
          ) : (
            <>
              {dashboardText.dashboardGreeting}, {name}!
            </>
          )}
        </Heading>
        <p className={styles.lead}>{lead}</p>
      </div>
      <Illustration />
    </section>
  );
}

/** An open book with a spark of light: light to download, drawn in the theme's colours. */
function Illustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 120 96" fill="none" aria-hidden="true">
      <circle cx="60" cy="50" r="44" className={styles.illustrationHalo} />
      <path
        d="M20 34c12-5 26-5 40 3v44c-14-8-28-8-40-3V34Z"
        className={styles.illustrationPage}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M100 34c-12-5-26-5-40 3v44c14-8 28-8 40-3V34Z"
        className={styles.illustrationPage}
        strokeWidth="3"
        strokeLinejoin="round"
      />
      <path
        d="M29 47c7-2 14-1 22 2M29 57c7-2 14-1 22 2M69 49c8-3 15-4 22-2M69 59c8-3 15-4 22-2"
        className={styles.illustrationLine}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M60 6l3.5 8.5L72 18l-8.5 3.5L60 30l-3.5-8.5L48 18l8.5-3.5L60 6Z" className={styles.illustrationSpark} />
      <circle cx="88" cy="16" r="3.5" className={styles.illustrationSpark} />
      <circle cx="30" cy="20" r="2.5" className={styles.illustrationSpark} />
    </svg>
  );
}
