// A start tag, with quoted attribute values that may hold '>'.
const startTag = /<[a-z][^\s/>]*(?:"[^"]*"|'[^']*'|[^'">])*>/gi;
// An attribute named on… (onclick, onerror …), after the whitespace that separates it.
const handlerName = /(\s)(on[^\s"'>/=]*)/gi;

/**
 * The HTML with every event handler attribute renamed (`onclick` becomes `data-inert-onclick`)
 * before the browser parses it. SafeHtml never copies an attribute, so the handlers could not run
 * anyway; but the browser checks each one it parses against the page's Content-Security-Policy
 * and reports a violation, even in an inert DOMParser document. Renamed, there is nothing to
 * check. Text outside tags, where "on" is just letters, is left alone.
 */
export function renameEventHandlers(html: string): string {
  return html.replace(startTag, (tag) => tag.replace(handlerName, '$1data-inert-$2'));
}
