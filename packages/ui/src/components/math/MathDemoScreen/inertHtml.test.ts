// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renameEventHandlers } from './inertHtml';

describe('renameEventHandlers', () => {
  it('renames handler attributes in any case, quoted or not', () => {
    expect(renameEventHandlers('<p onclick="x()">a</p><img src=x OnError=y()>')).toBe(
      '<p data-inert-onclick="x()">a</p><img src=x data-inert-OnError=y()>',
    );
  });

  it('finds a handler after a quoted value holding ">"', () => {
    expect(renameEventHandlers('<a title="a > b" onmouseover=\'go()\'>x</a>')).toBe(
      '<a title="a > b" data-inert-onmouseover=\'go()\'>x</a>',
    );
  });

  it('leaves text, other attributes and closing tags alone', () => {
    const html = '<p class="one">once on a time, online</p>\n<code>on = 1</code>';
    expect(renameEventHandlers(html)).toBe(html);
  });

  it('leaves a browser nothing to report: parsed, no element has a handler attribute', () => {
    const body = new DOMParser().parseFromString(
      renameEventHandlers('<div><b onclick="a()" onload=b()>x</b></div>'),
      'text/html',
    ).body;
    const names = Array.from(body.querySelectorAll('*'), (element) => element.getAttributeNames()).flat();
    expect(names.some((name) => name.toLowerCase().startsWith('on'))).toBe(false);
  });
});
