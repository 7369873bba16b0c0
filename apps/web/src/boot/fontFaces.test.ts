import { describe, expect, it } from 'vitest';
import type { PageFontFace } from './fontFaces';
import { addFontFaces, readFontFaces } from './fontFaces';

const bold: PageFontFace = {
  family: 'Body',
  source: 'url(/assets/body-700.woff2) format("woff2")',
  descriptors: { weight: '700', style: 'normal', display: 'swap' },
};
const latin: PageFontFace = {
  family: 'Body',
  source: 'url(/assets/latin-400.woff2) format("woff2")',
  descriptors: { weight: '400', unicodeRange: 'U+0000-00FF' },
};

/** FontFace stand-ins whose loads the test settles, and the set they are added to. */
function fakeFonts() {
  const added: string[] = [];
  const settle = new Map<string, { resolve: () => void; reject: (error: Error) => void }>();
  const create = (face: PageFontFace) => {
    const load = new Promise<FontFace>((resolve, reject) => {
      settle.set(face.source, { resolve: () => resolve(fake), reject });
    });
    const fake = { family: face.family, source: face.source, load: () => load } as unknown as FontFace;
    return fake;
  };
  const fonts = {
    add: (face: FontFace) => added.push((face as unknown as { source: string }).source),
  } as unknown as FontFaceSet;
  return { added, settle, create, fonts };
}

describe('readFontFaces', () => {
  it('reads the list the build writes', () => {
    expect(readFontFaces(JSON.stringify([bold, latin]))).toEqual([bold, latin]);
  });

  it('gives none for a missing or unreadable list, and skips entries of the wrong shape', () => {
    expect(readFontFaces(undefined)).toEqual([]);
    expect(readFontFaces('{not json')).toEqual([]);
    expect(readFontFaces('{"family":"Body"}')).toEqual([]);
    const odd = [
      { family: 'Body' },
      { ...bold, descriptors: { weight: 700 } },
      { ...bold, descriptors: { featureSettings: '"liga"' } },
      latin,
    ];
    expect(readFontFaces(JSON.stringify(odd))).toEqual([latin]);
  });
});

describe('addFontFaces', () => {
  it('adds the faces only when every file has settled, all in one go, leaving out a face that failed', async () => {
    const { added, settle, create, fonts } = fakeFonts();
    const done = addFontFaces([bold, latin], fonts, create);
    settle.get(bold.source)?.resolve();
    await Promise.resolve();
    await Promise.resolve();
    expect(added).toEqual([]);
    settle.get(latin.source)?.reject(new Error('network'));
    await done;
    expect(added).toEqual([bold.source]);
  });

  it('leaves out a face the browser refuses to create, and adds the others', async () => {
    const { added, settle, create, fonts } = fakeFonts();
    const refusing = (face: PageFontFace) => {
      if (face === bold) throw new SyntaxError('bad descriptor');
      return create(face);
    };
    const done = addFontFaces([bold, latin], fonts, refusing);
    settle.get(latin.source)?.resolve();
    await done;
    expect(added).toEqual([latin.source]);
  });

  it('does nothing for a page without such faces', async () => {
    const { added, create, fonts } = fakeFonts();
    await addFontFaces([], fonts, create);
    expect(added).toEqual([]);
  });
});
