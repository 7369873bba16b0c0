/**
 * Whether the list should follow new content: only while the student is (nearly) at the bottom,
 * so scrolling up to re-read an earlier answer is not interrupted.
 */
export function shouldAutoScroll(
  scrollTop: number,
  scrollHeight: number,
  clientHeight: number,
  threshold = 48,
): boolean {
  return scrollHeight - scrollTop - clientHeight <= threshold;
}
