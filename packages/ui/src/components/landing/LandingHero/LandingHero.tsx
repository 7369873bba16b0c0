import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import { useStartedFromServerHtml } from '../../../utils/useStartedFromServerHtml';
import { DefaultLink, LinkButton, registerHref } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import * as section from '../section.css';
import { usePrefersReducedMotion } from '../usePrefersReducedMotion';
import { typedText } from './typewriter';
import { useTypewriter } from './useTypewriter';
import * as styles from './LandingHero.css';
import { commonMessages } from '../../../i18n/areas/common';
import { landingMessages } from '../../../i18n/areas/landing';
import { useMessages } from '../../../provider/StudyUiProvider';

/** Spec §9: the headline types at 100 ms per character. */
export const headlineMsPerChar = 100;

export interface LandingHeroProps extends Omit<ComponentPropsWithRef<'section'>, 'children'> {
  /** The typed headline; the spec's is 56 characters long. */
  headline?: string;
  /**
   * Shows the headline typed up to this many characters and stops the animation: for
   * screenshots and reviews of a moment in the typing.
   */
  typedChars?: number;
  msPerChar?: number;
  /** Where the second call to action leads: the demo chat section by default. */
  demoHref?: string;
  LinkComponent?: LinkComponent;
  className?: string;
}

/**
 * The landing page's first screen: a headline that types itself out, what the platform is, and
 * the way in. Screen readers get the whole headline at once; with reduced motion everyone does, and
 * so does a visitor whose page came pre-rendered.
 */
export function LandingHero({
  headline: headlineProp,
  typedChars,
  msPerChar = headlineMsPerChar,
  demoHref = '#demo',
  LinkComponent,
  className,
  ...props
}: LandingHeroProps) {
  const commonText = useMessages('common', commonMessages);
  const landingText = useMessages('landing', landingMessages);
  const headline = headlineProp ?? landingText.landingHeadline;
  const reducedMotion = usePrefersReducedMotion();
  // A pre-rendered page already shows the whole headline: the app taking it over must not blank
  // it and type it again (issue 16). The typing plays when the app renders the page itself.
  const shownByServer = useStartedFromServerHtml();
  const animate = typedChars === undefined && !reducedMotion && !shownByServer;
  const typedCount = useTypewriter(headline.length, msPerChar, animate);
  const chars = typedChars ?? typedCount;
  const typing = chars < headline.length;

  return (
    <section {...props} className={cx(styles.hero, className)}>
      <div className={cx(section.container, styles.inner)}>
        <div className={styles.text}>
          <p className={styles.eyebrow}>{landingText.landingHeroEyebrow}</p>
          <h1 className={styles.headline}>
            <VisuallyHidden>{headline}</VisuallyHidden>
            {/* The typing is for the eyes only; the full line above is what is read out. */}
            <span className={styles.typingBox} aria-hidden="true">
              <span className={styles.ghost}>{headline}</span>
              <span className={styles.typed}>
                {typedText(headline, chars)}
                {typing && <span className={styles.caret} />}
              </span>
            </span>
          </h1>
          <p className={styles.lead}>{landingText.landingHeroLead}</p>
          <div className={styles.actions}>
            <LinkButton href={registerHref} size="lg" LinkComponent={LinkComponent} trailingIcon={<ArrowIcon />}>
              {commonText.landingStartFree}
            </LinkButton>
            {/* An anchor on this page: a plain link, whatever the app's router. */}
            <LinkButton href={demoHref} size="lg" variant="outline" LinkComponent={DefaultLink}>
              {landingText.landingSeeDemo}
            </LinkButton>
          </div>
          <p className={styles.note}>{landingText.landingHeroNote}</p>
        </div>
        <HeroIllustration />
      </div>
    </section>
  );
}

function ArrowIcon() {
  return (
    <svg
      width="1.25em"
      height="1.25em"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M5 12h14M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** An open book with a question and an answer bubble rising from it: a few hundred bytes of SVG. */
function HeroIllustration() {
  return (
    <svg className={styles.illustration} viewBox="0 0 320 280" fill="none" aria-hidden="true">
      <circle cx="160" cy="150" r="120" className={styles.artHalo} />
      <path
        d="M60 170c33-14 66-14 100 6v70c-34-20-67-20-100-6v-70Z"
        className={styles.artPage}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M260 170c-33-14-66-14-100 6v70c34-20 67-20 100-6v-70Z"
        className={styles.artPage}
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path
        d="M78 192c20-6 40-5 64 4M78 212c20-6 40-5 64 4M178 196c24-9 44-10 64-4M178 216c24-9 44-10 64-4"
        className={styles.artLine}
        strokeWidth="4"
        strokeLinecap="round"
      />
      <rect x="44" y="46" width="132" height="58" rx="18" className={styles.artQuestion} />
      <path d="M74 104l-8 20 26-20" className={styles.artQuestion} />
      <path d="M66 68h88M66 84h56" className={styles.artQuestionLine} strokeWidth="6" strokeLinecap="round" />
      <rect x="150" y="96" width="132" height="58" rx="18" className={styles.artAnswer} />
      <path d="M252 154l8 18-26-18" className={styles.artAnswer} />
      <path d="M172 118h88M172 134h64" className={styles.artAnswerLine} strokeWidth="6" strokeLinecap="round" />
      <path d="M268 40l5 12 12 5-12 5-5 12-5-12-12-5 12-5 5-12Z" className={styles.artSpark} />
      <circle cx="36" cy="140" r="6" className={styles.artSpark} />
    </svg>
  );
}
