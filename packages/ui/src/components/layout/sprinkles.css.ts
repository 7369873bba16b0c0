import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { mq } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/**
 * The layout atoms behind Box, Stack, Inline and Columns: one class per property and value, over
 * the theme's space scale. Responsive properties take a value per breakpoint
 * (`{ mobile: 'column', tablet: 'row' }`), mobile first, on the theme's breakpoints.
 */
const responsiveProperties = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': mq.tablet },
    desktop: { '@media': mq.desktop },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingBlockStart: vars.space,
    paddingBlockEnd: vars.space,
    paddingInlineStart: vars.space,
    paddingInlineEnd: vars.space,
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlockStart', 'paddingBlockEnd', 'paddingInlineStart', 'paddingInlineEnd'],
    paddingX: ['paddingInlineStart', 'paddingInlineEnd'],
    paddingY: ['paddingBlockStart', 'paddingBlockEnd'],
  },
});

const plainProperties = defineProperties({
  properties: {
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    minWidth: [0],
    width: { full: '100%' },
    listStyle: ['none'],
  },
});

export const sprinkles = createSprinkles(responsiveProperties, plainProperties);

/** The props Box takes for its layout atoms. */
export type Sprinkles = Parameters<typeof sprinkles>[0];

/** The space scale's steps, for `space` and `padding` props and for story controls. */
export const spaceSteps = ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl', 'xxxl'] as const;
export type Space = (typeof spaceSteps)[number];

/** Breakpoints a layout can collapse below (Columns, Inline). */
export const collapsePoints = ['tablet', 'desktop'] as const;
export type CollapsePoint = (typeof collapsePoints)[number];
