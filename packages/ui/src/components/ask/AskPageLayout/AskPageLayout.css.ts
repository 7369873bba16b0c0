import { style } from '@vanilla-extract/css';
import { mq, vars } from '../../../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: vars.space.md,
  minWidth: 0,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  minWidth: 0,
  overflowWrap: 'anywhere',
  fontFamily: vars.fontFamily.heading,
  fontSize: vars.fontSize.xxl,
  lineHeight: vars.lineHeight.tight,
  '@media': { [mq.mobile]: { fontSize: vars.fontSize.xl } },
});

// The coming-soon button fills its row elsewhere; beside the title it keeps its own width.
export const complete = style({ selectors: { '&&': { width: 'auto', flexShrink: 0 } } });

export const back = style({ alignSelf: 'flex-start' });

export const tabs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `1px solid ${vars.color.border.default}`,
  overflowX: 'auto',
});

export const tabItem = style({ flexShrink: 0 });

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  marginBlockEnd: '-1px',
  paddingInline: vars.space.lg,
  borderBlockEnd: '3px solid transparent',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  color: vars.color.text.secondary,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  ':hover': { color: vars.color.text.primary, backgroundColor: vars.color.background },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: -2 },
  selectors: {
    '&[aria-current="page"]': {
      borderBlockEndColor: vars.color.brand.solid,
      color: vars.color.brand.onSoft,
      fontWeight: vars.fontWeight.bold,
    },
  },
  '@media': { [mq.mobile]: { paddingInline: vars.space.md } },
});

export const loading = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxxl,
  textAlign: 'center',
});

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  // Later queries win, so the wider screen comes last.
  '@media': {
    [mq.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem' },
    [mq.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem' },
  },
});

export const main = style({ minWidth: 0 });

export const side = style({
  minWidth: 0,
  alignSelf: 'start',
  '@media': { [mq.mobile]: { display: 'none' } },
});
