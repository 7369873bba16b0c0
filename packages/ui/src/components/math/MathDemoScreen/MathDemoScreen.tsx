import { useCallback, useId, useState } from 'react';
import type { ComponentPropsWithRef } from 'react';
import type { MathLanguage } from '../../../i18n/mathMessages';
import { cx } from '../../../utils/cx';
import { Card } from '../../Card/Card';
import { MarkdownContent } from '../../content/MarkdownContent/MarkdownContent';
import { MathFormula } from '../MathFormula/MathFormula';
import type { CopyResult } from '../MathFormula/MathFormula';
import { demoFormulas, demoHtml, demoInvalidFormula, demoMarkdown } from './demoSamples';
import { SafeHtml } from './SafeHtml';
import { useMathMessages } from '../useMathMessages';
import * as styles from './MathDemoScreen.css';

/** The language switch shows each language by its own name. */
const languageNames: Record<MathLanguage, string> = { bn: 'বাংলা', en: 'English' };
export const mathLanguages = ['bn', 'en'] as const satisfies readonly MathLanguage[];

export interface MathDemoScreenProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onCopy'> {
  /** Language of the labels and error texts at first; the page has its own switch. */
  defaultLanguage?: MathLanguage;
  /** Whether the copy and zoom buttons show at first. */
  defaultControls?: boolean;
  onLanguageChange?: (language: MathLanguage) => void;
  /**
   * A formula was copied (or copying failed). The app shows `mathMessages[language].copied` or
   * `.copyFailed` as a toast.
   */
  onCopy?: (result: CopyResult, language: MathLanguage) => void;
}

/**
 * The /demo/latex page: sample formulas, maths in a Markdown document and in an HTML snippet,
 * rendered on the phone with KaTeX, with a Bengali/English switch and the copy and zoom controls.
 */
export function MathDemoScreen({
  defaultLanguage = 'bn',
  defaultControls = true,
  onLanguageChange,
  onCopy,
  className,
  ...props
}: MathDemoScreenProps) {
  const [language, setLanguage] = useState<MathLanguage>(defaultLanguage);
  const [controls, setControls] = useState(defaultControls);
  const id = useId();
  const messages = useMathMessages(language);
  const handleCopy = useCallback((result: CopyResult) => onCopy?.(result, language), [onCopy, language]);

  return (
    <div {...props} lang={language} className={cx(styles.root, className)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{messages.demoTitle}</h1>
        <p className={styles.description}>{messages.demoDescription}</p>
      </header>

      <div className={styles.settings}>
        <fieldset className={styles.languageGroup}>
          <legend className={styles.settingLabel}>{messages.demoLanguage}</legend>
          <div className={styles.segmented}>
            {mathLanguages.map((value) => (
              <label
                key={value}
                className={cx(styles.segment, language === value && styles.segmentChecked)}
                lang={value}
              >
                <input
                  type="radio"
                  name={`${id}-language`}
                  value={value}
                  checked={language === value}
                  onChange={() => {
                    setLanguage(value);
                    onLanguageChange?.(value);
                  }}
                  className={styles.segmentInput}
                />
                <span className={styles.segmentText}>{languageNames[value]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className={styles.checkboxLabel}>
          <input
            type="checkbox"
            checked={controls}
            onChange={(event) => setControls(event.target.checked)}
            className={styles.checkbox}
          />
          {messages.demoControls}
        </label>
      </div>

      <section aria-labelledby={`${id}-samples`} className={styles.section}>
        <h2 id={`${id}-samples`} className={styles.sectionTitle}>
          {messages.demoSamples}
        </h2>
        <ul className={styles.formulaGrid}>
          {demoFormulas.map((formula) => (
            <li key={formula.id} className={styles.formulaCard}>
              <h3 className={styles.formulaLabel}>{formula.label[language]}</h3>
              <MathFormula
                tex={formula.tex}
                display
                language={language}
                controls={controls}
                onCopy={handleCopy}
                lang="bn"
              />
            </li>
          ))}
          <li className={styles.formulaCard}>
            <h3 className={styles.formulaLabel}>{messages.demoInvalid}</h3>
            <MathFormula tex={demoInvalidFormula} display language={language} controls={controls} onCopy={handleCopy} />
          </li>
        </ul>
      </section>

      <section aria-labelledby={`${id}-markdown`} className={styles.section}>
        <h2 id={`${id}-markdown`} className={styles.sectionTitle}>
          {messages.demoMarkdown}
        </h2>
        <Card>
          <MarkdownContent
            content={demoMarkdown}
            headingBase={3}
            language={language}
            mathControls={controls}
            onMathCopy={handleCopy}
            lang="bn"
          />
        </Card>
      </section>

      <section aria-labelledby={`${id}-html`} className={styles.section}>
        <h2 id={`${id}-html`} className={styles.sectionTitle}>
          {messages.demoHtml}
        </h2>
        <p className={styles.note}>{messages.demoHtmlNote}</p>
        <Card>
          <div className={styles.htmlSample} lang="bn">
            <SafeHtml html={demoHtml} language={language} controls={controls} onCopy={handleCopy} />
          </div>
        </Card>
        <details className={styles.source}>
          <summary className={styles.sourceSummary}>{messages.demoSource}</summary>
          <pre className={styles.sourceCode} tabIndex={0} lang="bn">
            <code>{demoHtml}</code>
          </pre>
        </details>
      </section>
    </div>
  );
}
