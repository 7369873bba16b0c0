import { isMathBalanced } from '../math/splitMath';

/**
 * The Markdown to show for a reply that is still arriving. A formula whose closing `$` has not
 * come yet would flash a red error, so from the last point where the maths is balanced the rest
 * is passed with its dollars escaped: it shows as plain text until the formula is complete.
 */
export function streamingMarkdown(content: string): string {
  if (isMathBalanced(content)) return content;
  for (let cut = content.lastIndexOf('$'); cut >= 0; cut = content.lastIndexOf('$', cut - 1)) {
    // Never cut between the two dollars of a `$$`.
    const head = content.slice(0, cut);
    if (content[cut - 1] !== '$' && isMathBalanced(head)) return head + escapeDollars(content.slice(cut));
    if (cut === 0) break;
  }
  return escapeDollars(content);
}

function escapeDollars(text: string): string {
  return text.replace(/\$/g, '\\$');
}
