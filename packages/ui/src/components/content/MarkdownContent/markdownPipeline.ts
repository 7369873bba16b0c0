// The Markdown parser, its plugins and the sanitiser: the heaviest part of the content renderer,
// loaded on first use (see MarkdownContent's loadMarkdown) so screens without lessons or tutor
// replies never download it.
import type { Options } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { remarkMathRules } from './remarkMathRules';
import { sanitizeSchema } from './sanitizeSchema';

export { default as Markdown } from 'react-markdown';

export const remarkPlugins: Options['remarkPlugins'] = [remarkGfm, remarkMath, remarkMathRules];
export const rehypePlugins: Options['rehypePlugins'] = [[rehypeSanitize, sanitizeSchema]];
