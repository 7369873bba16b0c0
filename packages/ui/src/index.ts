// The theme first: its side effects (font faces, tokens, global styles) must come before the
// component styles in dist/index.css.
export { breakpoints, mq, vars } from './theme';
export type { Breakpoint, ThemeVars } from './theme';

export { StudyUiProvider, useMessages } from './provider/StudyUiProvider';
export type { StudyUiProviderProps } from './provider/StudyUiProvider';
export type { MessageArea, StudyUiMessageOverrides, StudyUiMessages } from './i18n/areas/catalogue';
// Each area's Bengali defaults on its own, so an app bundles only the areas it reads.
export { askMessages } from './i18n/areas/ask';
export type { AskMessages } from './i18n/areas/ask';
export { authMessages } from './i18n/areas/auth';
export type { AuthMessages } from './i18n/areas/auth';
export { chapterMessages } from './i18n/areas/chapter';
export type { ChapterMessages } from './i18n/areas/chapter';
export { commonMessages } from './i18n/areas/common';
export type { CommonMessages } from './i18n/areas/common';
export { contentMessages } from './i18n/areas/content';
export type { ContentMessages } from './i18n/areas/content';
export { dashboardMessages } from './i18n/areas/dashboard';
export type { DashboardMessages } from './i18n/areas/dashboard';
export { landingMessages } from './i18n/areas/landing';
export type { LandingMessages } from './i18n/areas/landing';
export { profileMessages } from './i18n/areas/profile';
export type { ProfileMessages } from './i18n/areas/profile';
export { quizMessages } from './i18n/areas/quiz';
export type { QuizMessages } from './i18n/areas/quiz';
export { shellMessages } from './i18n/areas/shell';
export type { ShellMessages } from './i18n/areas/shell';
export { subjectsMessages } from './i18n/areas/subjects';
export type { SubjectsMessages } from './i18n/areas/subjects';
export { timerMessages } from './i18n/areas/timer';
export type { TimerMessages } from './i18n/areas/timer';
export { tutorMessages } from './i18n/areas/tutor';
export type { TutorMessages } from './i18n/areas/tutor';
export { classOrdinal, formatNumber, formatPercent, toBengaliDigits } from './i18n/format';
export { headingLevels } from './utils/Heading';
export type { HeadingLevel } from './utils/Heading';
export { DefaultLink, LinkButton, ResolvedLink } from './utils/link';
export { StaticMarkup } from './utils/StaticMarkup';
export type { LinkButtonProps, LinkComponent, LinkProps, ResolvedLinkProps } from './utils/link';

export { Box } from './components/layout/Box/Box';
export type { BoxProps } from './components/layout/Box/Box';
export { Stack, stackAligns } from './components/layout/Stack/Stack';
export type { StackAlign, StackProps } from './components/layout/Stack/Stack';
export { Inline, inlineAligns, inlineAlignYs } from './components/layout/Inline/Inline';
export type { InlineAlign, InlineAlignY, InlineProps } from './components/layout/Inline/Inline';
export { Column, Columns, columnWidths, columnsAlignYs } from './components/layout/Columns/Columns';
export type { ColumnProps, ColumnsAlignY, ColumnsProps, ColumnWidth } from './components/layout/Columns/Columns';
export { collapsePoints, spaceSteps, sprinkles } from './components/layout/sprinkles.css';
export type { CollapsePoint, Space, Sprinkles } from './components/layout/sprinkles.css';

