import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { SubjectGrid } from '../components/dashboard/SubjectGrid/SubjectGrid';
import { FeatureGrid } from '../components/landing/FeatureGrid/FeatureGrid';
import { NotFound } from '../components/NotFound/NotFound';
import { commonMessages } from '../i18n/areas/common';
import { landingMessages } from '../i18n/areas/landing';
import { sampleSubjects } from '../components/subjects/storyFixtures';
import type { LinkProps } from '../utils/link';
import { LastActivityCard } from '../components/dashboard/LastActivityCard/LastActivityCard';
import { sampleActivity } from '../components/dashboard/storyFixtures';
import { QuizResultCard } from '../components/quiz/QuizResultCard/QuizResultCard';
import { Sidebar } from '../components/shell/Sidebar/Sidebar';
import { StatusIcon } from '../components/subjects/StatusIcon/StatusIcon';
import { StudyTimerCard } from '../components/timer/StudyTimerCard/StudyTimerCard';
import { commonMessages as common } from '../i18n/areas/common';
import { quizMessages } from '../i18n/areas/quiz';
import { shellMessages } from '../i18n/areas/shell';
import { subjectsMessages } from '../i18n/areas/subjects';
import { timerMessages } from '../i18n/areas/timer';
import { askMessages } from '../i18n/areas/ask';
import { mathMessages } from '../i18n/mathMessages';
import { MathDemoScreen } from '../components/math/MathDemoScreen/MathDemoScreen';
import { AskAnalysisCard } from '../components/ask/AskAnalysisCard/AskAnalysisCard';
import { AskPageLayout } from '../components/ask/AskPageLayout/AskPageLayout';
import { DashboardWelcome } from '../components/dashboard/DashboardWelcome/DashboardWelcome';
import { StudyUiProvider } from './StudyUiProvider';

function AppLink({ href, children, ...props }: LinkProps) {
  return (
    <a {...props} href={href} data-link="app">
      {children}
    </a>
  );
}
function PageLink({ href, children, ...props }: LinkProps) {
  return (
    <a {...props} href={href} data-link="page">
      {children}
    </a>
  );
}

