// The theme first: its side effects (font faces, tokens, global styles) must come before the
// component styles in dist/index.css.
export { breakpoints, mq, vars } from './theme';
export type { Breakpoint, ThemeVars } from './theme';

export { bn } from './i18n/messages';
export type { MessageKey } from './i18n/messages';
export { classOrdinal, formatNumber, formatPercent, toBengaliDigits } from './i18n/format';
export { headingLevels } from './utils/Heading';
export type { HeadingLevel } from './utils/Heading';

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