export { Badge, badgeSizes, badgeTones } from './components/Badge/Badge';
export type { BadgeProps, BadgeSize, BadgeTone } from './components/Badge/Badge';
export { Button, buttonSizes, buttonVariants } from './components/Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './components/Button/Button';
export { Card, cardElements, cardElevations, cardPaddings, cardTones } from './components/Card/Card';
export type { CardElement, CardElevation, CardPadding, CardProps, CardTone } from './components/Card/Card';
export { EmptyState, emptyStateTones } from './components/EmptyState/EmptyState';
export type { EmptyStateProps, EmptyStateTone } from './components/EmptyState/EmptyState';
export { ErrorState } from './components/ErrorState/ErrorState';
export type { ErrorStateProps } from './components/ErrorState/ErrorState';
export { ProgressBar, progressBarSizes, progressBarTones } from './components/ProgressBar/ProgressBar';
export type { ProgressBarProps, ProgressBarSize, ProgressBarTone } from './components/ProgressBar/ProgressBar';
export { Skeleton, skeletonShapes } from './components/Skeleton/Skeleton';
export type { SkeletonProps, SkeletonShape } from './components/Skeleton/Skeleton';
export { Spinner, spinnerSizes, spinnerTones } from './components/Spinner/Spinner';
export type { SpinnerProps, SpinnerSize, SpinnerTone } from './components/Spinner/Spinner';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { Toaster } from './components/Toaster/Toaster';
export type { ToasterProps } from './components/Toaster/Toaster';
export { showToast } from './components/Toaster/showToast';
export type { ShowToastOptions, ToastId } from './components/Toaster/showToast';
export { NotFound } from './components/NotFound/NotFound';
export type { NotFoundProps } from './components/NotFound/NotFound';
export { NotFoundState } from './components/NotFoundState/NotFoundState';
export type { NotFoundStateProps } from './components/NotFoundState/NotFoundState';
export { relativeTimeLabel } from './i18n/relativeTime';
export type { RelativeTimeWords } from './i18n/relativeTime';
export { AuthForm, authTabs } from './components/auth/AuthForm/AuthForm';
export type { AuthFormProps, AuthTab } from './components/auth/AuthForm/AuthForm';
export { PasswordField, SelectField, TextField } from './components/auth/FormField/FormField';
export type { PasswordFieldProps, SelectFieldProps, TextFieldProps } from './components/auth/FormField/FormField';
export { registrationClasses, validateLogin, validateRegistration } from './components/auth/validation';
export type {
  FieldErrors,
  LoginValues,
  RegistrationClass,
  RegistrationPayload,
  RegistrationValues,
} from './components/auth/validation';
export { validatePasswordChange } from './components/profile/validatePasswordChange';
export type { PasswordChangeValues } from './components/profile/validatePasswordChange';
export { AppShell, shellSections } from './components/shell/AppShell/AppShell';
export type { AppShellProps, ShellSection } from './components/shell/AppShell/AppShell';
export { AppHeader } from './components/shell/AppHeader/AppHeader';
export type { AppHeaderProps } from './components/shell/AppHeader/AppHeader';
export { Sidebar } from './components/shell/Sidebar/Sidebar';
export type { SidebarProps } from './components/shell/Sidebar/Sidebar';
export { Avatar, avatarSizes } from './components/shell/Avatar/Avatar';
export type { AvatarProps, AvatarSize } from './components/shell/Avatar/Avatar';
export { defaultNavItems } from './components/shell/navItems';
export type { ShellNavItem } from './components/shell/navItems';
export { classLabel } from './components/shell/shellUser';
export type { ShellUser } from './components/shell/shellUser';
export { ProfilePage } from './components/profile/ProfilePage/ProfilePage';
export type { ProfilePageProps } from './components/profile/ProfilePage/ProfilePage';
export { ProfileSummaryCard } from './components/profile/ProfileSummaryCard/ProfileSummaryCard';
export type { ProfileSummaryCardProps } from './components/profile/ProfileSummaryCard/ProfileSummaryCard';
export { ProfileTabs, profileTabs } from './components/profile/ProfileTabs/ProfileTabs';
export type { ProfileTab, ProfileTabsProps } from './components/profile/ProfileTabs/ProfileTabs';
export { PersonalInfoForm } from './components/profile/PersonalInfoForm/PersonalInfoForm';
export type { PersonalInfoFormProps } from './components/profile/PersonalInfoForm/PersonalInfoForm';
export { ChangePasswordForm } from './components/profile/ChangePasswordForm/ChangePasswordForm';
export type { ChangePasswordFormProps } from './components/profile/ChangePasswordForm/ChangePasswordForm';
export { ProfileLoadError } from './components/profile/ProfileLoadError/ProfileLoadError';
export type { ProfileLoadErrorProps } from './components/profile/ProfileLoadError/ProfileLoadError';
export type { ProfileData, ProfileUpdate } from './components/profile/profileTypes';
export type { ActionResult } from './components/profile/useSubmitAction';

