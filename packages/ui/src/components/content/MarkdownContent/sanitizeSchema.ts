import { defaultSchema } from 'rehype-sanitize';
import type { Options as Schema } from 'rehype-sanitize';

/**
 * GitHub's sanitising rules, made stricter for content written by admins and by a language model:
 * - raw HTML never passes: react-markdown hands it over as `raw` nodes, which the sanitiser
 *   drops (tags go, the text between them stays), and rehype-raw is not used;
 * - links only to http(s), mailto or relative URLs; images and other sources only http(s) or
 *   relative (the image component then also asks for a path from the site root);
 * - `code` keeps the classes remark-math gives formulas (`language-math`, `math-inline`,
 *   `math-display`) and the `language-…` class of fenced code;
 * - no `longDesc` on images, no inline `style` anywhere (it is not in the default list either).
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  attributes: {
    ...defaultSchema.attributes,
    code: [['className', /^language-./, 'math-inline', 'math-display']],
    img: ['src', 'alt', 'title'],
  },
  protocols: {
    ...defaultSchema.protocols,
    href: ['http', 'https', 'mailto'],
    src: ['http', 'https'],
    cite: ['http', 'https'],
  },
};
