import {
  Children,
  createContext,
  memo,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ComponentPropsWithRef, ComponentPropsWithoutRef, JSX, ReactNode } from 'react';
import type { Components, ExtraProps } from 'react-markdown';
import type { MathLanguage } from '../../../i18n/mathMessages';
import { cx } from '../../../utils/cx';
import { scrollFade } from '../../../utils/scrollFade.css';
import { scrollEdgeAttributes, useScrollEdges } from '../../../utils/useScrollEdges';
import { Heading } from '../../../utils/Heading';
import type { HeadingLevel } from '../../../utils/Heading';
import { ResolvedLink } from '../../../utils/link';
import type { LinkComponent } from '../../../utils/link';
import { Skeleton } from '../../Skeleton/Skeleton';
import { VisuallyHidden } from '../../VisuallyHidden/VisuallyHidden';
import { MathFormula } from '../../math/MathFormula/MathFormula';
import type { CopyResult } from '../../math/MathFormula/MathFormula';
import { isExternalHref, isSafeHref, isSafeMediaSrc } from '../safeUrl';
import * as styles from './MarkdownContent.css';
import { contentMessages } from '../../../i18n/areas/content';
import type { ContentMessages } from '../../../i18n/areas/content';
import { useMessages } from '../../../provider/StudyUiProvider';

export interface MarkdownContentProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'onCopy'> {
  /** Markdown (GFM tables, lists, links, images) with `$…$` and `$$…$$` maths. */
  content: string;
  /**
   * The heading level a Markdown `#` becomes, so the content fits the page outline: under a
   * topic title that is an h2, pass 3. Deeper Markdown headings follow, up to h6.
   */
  headingBase?: HeadingLevel;
  /** Language of the maths error texts and buttons. */
  language?: MathLanguage;
  /** Copy and zoom buttons on display formulas. */
  mathControls?: boolean;
  /** A formula's copy button was used; the app shows the toast. */
  onMathCopy?: (result: CopyResult) => void;
  /** The app's router link, used for links inside the app (relative URLs). */
  LinkComponent?: LinkComponent;
  /**
   * Blocks out of view are laid out and painted only as they come near it (CSS
   * `content-visibility: auto`), which spares a slow phone most of a long lesson's layout work,
   * again at every font that arrives. A screenshot of the whole element shows those blocks empty.
   */
  deferOffscreen?: boolean;
}

interface RenderOptions {
  headingBase: HeadingLevel;
  language: MathLanguage;
  mathControls: boolean;
  onMathCopy: ((result: CopyResult) => void) | undefined;
  LinkComponent: LinkComponent | undefined;
}

// The element components are module-level and read the options from context: a new function
// per render would be a new component type to React, remounting every formula on each chunk of
// a streaming reply.
const OptionsContext = createContext<RenderOptions>({
  headingBase: 2,
  language: 'bn',
  mathControls: false,
  onMathCopy: undefined,
  LinkComponent: undefined,
});

type ElementProps<Tag extends keyof JSX.IntrinsicElements> = ComponentPropsWithoutRef<Tag> & ExtraProps;

function classNames(value: unknown): string[] {
  return typeof value === 'string' ? value.split(/\s+/) : [];
}

/** A formula's source: react-markdown may hand it over as one string or as several. */
const isText = (child: unknown): child is string | number => typeof child === 'string' || typeof child === 'number';

function MarkdownCode({ className, children, node: _node, ...props }: ElementProps<'code'>) {
  const options = useContext(OptionsContext);
  const classes = classNames(className);
  if (classes.includes('language-math')) {
    return (
      <MathFormula
        tex={Children.toArray(children).filter(isText).join('')}
        display={classes.includes('math-display')}
        language={options.language}
        controls={options.mathControls}
        onCopy={options.onMathCopy}
      />
    );
  }
  return (
    <code {...props} className={className}>
      {children}
    </code>
  );
}

function MarkdownPre({ children, node, ...props }: ElementProps<'pre'>) {
  const first = node?.children[0];
  const firstClasses = first?.type === 'element' ? first.properties['className'] : undefined;
  // A `$$` block comes as <pre><code class="language-math">; the formula needs no <pre>.
  if (Array.isArray(firstClasses) && firstClasses.includes('language-math')) return <>{children}</>;
  return (
    <ScrollRegion>
      <pre {...props}>{children}</pre>
    </ScrollRegion>
  );
}

function MarkdownLink({ href, children, node: _node, ...props }: ElementProps<'a'>) {
  const contentText = useMessages('content', contentMessages);
  const { LinkComponent } = useContext(OptionsContext);
  if (!href || !isSafeHref(href)) return <span>{children}</span>;
  if (isExternalHref(href)) {
    return (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <VisuallyHidden> {contentText.opensInNewTab}</VisuallyHidden>
      </a>
    );
  }
  // Same-page links (footnotes) and mailto stay anchors; paths in the app go through the router.
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return (
      <a {...props} href={href}>
        {children}
      </a>
    );
  }
  return (
    <ResolvedLink {...props} LinkComponent={LinkComponent} href={href}>
      {children}
    </ResolvedLink>
  );
}