// ── Part C: maths, lesson content, study timer, quizzes ─────────────────────────────────────
export { mathMessages } from './i18n/mathMessages';
export type { MathLanguage, MathMessages } from './i18n/mathMessages';
export { useMathMessages } from './components/math/useMathMessages';
export { codeToTex, isMathBalanced, looksLikeMath, splitMath } from './components/math/splitMath';
export type { MathSegment } from './components/math/splitMath';
export { MathFormula } from './components/math/MathFormula/MathFormula';
export { loadKatex } from './components/math/renderTex';
export type { CopyResult, MathFormulaProps } from './components/math/MathFormula/MathFormula';
export { MathText } from './components/math/MathText/MathText';
export type { MathTextProps } from './components/math/MathText/MathText';
export { MathDemoScreen, mathLanguages } from './components/math/MathDemoScreen/MathDemoScreen';
export type { MathDemoScreenProps } from './components/math/MathDemoScreen/MathDemoScreen';
export { loadMarkdown, MarkdownContent } from './components/content/MarkdownContent/MarkdownContent';
export type { MarkdownContentProps } from './components/content/MarkdownContent/MarkdownContent';
export { TopicContent, topicContentTypes } from './components/content/TopicContent/TopicContent';
export type {
  TopicContentData,
  TopicContentProps,
  TopicContentType,
} from './components/content/TopicContent/TopicContent';
export { parseVideoUrl } from './components/content/videoSource';
export type { VideoSource } from './components/content/videoSource';
export {
  encouragementFor,
  formatStudyTime,
  initialStudyTimerState,
  parseStudyTimerState,
  studyElapsedMs,
  studyTimerReducer,
} from './components/timer/studyTimer';
export type { StudyTimerEvent, StudyTimerLoad, StudyTimerState, StudyTimerStatus } from './components/timer/studyTimer';
export { useStudyTimer } from './components/timer/useStudyTimer';
export type { StudyTimerControls, UseStudyTimerOptions } from './components/timer/useStudyTimer';
export { StudyTimerCard } from './components/timer/StudyTimerCard/StudyTimerCard';
export type { StudyTimerCardProps } from './components/timer/StudyTimerCard/StudyTimerCard';
export { StudyTimerButton } from './components/timer/StudyTimerButton/StudyTimerButton';
export type { StudyTimerButtonProps } from './components/timer/StudyTimerButton/StudyTimerButton';
export {
  countdownTone,
  createQuizState,
  currentQuestion,
  defaultQuizTimeLimit,
  demoCountdownTone,
  gradeFor,
  isLowTime,
  questionTimeLimit,
  quizCulturalContexts,
  quizDifficulties,
  quizGrades,
  quizPassed,
  quizReducer,
  quizResult,
  quizScore,
  quizTimings,
  resultTone,
} from './components/quiz/quizMachine';
export type {
  QuizAnswer,
  QuizCulturalContext,
  QuizDifficulty,
  QuizEvent,
  QuizGrade,
  QuizId,
  QuizOption,
  QuizQuestion,
  QuizResult,
  QuizState,
  QuizTiming,
  QuizTone,
  QuizVerdict,
} from './components/quiz/quizMachine';
export { useQuizMachine } from './components/quiz/useQuizMachine';
export type { QuizGradeRequest, QuizMachine, QuizMachineOptions } from './components/quiz/useQuizMachine';
export { sampleQuizQuestions } from './components/quiz/sampleQuizQuestions';
export { demoQuizQuestions } from './components/quiz/demoQuizQuestions';
export { demoQuizInsights } from './components/quiz/demoQuizInsights';
export type { QuizInsights } from './components/quiz/demoQuizInsights';
export { ChapterQuizShell } from './components/quiz/ChapterQuizShell/ChapterQuizShell';
export type { ChapterQuizShellProps } from './components/quiz/ChapterQuizShell/ChapterQuizShell';
export { QuizIntro } from './components/quiz/QuizIntro/QuizIntro';
export type { QuizIntroProps } from './components/quiz/QuizIntro/QuizIntro';
export { StandaloneQuiz } from './components/quiz/StandaloneQuiz/StandaloneQuiz';
export type { StandaloneQuizProps } from './components/quiz/StandaloneQuiz/StandaloneQuiz';
export { DemoQuiz } from './components/quiz/DemoQuiz/DemoQuiz';
export { DemoQuizScreen } from './components/quiz/DemoQuizScreen/DemoQuizScreen';
export type { DemoQuizScreenProps } from './components/quiz/DemoQuizScreen/DemoQuizScreen';
export type { DemoQuizProps } from './components/quiz/DemoQuiz/DemoQuiz';
export { QuizConsentCard } from './components/quiz/QuizConsentCard/QuizConsentCard';
export type { QuizConsentCardProps, QuizConsentResponse } from './components/quiz/QuizConsentCard/QuizConsentCard';
export { QuizQuestionCard } from './components/quiz/QuizQuestionCard/QuizQuestionCard';
export type { QuizQuestionCardProps } from './components/quiz/QuizQuestionCard/QuizQuestionCard';
export { WhyWrong } from './components/quiz/WhyWrong/WhyWrong';
export type { WhyWrongProps } from './components/quiz/WhyWrong/WhyWrong';
export type { WhyWrongReply, WhyWrongRequest, WhyWrongState } from './components/quiz/whyWrong';
export { QuizFeedbackCard } from './components/quiz/QuizFeedbackCard/QuizFeedbackCard';
export type { QuizFeedbackCardProps } from './components/quiz/QuizFeedbackCard/QuizFeedbackCard';
export { QuizResultCard } from './components/quiz/QuizResultCard/QuizResultCard';
export type { QuizResultCardProps } from './components/quiz/QuizResultCard/QuizResultCard';
// ── end of part C ──────────────────────────────────────────────────────────────────────────

