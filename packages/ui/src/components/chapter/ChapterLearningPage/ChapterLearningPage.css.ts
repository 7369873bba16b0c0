import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const nav = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xs,
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxl,
  textAlign: 'center',
});

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '2.75rem',
  marginBlockEnd: '-1px',
  paddingInline: vars.space.lg,
  border: 'none',
  borderBlockEnd: '3px solid transparent',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  backgroundColor: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      borderBlockEndColor: vars.color.brand.solid,
      color: vars.color.brand.onSoft,
      fontWeight: vars.fontWeight.bold,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed' },
  },
});

export const notice = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.info.soft,
  color: vars.color.info.onSoft,
  fontSize: vars.fontSize.sm,
});

export const noticeIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  marginBlockStart: '0.15em',
  fontSize: '1.125rem',
});

export const panel = style({
  containerType: 'inline-size',
  paddingBlockStart: vars.space.md,
  outline: 'none',
});

// One column on a phone (topics, the open topic, the study guide); beside each other where the
// page itself is wide enough, whatever the width of the app's sidebar.
export const layout = style({
  '@media': { [mq.mobile]: { paddingBlockEnd: '4.5rem' } },
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"topics" "main" "side"',
  gap: vars.space.xl,
  '@container': {
    '(min-width: 52rem)': {
      gridTemplateColumns: 'minmax(15rem, 20rem) minmax(0, 1fr)',
      gridTemplateRows: 'auto 1fr',
      gridTemplateAreas: '"topics main" "side main"',
      alignItems: 'start',
    },
  },
});

export const topics = style({ gridArea: 'topics' });

export const askLink = style({ alignSelf: 'flex-start' });

// The tutor within a thumb's reach anywhere in the lesson, on phones; room below the pager so
// the button never hides "পরের টপিক" at the end of the page.
export const tutorFab = style({
  display: 'none',
  '@media': {
    [mq.mobile]: {
      display: 'inline-flex',
      position: 'fixed',
      insetInlineEnd: vars.space.md,
      insetBlockEnd: `calc(${vars.space.md} + env(safe-area-inset-bottom, 0px))`,
      zIndex: vars.zIndex.sticky,
      borderRadius: vars.radius.full,
      boxShadow: vars.shadow.lg,
    },
  },
});
export const side = style({ gridArea: 'side' });

export const main = style({
  gridArea: 'main',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const topic = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border.default}`,
  backgroundColor: vars.color.surface,
});

export const topicTitle = style({
  fontSize: vars.fontSize.xl,
  color: vars.color.text.primary,
  // Scrolled to when a topic opens: clear of the phone's sticky header, with air above.
  scrollMarginBlockStart: '5.5rem',
  outline: 'none',
});

export const content = style({
  minWidth: 0,
});

export const emptyContent = style({
  paddingBlock: vars.space.lg,
});
