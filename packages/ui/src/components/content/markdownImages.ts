// An inline image `![alt](url "title")` or `![alt](<url>)`, and a reference definition `[id]: url`.
const inlineImage = /!\[(?:[^\]\\]|\\.)*\]\(\s*(?:<([^>\n]*)>|([^\s)]+))/g;
const referenceDefinition = /^ {0,3}\[(?:[^\]\\]|\\.)+\]:[ \t]*(?:<([^>\n]*)>|(\S+))/gm;

// Any base will do: it only makes `/media/a.svg`, `media/../media/a.svg` and `%20` spellings equal.
const base = 'https://lesson.invalid/';

function normalise(url: string): string {
  try {
    return new URL(url.trim(), base).href;
  } catch {
    return url.trim();
  }
}

/**
 * Whether the Markdown shows the image at `url` itself (inline or through a reference), so a
 * topic's separate image field would show it a second time.
 */
export function markdownShowsImage(markdown: string, url: string): boolean {
  const wanted = normalise(url);
  const sources = [...markdown.matchAll(inlineImage), ...markdown.matchAll(referenceDefinition)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return sources.some((source) => source !== '' && normalise(source) === wanted);
}