// ── Part B: landing, dashboard, subjects, subject detail, chapter learning page ────────────
export { progressStatuses, subjectIconTypes, loadStatuses, pageLoadStatuses } from './components/subjects/types';
export type {
  ChapterSummary,
  LoadStatus,
  PageLoadStatus,
  ProgressStatus,
  SubjectIconType,
  SubjectSummary,
} from './components/subjects/types';
export { filterSubjects } from './components/subjects/SubjectList/filterSubjects';
export { SubjectList } from './components/subjects/SubjectList/SubjectList';
export type { SubjectListProps } from './components/subjects/SubjectList/SubjectList';
export {
  SubjectCard,
  subjectHovercardText,
  subjectHovercardTiming,
} from './components/subjects/SubjectCard/SubjectCard';
export type { SubjectCardProps } from './components/subjects/SubjectCard/SubjectCard';
export { SubjectCardSkeleton } from './components/subjects/SubjectCard/SubjectCardSkeleton';
export { SubjectIcon, subjectIconSizes } from './components/subjects/SubjectIcon/SubjectIcon';
export type { SubjectIconProps, SubjectIconSize } from './components/subjects/SubjectIcon/SubjectIcon';
export { StatusIcon, progressStatusKeys } from './components/subjects/StatusIcon/StatusIcon';
export type { StatusIconProps } from './components/subjects/StatusIcon/StatusIcon';
export { Breadcrumb } from './components/subjects/Breadcrumb/Breadcrumb';
export type { BreadcrumbItem, BreadcrumbProps } from './components/subjects/Breadcrumb/Breadcrumb';
export { BackLink } from './components/subjects/BackLink/BackLink';
export type { BackLinkProps } from './components/subjects/BackLink/BackLink';
export { SubjectDetail } from './components/subjects/SubjectDetail/SubjectDetail';
export type { SubjectDetailData, SubjectDetailProps } from './components/subjects/SubjectDetail/SubjectDetail';
export { ChapterRow, chapterRowStaggerMs } from './components/subjects/SubjectDetail/ChapterRow';
export type { ChapterRowProps } from './components/subjects/SubjectDetail/ChapterRow';
export { DashboardWelcome } from './components/dashboard/DashboardWelcome/DashboardWelcome';
export type { DashboardWelcomeProps } from './components/dashboard/DashboardWelcome/DashboardWelcome';
export { LastActivityCard } from './components/dashboard/LastActivityCard/LastActivityCard';
export type { LastActivity, LastActivityCardProps } from './components/dashboard/LastActivityCard/LastActivityCard';
export { ComingSoonCard, comingSoonKinds } from './components/dashboard/ComingSoonCard/ComingSoonCard';
export type { ComingSoonCardProps, ComingSoonKind } from './components/dashboard/ComingSoonCard/ComingSoonCard';
export { SubjectGrid } from './components/dashboard/SubjectGrid/SubjectGrid';
export type { SubjectGridProps } from './components/dashboard/SubjectGrid/SubjectGrid';
export type { ChapterTopic } from './components/chapter/types';
export { chapterProgress, pagerDots, selectedTopicIndex } from './components/chapter/chapterProgress';
export type { ChapterProgress, PagerDot } from './components/chapter/chapterProgress';
export { ChapterLearningPage } from './components/chapter/ChapterLearningPage/ChapterLearningPage';
export type {
  ChapterLearningData,
  ChapterLearningPageProps,
} from './components/chapter/ChapterLearningPage/ChapterLearningPage';
export { ChapterHeader } from './components/chapter/ChapterHeader/ChapterHeader';
export type { ChapterHeaderProps } from './components/chapter/ChapterHeader/ChapterHeader';
export { TopicList } from './components/chapter/TopicList/TopicList';
export type { TopicListProps } from './components/chapter/TopicList/TopicList';
export { ChapterSidePanel } from './components/chapter/ChapterSidePanel/ChapterSidePanel';
export type { ChapterSidePanelProps } from './components/chapter/ChapterSidePanel/ChapterSidePanel';
export { TopicActionGrid } from './components/chapter/TopicActionGrid/TopicActionGrid';
export type { TopicActionGridProps } from './components/chapter/TopicActionGrid/TopicActionGrid';
export { ChapterProgressCard } from './components/chapter/ChapterProgressCard/ChapterProgressCard';
export type { ChapterProgressCardProps } from './components/chapter/ChapterProgressCard/ChapterProgressCard';
export { TopicPager } from './components/chapter/TopicPager/TopicPager';
export type { TopicPagerProps } from './components/chapter/TopicPager/TopicPager';
export { TutorDialog } from './components/chapter/TutorDialog/TutorDialog';
export type { TutorDialogProps } from './components/chapter/TutorDialog/TutorDialog';
export { ComingSoonButton, comingSoonButtonLayouts } from './components/chapter/ComingSoonButton/ComingSoonButton';
export type {
  ComingSoonButtonLayout,
  ComingSoonButtonProps,
} from './components/chapter/ComingSoonButton/ComingSoonButton';
export { LandingPage } from './components/landing/LandingPage/LandingPage';
export type { LandingPageProps } from './components/landing/LandingPage/LandingPage';
export { LandingHero, headlineMsPerChar } from './components/landing/LandingHero/LandingHero';
export type { LandingHeroProps } from './components/landing/LandingHero/LandingHero';
export { LandingBrand } from './components/landing/LandingBrand/LandingBrand';
export type { LandingBrandProps } from './components/landing/LandingBrand/LandingBrand';
export { StatsStrip } from './components/landing/StatsStrip/StatsStrip';
export type { Stat, StatsStripProps } from './components/landing/StatsStrip/StatsStrip';
export { FeatureGrid } from './components/landing/FeatureGrid/FeatureGrid';
export type { Feature, FeatureGridProps } from './components/landing/FeatureGrid/FeatureGrid';
export { DemoChat, defaultDemoChatScript } from './components/landing/DemoChat/DemoChat';
export type { DemoChatProps } from './components/landing/DemoChat/DemoChat';
export { demoChatTiming } from './components/landing/DemoChat/demoChatMachine';
export type {
  DemoChatMessage,
  DemoChatScriptStep,
  DemoChatTiming,
} from './components/landing/DemoChat/demoChatMachine';
export { AnswerComparison, comparisonSubjects } from './components/landing/AnswerComparison/AnswerComparison';
export type {
  AnswerComparisonProps,
  ComparisonExample,
  ComparisonSubject,
} from './components/landing/AnswerComparison/AnswerComparison';
export { AboutSection } from './components/landing/AboutSection/AboutSection';
export type { AboutSectionProps } from './components/landing/AboutSection/AboutSection';
export { BetaProgramSection } from './components/landing/BetaProgramSection/BetaProgramSection';
export type { BetaProgramSectionProps } from './components/landing/BetaProgramSection/BetaProgramSection';
export { LandingFooter } from './components/landing/LandingFooter/LandingFooter';
export type { LandingFooterProps } from './components/landing/LandingFooter/LandingFooter';
// ── end of part B ──────────────────────────────────────────────────────────────────────────

