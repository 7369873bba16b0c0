import { renderedPageSlots } from '@study/contract';
import type { User } from '@study/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { readRenderedPageData, serialiseRenderedPageData } from './renderedPageData';

const user: User = {
  id: 7,
  name: 'রাফি',
  username: 'rafi',
  phone: '+8801712345678',
  class: '8',
  school: null,
  avatar: null,
};

/** The page as the server sends it: the data inside its script element, parsed by the browser. */
function pageWith(data: string): Document {
  document.body.innerHTML = `<div id="root"></div><script type="application/json" id="${renderedPageSlots.dataScriptId}">${data}</script>`;
  return document;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('rendered page data', () => {
  it('travels through the page unchanged, even text that would close the script or open a comment', () => {
    const answers = {
      '/web/api/v1/chapters/2/': { name: '</script><script>window.__xss = 1</script><!-- <b>', description: 'a < b' },
    };
    const data = serialiseRenderedPageData({ user, answers });
    expect(data).not.toContain('<');
    expect(readRenderedPageData(pageWith(data))).toEqual({ user, answers });
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('is undefined for a page without data, or with data that is not JSON or not ours', () => {
    expect(readRenderedPageData(document)).toBeUndefined();
    expect(readRenderedPageData(pageWith(''))).toBeUndefined();
    expect(readRenderedPageData(pageWith('{"user":'))).toBeUndefined();
    expect(readRenderedPageData(pageWith('null'))).toBeUndefined();
    expect(readRenderedPageData(pageWith(JSON.stringify({ user: { id: 'x' }, answers: {} })))).toBeUndefined();
    expect(readRenderedPageData(pageWith(JSON.stringify({ user, answers: [] })))).toBeUndefined();
    expect(readRenderedPageData(pageWith(JSON.stringify({ user })))).toBeUndefined();
  });
});
