import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useDeferredValue, useId } from 'react';
import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import { adminText } from '../../../i18n/adminMessages';
import { mq } from '../../../theme/breakpoints';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import { MarkdownContent } from '../../content/MarkdownContent/MarkdownContent';
import { TextAreaField } from '../fields/AdminFields';
import { useMediaQuery } from '../useMediaQuery';
import * as styles from './TopicMarkdownEditor.css';

export const markdownEditorLayouts = ['auto', 'split', 'tabs'] as const;
export type MarkdownEditorLayout = (typeof markdownEditorLayouts)[number];

export interface TopicMarkdownEditorProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onChange'> {
  /** Markdown with `$…$` and `$$…$$` maths. */
  value: string;
  onChange: (value: string) => void;
  label?: ReactNode;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /**
   * `auto`: editor and preview side by side from the desktop breakpoint (1024 px) up, tabbed
   * (Write / Preview) on narrower screens. `split` and `tabs` force one.
   */
  layout?: MarkdownEditorLayout;
  /**
   * The level a Markdown `#` becomes in the preview. Topics start at `##` (the topic's name is
   * the title), so the default 1 puts their headings at h2, under a dialog's h1 title.
   */
  headingBase?: HeadingLevel;
  id?: string;
  className?: string;
}

/** A topic's Markdown with a live preview through the students' content renderer, maths included. */
export function TopicMarkdownEditor({
  value,
  onChange,
  label = adminText.content,
  hint = adminText.contentHint,
  error,
  disabled = false,
  layout = 'auto',
  headingBase = 1,
  id,
  className,
  ...props
}: TopicMarkdownEditorProps) {
  const wide = useMediaQuery(mq.desktop);
  const previewTitleId = useId();
  const split = layout === 'split' || (layout === 'auto' && wide);
  // Typing stays quick on long topics full of maths: the preview may lag a keystroke behind.
  const previewSource = useDeferredValue(value);

  const editor = (
    <TextAreaField
      id={id}
      label={label}
      hint={hint}
      error={error}
      disabled={disabled}
      value={value}
      rows={14}
      spellCheck={false}
      className={styles.root}
      onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.currentTarget.value)}
    />
  );
  const preview = (
    <div className={styles.preview}>
      {previewSource.trim() === '' ? (
        <p className={styles.empty}>{adminText.previewEmpty}</p>
      ) : (
        <MarkdownContent content={previewSource} language="en" headingBase={headingBase} />
      )}
    </div>
  );

  if (split) {
    return (
      <div {...props} className={cx(styles.split, className)}>
        {editor}
        <section aria-labelledby={previewTitleId} className={styles.root}>
          {/* Not a heading: the Markdown's own headings follow the dialog's title. */}
          <span id={previewTitleId} className={styles.previewTitle}>
            {adminText.preview}
          </span>
          {preview}
        </section>
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)}>
      <TabProvider>
        <TabList aria-label={adminText.writeOrPreview} className={styles.tabList}>
          <Tab className={styles.tab}>{adminText.write}</Tab>
          <Tab className={styles.tab}>{adminText.preview}</Tab>
        </TabList>
        <TabPanel>{editor}</TabPanel>
        <TabPanel>{preview}</TabPanel>
      </TabProvider>
    </div>
  );
}
