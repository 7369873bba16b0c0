import { describe, expect, it } from 'vitest';
import { parseVideoUrl } from './videoSource';

const embed = (id: string, query = 'rel=0') => ({
  kind: 'youtube',
  id,
  embedUrl: `https://www.youtube-nocookie.com/embed/${id}?${query}`,
});

describe('parseVideoUrl', () => {
  it('reads every common YouTube address and plays it through the no-cookie embed', () => {
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
    expect(parseVideoUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share')).toEqual(embed('dQw4w9WgXcQ'));
    expect(parseVideoUrl('https://www.youtube.com/embed/dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
    expect(parseVideoUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
    expect(parseVideoUrl('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')).toEqual(embed('dQw4w9WgXcQ'));
  });

  it('keeps a start time', () => {
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ?t=90')).toEqual(embed('dQw4w9WgXcQ', 'rel=0&start=90'));
    expect(parseVideoUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).toEqual(
      embed('dQw4w9WgXcQ', 'rel=0&start=90'),
    );
  });

  it('plays video files from http(s) or the site root in the browser', () => {
    expect(parseVideoUrl('/media/lesson-1.mp4')).toEqual({ kind: 'file', src: '/media/lesson-1.mp4' });
    expect(parseVideoUrl('https://cdn.example.com/v/lesson.webm?token=1')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/v/lesson.webm?token=1',
    });
  });

  it('refuses empty, malformed, unsafe and unknown addresses', () => {
    for (const url of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'data:video/mp4;base64,AAAA',
      'https://www.youtube.com/watch?v=short',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
      'https://vimeo.com/123456',
      'https://example.com/page.html',
      'lesson.mp4',
      'https://evil.example/youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(parseVideoUrl(url), String(url)).toBeUndefined();
    }
  });
});
