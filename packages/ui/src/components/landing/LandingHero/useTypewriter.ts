import { useEffect, useState } from 'react';
import { runTypewriter } from './typewriter';

/**
 * How many characters of a text of `length` are typed so far: counts up one per `msPerChar`
 * while `animate` is on, and is the whole length at once when it is off.
 */
export function useTypewriter(length: number, msPerChar: number, animate: boolean): number {
  const [chars, setChars] = useState(animate ? 0 : length);
  useEffect(() => {
    if (!animate) return;
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a new text starts typing from nothing; the reset belongs to the run it starts
    setChars(0);
    return runTypewriter({ length, msPerChar, onType: setChars });
  }, [length, msPerChar, animate]);
  return animate ? chars : length;
}
