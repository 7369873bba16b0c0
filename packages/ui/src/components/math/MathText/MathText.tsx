import { useMemo } from 'react';
import type { ComponentPropsWithRef } from 'react';
import type { MathLanguage } from '../../../i18n/mathMessages';
import { MathFormula } from '../MathFormula/MathFormula';
import type { CopyResult } from '../MathFormula/MathFormula';
import { splitMath } from '../splitMath';

export interface MathTextProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'onCopy'> {
  /** Plain text with `$…$`, `$$…$$` or `<code>` maths (see `splitMath` for the exact rules). */
  text: string;
  language?: MathLanguage;
  /** Copy and zoom buttons on display formulas, and error cards. */
  controls?: boolean;
  onCopy?: (result: CopyResult) => void;
}

/**
 * Plain text with maths in it, e.g. a quiz question. Text that only looks half like a formula
 * (a money amount, an unfinished `$$` while a reply streams in) stays text. Markdown is not read;
 * use MarkdownContent for that.
 */
export function MathText({ text, language, controls, onCopy, ...props }: MathTextProps) {
  const segments = useMemo(() => splitMath(text), [text]);
  return (
    <span {...props}>
      {segments.map((segment, index) =>
        segment.type === 'text' ? (
          segment.value
        ) : (
          <MathFormula
            // Segments only change when the text does; the index keeps a formula's zoom state.
            key={index}
            tex={segment.value}
            display={segment.type === 'display'}
            language={language}
            controls={controls}
            onCopy={onCopy}
          />
        ),
      )}
    </span>
  );
}
