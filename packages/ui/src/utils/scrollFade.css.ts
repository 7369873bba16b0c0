import { style } from '@vanilla-extract/css';

// How far into the element the fade reaches.
const fade = '1.5rem';
const solid = '#000';

/**
 * A sideways-scrolling element fades out at an edge where its content is cut off, so a reader
 * sees there is more to scroll to (set the edges with `scrollEdgeAttributes`). A mask, not a
 * shadow: it needs no knowledge of the background the element sits on, and nothing is drawn
 * when nothing is cut.
 */
export const scrollFade = style({
  selectors: {
    '&[data-cut-end]:not([data-cut-start])': {
      maskImage: `linear-gradient(to right, ${solid} calc(100% - ${fade}), transparent)`,
    },
    '&[data-cut-start]:not([data-cut-end])': {
      maskImage: `linear-gradient(to right, transparent, ${solid} ${fade})`,
    },
    '&[data-cut-start][data-cut-end]': {
      maskImage: `linear-gradient(to right, transparent, ${solid} ${fade}, ${solid} calc(100% - ${fade}), transparent)`,
    },
  },
});
