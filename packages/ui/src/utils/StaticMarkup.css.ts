import { style } from '@vanilla-extract/css';

/** The wrapper takes no box of its own: the page lays out as if its children were in its place. */
export const root = style({ display: 'contents' });
