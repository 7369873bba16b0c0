import type { ComponentPropsWithRef } from 'react';
import { useId } from 'react';
import { cx } from '../../../utils/cx';
import { Heading } from '../../../utils/Heading';
import { LinkButton } from '../../../utils/link';
import { StaticMarkup } from '../../../utils/StaticMarkup';
import type { LinkComponent } from '../../../utils/link';
import { AboutSection } from '../AboutSection/AboutSection';
import { AnswerComparison } from '../AnswerComparison/AnswerComparison';
import { BetaProgramSection } from '../BetaProgramSection/BetaProgramSection';
import { DemoChat } from '../DemoChat/DemoChat';
import type { DemoChatProps } from '../DemoChat/DemoChat';
import { FeatureGrid } from '../FeatureGrid/FeatureGrid';
import { LandingBrand } from '../LandingBrand/LandingBrand';
import { LandingFooter } from '../LandingFooter/LandingFooter';
import { LandingHero } from '../LandingHero/LandingHero';
import * as section from '../section.css';
import { StatsStrip } from '../StatsStrip/StatsStrip';
import * as styles from './LandingPage.css';
import { commonMessages } from '../../../i18n/areas/common';
import { landingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface LandingPageProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  LinkComponent?: LinkComponent;
  /** Freezes the headline's typing at this many characters (for screenshots). */
  typedChars?: number;
  /**
   * The demo chat's script and timings. It starts when scrolled into view; for a finished chat
   * in a screenshot pass zero delays and `startWhenVisible: false`.
   */
  demoChat?: Pick<DemoChatProps, 'script' | 'typingMs' | 'replyMs' | 'startWhenVisible'>;
  className?: string;
}

/** The public landing page (/): everything a visitor needs to want to sign up, and the way in. */
export function LandingPage({ LinkComponent, typedChars, demoChat, className, ...props }: LandingPageProps) {
  const commonText = useMessages('common', commonMessages);
  const landingText = useMessages('landing', landingMessages);
  const demoTitleId = useId();
  return (
    <div {...props} className={cx(styles.root, className)}>
      <header className={styles.header}>
        <div className={cx(section.container, styles.headerInner)}>
          <LandingBrand />
          <LinkButton href="/login" variant="outline" size="sm" LinkComponent={LinkComponent}>
            {commonText.landingLogin}
          </LinkButton>
        </div>
      </header>
      <main>
        <LandingHero typedChars={typedChars} LinkComponent={LinkComponent} />
        {/* The sections without state, handlers or links: kept as the server sent them (StaticMarkup). */}
        <StaticMarkup>
          <StatsStrip />
        </StaticMarkup>
        <section id="demo" aria-labelledby={demoTitleId} className={cx(section.section, styles.demo)}>
          <div className={section.container}>
            <div className={section.intro}>
              <Heading level={2} id={demoTitleId} className={section.title}>
                {landingText.landingDemoTitle}
              </Heading>
              <p className={section.lead}>{landingText.landingDemoLead}</p>
            </div>
            <DemoChat startWhenVisible {...demoChat} LinkComponent={LinkComponent} />
            <div className={styles.tryQuiz}>
              <LinkButton href="/demo/quiz" variant="outline" LinkComponent={LinkComponent}>
                {landingText.landingTryQuiz}
              </LinkButton>
            </div>
          </div>
        </section>
        <StaticMarkup>
          <FeatureGrid id="features" />
        </StaticMarkup>
        <AnswerComparison id="compare" />
        <StaticMarkup>
          <AboutSection id="about" />
        </StaticMarkup>
        <BetaProgramSection id="beta" LinkComponent={LinkComponent} />
      </main>
      <LandingFooter LinkComponent={LinkComponent} />
    </div>
  );
}
