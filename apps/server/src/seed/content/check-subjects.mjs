// Rules for a subject folder as a whole (class-<N>/<subject-slug>/), used by check-content.mjs.
// A chapter's own rules live in check-content.mjs; these say how much of a book must be written.

/**
 * Books written whole (issue 18: class 8 maths 11/11, science 14/14): every chapter of the
 * curriculum list must have its folder. Other subjects may have only some chapters written.
 */
export const COMPLETE_BOOKS = new Set(['class-8/math', 'class-8/science']);

const two = (n) => String(n).padStart(2, '0');

/**
 * Problems of one subject folder.
 * key: "class-<N>/<slug>"; positions: the NN of its chapter folders; images / videos: topics with
 * a picture / with a video (or a described wanted video); bookLength: chapters in the curriculum
 * list for that class and subject (undefined when the list is missing).
 */
export function subjectProblems({ key, positions, images, videos, bookLength }) {
  const problems = [];
  if (positions.length === 0) {
    problems.push('no chapters (a subject folder holds at least its first written chapter)');
    return problems;
  }
  if (COMPLETE_BOOKS.has(key) && Number.isInteger(bookLength)) {
    const written = new Set(positions);
    const missing = [];
    for (let n = 1; n <= bookLength; n += 1) if (!written.has(n)) missing.push(two(n));
    if (missing.length) problems.push(`chapter${missing.length > 1 ? 's' : ''} ${missing.join(', ')} of ${bookLength} missing (this whole book is written)`);
  }
  if (images < 1) problems.push('no topic with an image');
  if (videos < 1) problems.push('no topic with a video');
  return problems;
}
