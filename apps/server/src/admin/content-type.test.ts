import { describe, expect, it } from 'vitest';
import { LITTLE_TEXT_CHARACTERS, deriveContentType } from './content-type';

const video = 'https://www.youtube.com/embed/abc';
const image = '/media/triangle.svg';
const little = 'ভিডিওটি মন দিয়ে দেখো।';
const plenty = 'অ'.repeat(LITTLE_TEXT_CHARACTERS);

describe('deriveContentType', () => {
  it.each([
    [{ content: plenty, imageUrl: null, videoUrl: null }, 'text'],
    [{ content: '', imageUrl: null, videoUrl: null }, 'text'],
    [{ content: '', imageUrl: null, videoUrl: video }, 'video'],
    [{ content: little, imageUrl: null, videoUrl: video }, 'video'],
    // Whitespace is not text.
    [{ content: `  ${little}\n\n${' '.repeat(500)}`, imageUrl: null, videoUrl: video }, 'video'],
    [{ content: plenty, imageUrl: null, videoUrl: video }, 'mixed'],
    [{ content: little, imageUrl: image, videoUrl: video }, 'mixed'],
    [{ content: plenty, imageUrl: image, videoUrl: null }, 'mixed'],
    [{ content: '', imageUrl: image, videoUrl: null }, 'mixed'],
  ] as const)('%j is %s', (topic, expected) => {
    expect(deriveContentType(topic)).toBe(expected);
  });
});
