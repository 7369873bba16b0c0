import { useEffect, useState } from 'react';
import { mq } from '../../../theme/breakpoints';

function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(mq.reducedMotion).matches
  );
}

/**
 * Counts from 0 up to `target` over `durationMs`, easing out; with reduced motion (or `animate`
 * off) it is the target at once.
 */
export function useCountUp(target: number, durationMs: number, animate: boolean): number {
  const [still] = useState(() => !animate || prefersReducedMotion());
  const [value, setValue] = useState(0);

  useEffect(() => {
    if (still) return undefined;
    let frame = 0;
    let start: number | undefined;
    const step = (time: number) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / durationMs);
      setValue(Math.round(target * (1 - (1 - progress) ** 3)));
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, still]);

  // Still, it is the target itself (no effect sets it after the render).
  return still ? target : value;
}
