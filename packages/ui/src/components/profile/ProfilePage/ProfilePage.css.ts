import { style } from '@vanilla-extract/css';
import { mq } from '../../../theme/breakpoints';
import { vars } from '../../../theme/contract.css';

// The summary card beside the tabs on a desktop, above them on phones and tablets.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.space.xl,
  '@media': {
    [mq.desktop]: { gridTemplateColumns: 'minmax(16rem, 20rem) minmax(0, 1fr)' },
  },
});

export const skeletonSummary = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
});

export const skeletonTabs = style({
  display: 'flex',
  gap: vars.space.md,
});

export const skeletonFields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
  marginBlockStart: vars.space.xl,
});
