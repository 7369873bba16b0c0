const descriptorNames = ['weight', 'style', 'unicodeRange', 'display'] as const;

/**
 * The font faces a pre-rendered page leaves out of its first paint (the headings' weights and the
 * Latin subset; the body face is in the page's stylesheet and preloaded). The build lists them
 * in the page's `data-font-faces` (build/prerenderPages.ts).
 */
export interface PageFontFace {
  family: string;
  /** The `src` descriptor, e.g. `url(/assets/body-700.woff2) format("woff2")`. */
  source: string;
  /** As the CSS descriptors spell them, e.g. `{ weight: '700', unicodeRange: 'U+0980-09FE' }`. */
  descriptors: Partial<Record<(typeof descriptorNames)[number], string>>;
}

// Checked by hand, not with a zod schema: this runs in the entry, before the page's first paint,
// which zod would make ~20 kB heavier.
function isPageFontFace(value: unknown): value is PageFontFace {
  if (typeof value !== 'object' || value === null) return false;
  const { family, source, descriptors } = value as Record<string, unknown>;
  if (
    typeof family !== 'string' ||
    typeof source !== 'string' ||
    typeof descriptors !== 'object' ||
    descriptors === null
  )
    return false;
  return Object.entries(descriptors).every(
    ([name, text]) => descriptorNames.some((known) => known === name) && typeof text === 'string',
  );
}

/** The faces listed in `data-font-faces`; none when the list is missing or unreadable. */
export function readFontFaces(json: string | undefined): PageFontFace[] {
  if (!json) return [];
  try {
    const faces: unknown = JSON.parse(json);
    return Array.isArray(faces) ? faces.filter(isPageFontFace) : [];
  } catch {
    return [];
  }
}

/**
 * Loads the faces and adds them to the document together, once every file has arrived or failed:
 * the browser lays the text out again once, instead of once when the faces are declared and once
 * more as each file arrives (on a long lesson each pass holds a slow phone's main thread for
 * tens of milliseconds, and the text visibly reflows each time). A face the browser refuses or
 * whose file fails is left out: its text keeps the fallback font.
 */
export async function addFontFaces(
  faces: readonly PageFontFace[],
  fonts: Pick<FontFaceSet, 'add'> = document.fonts,
  // The descriptors' strings are checked by the constructor, which throws for one it cannot read.
  create: (face: PageFontFace) => FontFace = (face) =>
    new FontFace(face.family, face.source, face.descriptors as FontFaceDescriptors),
): Promise<void> {
  const created = faces.flatMap((face) => {
    try {
      return [create(face)];
    } catch {
      return [];
    }
  });
  const results = await Promise.allSettled(created.map((face) => face.load()));
  created.forEach((face, index) => {
    if (results[index]?.status === 'fulfilled') fonts.add(face);
  });
}
