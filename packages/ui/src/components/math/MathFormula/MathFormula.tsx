import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import type { MathLanguage } from '../../../i18n/mathMessages';
import { cx } from '../../../utils/cx';
import { scrollFade } from '../../../utils/scrollFade.css';
import { scrollEdgeAttributes, useScrollEdges } from '../../../utils/useScrollEdges';
import { Button } from '../../Button/Button';
import { AlertIcon, CopyIcon, ZoomIcon } from '../../../icons';
import { loadedKatex, loadKatex, renderTex } from '../renderTex';
import { useMathMessages } from '../useMathMessages';
import * as styles from './MathFormula.css';

export type CopyResult = 'success' | 'failure';

export interface MathFormulaProps extends Omit<ComponentPropsWithRef<'span'>, 'children' | 'onCopy'> {
  /** The formula in TeX, without the dollar signs. */
  tex: string;
  /** A display formula gets a line of its own, centred; otherwise it flows in the text. */
  display?: boolean;
  /** Language of the error texts and control labels. */
  language?: MathLanguage;
  /** Copy and zoom buttons on display formulas, and an error card with KaTeX's message. */
  controls?: boolean;
  /**
   * After the copy button wrote (or failed to write) the TeX to the clipboard. The app shows the
   * toast: `mathMessages[language].copied` or `.copyFailed`.
   */
  onCopy?: (result: CopyResult) => void;
}

async function copyText(text: string): Promise<CopyResult> {
  try {
    if (!navigator.clipboard) return 'failure';
    await navigator.clipboard.writeText(text);
    return 'success';
  } catch {
    return 'failure';
  }
}

/**
 * One formula typeset with KaTeX. KaTeX is downloaded on the first formula of the page; until it
 * arrives the TeX source shows in a muted style. An invalid formula shows a red note with its
 * source instead of breaking the text around it.
 */
export function MathFormula({
  tex,
  display = false,
  language = 'bn',
  controls = false,
  onCopy,
  className,
  ...props
}: MathFormulaProps) {
  const [katex, setKatex] = useState(loadedKatex);
  const [zoomed, setZoomed] = useState(false);
  const scrollerRef = useRef<HTMLSpanElement>(null);
  const messages = useMathMessages(language);

  useEffect(() => {
    if (katex) return undefined;
    let mounted = true;
    // A failed download leaves the readable TeX source in place.
    loadKatex().then(
      // Every formula of a lesson typesets in this one update: a transition lets React split
      // it into short tasks instead of one that freezes a slow phone.
      (loaded) => mounted && startTransition(() => setKatex(loaded)),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [katex]);

  const result = useMemo(() => (katex ? renderTex(katex, tex, display) : undefined), [katex, tex, display]);
  const edges = useScrollEdges(scrollerRef, result && zoomed);

  if (!result) {
    return (
      <span {...props} className={cx(display ? styles.rawDisplay : styles.rawInline, className)} data-math="loading">
        {tex}
      </span>
    );
  }

  if (!result.ok) {
    if (controls) {
      return (
        <span {...props} className={cx(styles.errorCard, className)} data-math="error">
          <span className={styles.errorCardTitle}>
            <AlertIcon size="1.25em" />
            {messages.errorTitle}
          </span>
          <span className={styles.errorCardMessage}>{result.message}</span>
          <code className={styles.errorSource}>{tex}</code>
        </span>
      );
    }
    return (
      <span {...props} className={cx(display ? styles.errorDisplay : styles.errorInline, className)} data-math="error">
        <span className={styles.errorIcon}>
          <AlertIcon size="1.25em" />
        </span>
        <span className={styles.errorLabel}>{messages.invalid}:</span> <code className={styles.errorSource}>{tex}</code>
      </span>
    );
  }

  // KaTeX escapes the TeX it is given and, with `trust: false`, emits no links or attributes
  // from it, so its output is the only HTML this package ever inserts.
  const html = { __html: result.html };

  if (!display) {
    return (
      <span {...props} className={cx(styles.inline, className)} data-math="rendered" dangerouslySetInnerHTML={html} />
    );
  }

  return (
    <span
      {...props}
      className={cx(styles.display, controls && styles.displayWithControls, className)}
      data-math="rendered"
    >
      <span
        ref={scrollerRef}
        className={cx(styles.scroller, scrollFade, zoomed && styles.zoomed)}
        // Only a formula wider than the screen scrolls; then it needs a tab stop and a name, and
        // fades where it is cut off, so the student sees there is more of it.
        {...(edges.overflowing ? { tabIndex: 0, role: 'group', 'aria-label': messages.formula } : {})}
        {...scrollEdgeAttributes(edges)}
        dangerouslySetInnerHTML={html}
      />
      {controls && (
        <span className={styles.toolbar}>
          <Button
            variant="ghost"
            size="sm"
            aria-label={messages.copy}
            leadingIcon={<CopyIcon size="1.25em" />}
            onClick={() => {
              void copyText(tex).then((copied) => onCopy?.(copied));
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            aria-label={messages.zoom}
            aria-pressed={zoomed}
            leadingIcon={<ZoomIcon out={zoomed} size="1.25em" />}
            onClick={() => setZoomed((value) => !value)}
          />
        </span>
      )}
    </span>
  );
}
