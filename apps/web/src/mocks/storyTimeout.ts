/**
 * How long a story waits for a lazy page, its first answer or the lazily loaded maths renderer:
 * long enough for a busy CI machine, where a second is not.
 */
export const storyTimeout = { timeout: 10_000 };
