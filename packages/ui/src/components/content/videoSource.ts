import { isSafeMediaSrc } from './safeUrl';

export type VideoSource = { kind: 'youtube'; id: string; embedUrl: string } | { kind: 'file'; src: string };

const youtubeHosts = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const videoFile = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/** Seconds from YouTube's `t`/`start` parameter: '90', '90s' or '1m30s'. */
function startSeconds(value: string | null): number | undefined {
  if (!value) return undefined;
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(value);
  if (!match) return undefined;
  const seconds = Number(match[1] ?? 0) * 3600 + Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0);
  return seconds > 0 ? seconds : undefined;
}

function youtubeVideoId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  if (!youtubeHosts.has(host)) return undefined;
  if (host === 'youtu.be') return url.pathname.split('/')[1];
  const [, first, second] = url.pathname.split('/');
  if (first === 'watch') return url.searchParams.get('v') ?? undefined;
  if (first === 'embed' || first === 'shorts' || first === 'live' || first === 'v') return second;
  return undefined;
}

/**
 * What a topic's video URL points at: a YouTube video, played through YouTube's privacy-enhanced
 * (no-cookie) embed, or a video file for the browser's own player. Anything else (another site,
 * a script URL, an empty value) is undefined and the lesson shows a notice instead.
 */
export function parseVideoUrl(value: string | null | undefined): VideoSource | undefined {
  const raw = value?.trim();
  if (!raw || !isSafeMediaSrc(raw)) return undefined;
  let url: URL;
  try {
    url = new URL(raw, 'https://relative.invalid');
  } catch {
    return undefined;
  }
  const id = youtubeVideoId(url);
  if (id !== undefined) {
    if (!youtubeId.test(id)) return undefined;
    const start = startSeconds(url.searchParams.get('t') ?? url.searchParams.get('start'));
    // rel=0 keeps the suggestions after the video to the same channel.
    const embedUrl = `https://www.youtube-nocookie.com/embed/${id}?rel=0${start ? `&start=${start}` : ''}`;
    return { kind: 'youtube', id, embedUrl };
  }
  return videoFile.test(url.pathname) ? { kind: 'file', src: raw } : undefined;
}