// ── Part D: AI tutor chat panel ────────────────────────────────────────────────────────────
export { TutorChatPanel, tutorWordDelays } from './components/tutor/TutorChatPanel/TutorChatPanel';
export type {
  TutorChatMessage,
  TutorChatPanelProps,
  TutorChatSettings,
  TutorChatStatus,
  TutorChatUsage,
  TutorWordDelay,
} from './components/tutor/TutorChatPanel/TutorChatPanel';
export { canSend, maxChatMessageLength, validateChatMessage } from './components/tutor/chatInputRules';
export type { ChatMessageValidation, SendState } from './components/tutor/chatInputRules';
export { shouldAutoScroll } from './components/tutor/autoScroll';
export { streamingMarkdown } from './components/tutor/streamingMarkdown';
// ── end of part D ──────────────────────────────────────────────────────────────────────────

// ── Part E: ask page ───────────────────────────────────────────────────────────────────────
export { AskChat } from './components/ask/AskChat/AskChat';
export type { AskChatProps, AskChatQuiz } from './components/ask/AskChat/AskChat';
export { AskAnalysisCard, engagementBadges } from './components/ask/AskAnalysisCard/AskAnalysisCard';
export type { AskAnalysisCardProps } from './components/ask/AskAnalysisCard/AskAnalysisCard';
export { AskPageLayout, askPageTabs } from './components/ask/AskPageLayout/AskPageLayout';
export type { AskPageLayoutProps, AskPageTab } from './components/ask/AskPageLayout/AskPageLayout';
export {
  askQuizFeedback,
  askQuizPhases,
  askQuizReducer,
  askQuizSummary,
  createAskQuizState,
  latestQuizOffer,
  quizInProgress,
  withQuizNotes,
} from './components/ask/askQuiz';
export type {
  AskQuizAnswer,
  AskQuizEvent,
  AskQuizFeedback,
  AskQuizPhase,
  AskQuizRun,
  AskQuizState,
  AskQuizSummary,
} from './components/ask/askQuiz';
export { askChapterTitle, engagementLevel, formatMessageTime } from './components/ask/askPage';
export { useAskQuiz } from './components/ask/useAskQuiz';
export type { AskQuiz, AskQuizOptions } from './components/ask/useAskQuiz';
export { askEngagementLevels, askSenders } from './components/ask/types';
export type {
  AskChatMessage,
  AskConversationAnalysis,
  AskEngagementLevel,
  AskQuizOffer,
  AskSender,
} from './components/ask/types';
// ── end of part E ──────────────────────────────────────────────────────────────────────────