describe('StudyUiProvider', () => {
  it('leaves plain anchors and the Bengali defaults without a provider', () => {
    const html = renderToStaticMarkup(<NotFound />);
    expect(html).toContain('href="/"');
    expect(html).not.toContain('data-link');
    expect(html).toContain(commonMessages.notFoundGoHome);
  });

  it("renders a component's links with the app's link component", () => {
    const html = renderToStaticMarkup(
      <StudyUiProvider linkComponent={AppLink}>
        <NotFound />
      </StudyUiProvider>,
    );
    expect(html).toContain('data-link="app"');
  });

  it("lets a component's own LinkComponent prop win over the provider's", () => {
    const html = renderToStaticMarkup(
      <StudyUiProvider linkComponent={AppLink}>
        <NotFound LinkComponent={PageLink} />
      </StudyUiProvider>,
    );
    expect(html).toContain('data-link="page"');
    expect(html).not.toContain('data-link="app"');
  });

  it("passes a component's own LinkComponent on to the components it renders (the grid's cards)", () => {
    const html = renderToStaticMarkup(
      <StudyUiProvider linkComponent={AppLink}>
        <SubjectGrid status="ready" subjects={sampleSubjects} LinkComponent={PageLink} />
      </StudyUiProvider>,
    );
    expect(html).toContain('href="/subjects/1"');
    expect(html).toContain('data-link="page"');
    expect(html).not.toContain('data-link="app"');
  });

  it('replaces an overridden message and keeps the others', () => {
    const html = renderToStaticMarkup(
      <StudyUiProvider messages={{ common: { retry: 'Try again' } }}>
        <ErrorState onRetry={() => undefined} />
      </StudyUiProvider>,
    );
    expect(html).toContain('Try again');
    // The default message ends with the same words as the default retry label: compare whole texts.
    expect(html).not.toContain(`>${commonMessages.retry}<`);
    expect(html).toContain(commonMessages.errorTitle);
  });

  it('lets a prop win over an overridden message', () => {
    const html = renderToStaticMarkup(
      <StudyUiProvider messages={{ common: { retry: 'Try again' } }}>
        <ErrorState onRetry={() => undefined} retryLabel="Reload" />
      </StudyUiProvider>,
    );
    expect(html).toContain('Reload');
    expect(html).not.toContain('Try again');
  });

  it('overrides strings of default content too (a feature card)', () => {
    const html = renderToStaticMarkup(
      <StudyUiProvider messages={{ landing: { landingFeatureTutorTitle: 'AI tutor' } }}>
        <FeatureGrid />
      </StudyUiProvider>,
    );
    expect(html).toContain('AI tutor');
    expect(html).not.toContain(landingMessages.landingFeatureTutorTitle);
    expect(html).toContain(landingMessages.landingFeatureLessonsTitle);
  });

  it('merges nested providers: the inner one overrides what it names and inherits the rest', () => {
    const html = renderToStaticMarkup(
      <StudyUiProvider linkComponent={AppLink} messages={{ common: { notFound: 'Lost', notFoundGoHome: 'Home' } }}>
        <StudyUiProvider messages={{ common: { notFoundGoHome: 'Back home' } }}>
          <NotFound />
        </StudyUiProvider>
      </StudyUiProvider>,
    );
    expect(html).toContain('data-link="app"');
    expect(html).toContain('Lost');
    expect(html).toContain('Back home');
  });

  // Strings that tables and helpers once read at module level, out of the provider's reach.
  describe('overrides the strings of tables and helpers', () => {
    const noop = () => undefined;

    it('the relative time of the last activity (common)', () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ common: { relativeJustNow: 'just now' } }}>
          <LastActivityCard status="ready" activity={sampleActivity} now={new Date(sampleActivity.lastStudiedAt)} />
        </StudyUiProvider>,
      );
      expect(html).toContain('just now');
      expect(html).not.toContain(common.relativeJustNow);
    });

    it("the study timer's encouragement (timer)", () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ timer: { studyEncourageUnder1: 'Off you go' } }}>
          <StudyTimerCard
            status="idle"
            hasStarted={false}
            elapsedMs={0}
            onStart={noop}
            onPause={noop}
            onResume={noop}
            onEnd={noop}
          />
        </StudyUiProvider>,
      );
      expect(html).toContain('Off you go');
      expect(html).not.toContain(timerMessages.studyEncourageUnder1);
    });

    it("the sidebar's default entries (shell)", () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ shell: { shellNavSubjects: 'Subjects' } }}>
          <Sidebar />
        </StudyUiProvider>,
      );
      expect(html).toContain('Subjects');
      expect(html).not.toContain(shellMessages.shellNavSubjects);
      expect(html).toContain(shellMessages.shellNavHome);
    });

    it("the quiz result's grade (quiz)", () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ quiz: { quizGradeExcellent: 'Excellent' } }}>
          <QuizResultCard score={95} correctCount={19} totalCount={20} accuracy={95} timeTakenMs={60_000} />
        </StudyUiProvider>,
      );
      expect(html).toContain('Excellent');
      expect(html).not.toContain(quizMessages.quizGradeExcellent);
    });

    it("a status icon's name (subjects)", () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ subjects: { statusCompleted: 'Done' } }}>
          <StatusIcon status="completed" />
        </StudyUiProvider>,
      );
      expect(html).toContain('aria-label="Done"');
      expect(html).not.toContain(subjectsMessages.statusCompleted);
    });

    it("the class after the student's name (common)", () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ common: { classWord: 'class' } }}>
          <DashboardWelcome name="রাফি" classLevel={8} />
        </StudyUiProvider>,
      );
      expect(html).toContain('অষ্টম class');
      expect(html).not.toContain(common.classWord);
    });

    it("the conversation's engagement level (ask)", () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ ask: { askEngagementHigh: 'Very keen' } }}>
          <AskAnalysisCard
            analysis={{ engagementLevel: 'highly_engaged', questionsAskedCount: 3, shouldTransition: false }}
          />
        </StudyUiProvider>,
      );
      expect(html).toContain('Very keen');
      expect(html).not.toContain(askMessages.askEngagementHigh);
    });

    it("the ask page's fallback chapter title (ask)", () => {
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={{ ask: { askChapterAlgebra: 'Algebra' } }}>
          <AskPageLayout status="ready" subjectId={1} chapterId="ch1" chat={null} />
        </StudyUiProvider>,
      );
      expect(html).toContain('Algebra');
      expect(html).not.toContain(askMessages.askChapterAlgebra);
    });

    it("the maths components' Bengali strings (math), not their English ones", () => {
      const overrides = { math: { demoTitle: 'Formulas' } };
      const html = renderToStaticMarkup(
        <StudyUiProvider messages={overrides}>
          <MathDemoScreen />
        </StudyUiProvider>,
      );
      expect(html).toContain('Formulas');
      expect(html).not.toContain(mathMessages.bn.demoTitle);
      const english = renderToStaticMarkup(
        <StudyUiProvider messages={overrides}>
          <MathDemoScreen defaultLanguage="en" />
        </StudyUiProvider>,
      );
      expect(english).toContain(mathMessages.en.demoTitle);
    });
  });
});