function MarkdownImage({ src, alt, title, node: _node }: ElementProps<'img'>) {
  if (typeof src !== 'string' || !isSafeMediaSrc(src)) return null;
  // Markdown without alt text (`![](…)`) gives no description to invent: the image is treated as
  // decorative (alt="") rather than having screen readers spell out its file name.
  return <img src={src} alt={alt ?? ''} title={title} loading="lazy" decoding="async" className={styles.image} />;
}

function MarkdownTable({ node: _node, ...props }: ElementProps<'table'>) {
  return (
    <ScrollRegion>
      <table {...props} />
    </ScrollRegion>
  );
}

/**
 * A wide table or code block scrolls sideways; it then needs a tab stop and a name, and fades
 * where it is cut off.
 */
function ScrollRegion({ children }: { children: ReactNode }) {
  const contentText = useMessages('content', contentMessages);
  const ref = useRef<HTMLDivElement>(null);
  const edges = useScrollEdges(ref, children);
  return (
    <div
      ref={ref}
      className={cx(styles.scrollRegion, scrollFade)}
      {...(edges.overflowing ? { tabIndex: 0, role: 'region', 'aria-label': contentText.contentScrollRegion } : {})}
      {...scrollEdgeAttributes(edges)}
    >
      {children}
    </div>
  );
}

function headingComponent(depth: 1 | 2 | 3 | 4 | 5 | 6) {
  return function MarkdownHeading({ node: _node, ...props }: ElementProps<'h1'>) {
    const { headingBase } = useContext(OptionsContext);
    const level = Math.min(6, headingBase + depth - 1) as HeadingLevel;
    return <Heading {...props} level={level} />;
  };
}

const components: Components = {
  a: MarkdownLink,
  code: MarkdownCode,
  pre: MarkdownPre,
  img: MarkdownImage,
  table: MarkdownTable,
  h1: headingComponent(1),
  h2: headingComponent(2),
  h3: headingComponent(3),
  h4: headingComponent(4),
  h5: headingComponent(5),
  h6: headingComponent(6),
};

type MarkdownPipeline = typeof import('./markdownPipeline');

let pipeline: MarkdownPipeline | undefined;
let loading: Promise<MarkdownPipeline> | undefined;

/**
 * Loads the Markdown pipeline once for the whole page (an app may call it early, e.g. with a
 * lesson route's code). A failed download is forgotten, so the next render tries again.
 */
export function loadMarkdown(): Promise<MarkdownPipeline> {
  loading ??= import('./markdownPipeline').then(
    (module) => {
      pipeline = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

type PipelineState = { status: 'ready'; pipeline: MarkdownPipeline } | { status: 'loading' } | { status: 'failed' };

function usePipeline(): PipelineState {
  const [state, setState] = useState<PipelineState>(() =>
    pipeline ? { status: 'ready', pipeline } : { status: 'loading' },
  );
  useEffect(() => {
    if (state.status === 'ready') return;
    let current = true;
    loadMarkdown().then(
      // A transition: React renders a long lesson in slices and the phone stays responsive.
      (loaded) => current && startTransition(() => setState({ status: 'ready', pipeline: loaded })),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [state.status]);
  return state;
}

const remarkRehypeOptions = (contentText: ContentMessages) => ({
  footnoteLabel: contentText.contentFootnotes,
  footnoteBackLabel: contentText.contentFootnoteBack,
});

function MarkdownContentView({
  content,
  headingBase = 2,
  language = 'bn',
  mathControls = false,
  onMathCopy,
  LinkComponent,
  deferOffscreen = false,
  className,
  ...props
}: MarkdownContentProps) {
  const contentText = useMessages('content', contentMessages);
  const rehypeOptions = useMemo(() => remarkRehypeOptions(contentText), [contentText]);
  const options = useMemo(
    () => ({ headingBase, language, mathControls, onMathCopy, LinkComponent }),
    [headingBase, language, mathControls, onMathCopy, LinkComponent],
  );
  const state = usePipeline();
  if (state.status === 'loading') {
    return (
      <div {...props} className={cx(styles.root, className)} aria-busy="true">
        <VisuallyHidden>{contentText.contentLoading}</VisuallyHidden>
        <Skeleton shape="text" />
        <Skeleton shape="text" />
        <Skeleton shape="text" width="60%" />
      </div>
    );
  }
  if (state.status === 'failed') {
    // Without the parser (the download failed) the text itself is still worth reading.
    return (
      <div {...props} className={cx(styles.root, styles.plainText, className)}>
        {content}
      </div>
    );
  }
  const { Markdown, remarkPlugins, rehypePlugins } = state.pipeline;
  return (
    <div {...props} className={cx(styles.root, deferOffscreen && styles.deferOffscreen, className)}>
      <OptionsContext.Provider value={options}>
        <Markdown
          remarkPlugins={remarkPlugins}
          rehypePlugins={rehypePlugins}
          remarkRehypeOptions={rehypeOptions}
          components={components}
        >
          {content}
        </Markdown>
      </OptionsContext.Provider>
    </div>
  );
}

/**
 * A topic's Markdown or a tutor reply, sanitised: no raw HTML, script, event handler or
 * `javascript:` URL reaches the page. Maths is typeset with KaTeX, loaded on first use.
 * Memoised: parsing a lesson is the costliest render of a page, so a parent's re-render with the
 * same props (the session or a data refresh) does not parse it again.
 */
export const MarkdownContent = memo(MarkdownContentView);