// ── Part F: admin ──────────────────────────────────────────────────────────────────────────
export {
  adminContentTypeLabels,
  adminEntities,
  adminEntityNames,
  adminFormat,
  adminIconTypeLabels,
  adminText,
  flagText,
} from './i18n/adminMessages';
export type { AdminEntity } from './i18n/adminMessages';
export {
  adminFlagKindFilters,
  adminFlagKinds,
  adminFlagStatuses,
  adminIconTypes,
  adminTopicContentTypes,
} from './components/admin/types';
export type {
  AdminActivity,
  AdminChapter,
  AdminChapterInput,
  AdminChildCounts,
  AdminClass,
  AdminClassInput,
  AdminDashboardCounts,
  AdminFieldErrors,
  AdminFlag,
  AdminFlagCounts,
  AdminFlagDetail,
  AdminFlagKind,
  AdminFlagKindFilter,
  AdminFlagMessage,
  AdminFlagReview,
  AdminFlagSeverity,
  AdminFlagStatus,
  AdminIconType,
  AdminOption,
  AdminQuiz,
  AdminQuizInput,
  AdminQuizOption,
  AdminQuizQuestion,
  AdminQuizQuestionInput,
  AdminSubject,
  AdminSubjectInput,
  AdminTopic,
  AdminTopicContentType,
  AdminTopicInput,
} from './components/admin/types';
export {
  adminDefaults,
  fieldErrorsFromDetails,
  minutesToSeconds,
  secondsToMinutes,
  validateAdminLogin,
  validateAdminPasswordChange,
  validateChapter,
  validateClass,
  validateQuiz,
  validateQuestions,
  validateSubject,
  validateTopic,
} from './components/admin/validation';
export type { AdminFormErrors, AdminLoginValues, AdminPasswordValues } from './components/admin/validation';
export { childCountParts } from './components/admin/childCounts';
export { AdminLoginForm } from './components/admin/AdminLoginForm/AdminLoginForm';
export type { AdminLoginFormProps } from './components/admin/AdminLoginForm/AdminLoginForm';
export { AdminPasswordForm } from './components/admin/AdminPasswordForm/AdminPasswordForm';
export type { AdminPasswordFormProps } from './components/admin/AdminPasswordForm/AdminPasswordForm';
export { AdminShell } from './components/admin/AdminShell/AdminShell';
export type { AdminShellProps } from './components/admin/AdminShell/AdminShell';
export { adminNavItems } from './components/admin/AdminShell/adminNav';
export type { AdminNavItem } from './components/admin/AdminShell/adminNav';
export { AdminDashboard } from './components/admin/AdminDashboard/AdminDashboard';
export type { AdminDashboardProps } from './components/admin/AdminDashboard/AdminDashboard';
export { FlaggedConversations } from './components/admin/FlaggedConversations/FlaggedConversations';
export type { FlaggedConversationsProps } from './components/admin/FlaggedConversations/FlaggedConversations';
export { adminCrudLabels, CrudTable, crudColumnAligns } from './components/admin/CrudTable/CrudTable';
export type {
  CrudColumn,
  CrudColumnAlign,
  CrudTableLabels,
  CrudTableProps,
} from './components/admin/CrudTable/CrudTable';
export { CrudDialog, crudDialogModes, crudDialogSizes } from './components/admin/CrudDialog/CrudDialog';
export type { CrudDialogMode, CrudDialogProps, CrudDialogSize } from './components/admin/CrudDialog/CrudDialog';
export { ConfirmDeleteDialog } from './components/admin/ConfirmDeleteDialog/ConfirmDeleteDialog';
export type { ConfirmDeleteDialogProps } from './components/admin/ConfirmDeleteDialog/ConfirmDeleteDialog';
export type { AdminEntityFormProps } from './components/admin/formProps';
export { SubjectForm } from './components/admin/SubjectForm/SubjectForm';
export type { SubjectFormProps } from './components/admin/SubjectForm/SubjectForm';
export { ClassForm } from './components/admin/ClassForm/ClassForm';
export type { ClassFormProps } from './components/admin/ClassForm/ClassForm';
export { ChapterForm } from './components/admin/ChapterForm/ChapterForm';
export type { ChapterFormProps } from './components/admin/ChapterForm/ChapterForm';
export { TopicForm } from './components/admin/TopicForm/TopicForm';
export type { TopicFormProps } from './components/admin/TopicForm/TopicForm';
export { QuizForm } from './components/admin/QuizForm/QuizForm';
export type { QuizFormProps } from './components/admin/QuizForm/QuizForm';
export { QuizQuestionsEditor } from './components/admin/QuizQuestionsEditor/QuizQuestionsEditor';
export type { QuizQuestionsEditorProps } from './components/admin/QuizQuestionsEditor/QuizQuestionsEditor';
export type { QuizOptionDraft, QuizQuestionDraft } from './components/admin/quizDraft';
export { TopicMarkdownEditor, markdownEditorLayouts } from './components/admin/TopicMarkdownEditor/TopicMarkdownEditor';
export type {
  MarkdownEditorLayout,
  TopicMarkdownEditorProps,
} from './components/admin/TopicMarkdownEditor/TopicMarkdownEditor';
// ── end of part F ──────────────────────────────────────────────────────────────────────────

// Progress (issue 19): the dashboard's stats cards, streak, study time, subject progress,
// achievements and certificates, with their own catalogue area.
export { progressMessages } from './i18n/progress';
export type { ProgressMessages } from './i18n/progress';
export { formatDate, formatShortDate } from './i18n/date';
export { cardStatuses } from './components/progress/shared/types';
export type { CardStatus } from './components/progress/shared/types';
export {
  ProgressCardPlaceholder,
  progressCardKinds,
} from './components/progress/ProgressCardPlaceholder/ProgressCardPlaceholder';
export type {
  ProgressCardKind,
  ProgressCardPlaceholderProps,
} from './components/progress/ProgressCardPlaceholder/ProgressCardPlaceholder';
export { ProgressSummaryCard } from './components/progress/ProgressSummaryCard/ProgressSummaryCard';
export type {
  ProgressSummary,
  ProgressSummaryCardProps,
} from './components/progress/ProgressSummaryCard/ProgressSummaryCard';
export { QuizStatsCard } from './components/progress/QuizStatsCard/QuizStatsCard';
export type {
  QuizAttemptSummary,
  QuizStats,
  QuizStatsCardProps,
} from './components/progress/QuizStatsCard/QuizStatsCard';
export { ChaptersCompletedCard } from './components/progress/ChaptersCompletedCard/ChaptersCompletedCard';
export type {
  ChaptersCompleted,
  ChaptersCompletedCardProps,
  CompletedChapter,
} from './components/progress/ChaptersCompletedCard/ChaptersCompletedCard';
export { StreakCard } from './components/progress/StreakCard/StreakCard';
export type { Streak, StreakCardProps } from './components/progress/StreakCard/StreakCard';
export { streakMessage, streakMessages } from './components/progress/StreakCard/streakMessage';
export type { StreakMessage } from './components/progress/StreakCard/streakMessage';
export { StudyTimeChart } from './components/progress/StudyTimeChart/StudyTimeChart';
export type { StudyDay, StudyTimeChartProps } from './components/progress/StudyTimeChart/StudyTimeChart';
export { axisFor, lastDays } from './components/progress/StudyTimeChart/chartScale';
export { SubjectProgressList } from './components/progress/SubjectProgressList/SubjectProgressList';
export type {
  SubjectChapterProgress,
  SubjectProgress,
  SubjectProgressListProps,
} from './components/progress/SubjectProgressList/SubjectProgressList';
export { AchievementGrid } from './components/progress/AchievementGrid/AchievementGrid';
export type { Achievement, AchievementGridProps } from './components/progress/AchievementGrid/AchievementGrid';
export {
  achievementCodes,
  achievementText,
  achievementToastText,
} from './components/progress/AchievementGrid/achievementCatalog';
export type { AchievementCode } from './components/progress/AchievementGrid/achievementCatalog';
export { CertificateView, certificateVariants } from './components/progress/CertificateView/CertificateView';
export type {
  Certificate,
  CertificateVariant,
  CertificateViewProps,
  VerifiedCertificate,
} from './components/progress/CertificateView/CertificateView';
