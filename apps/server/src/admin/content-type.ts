import type { AdminTopic } from '@study/contract';

/** Below this many characters of text (a caption, a line of introduction) a video topic counts as a video. */
export const LITTLE_TEXT_CHARACTERS = 200;

/**
 * The topic's `contentType`, derived from what it holds so admins never set it by hand:
 * - `video`: a video with little text (under {@link LITTLE_TEXT_CHARACTERS} characters) and no image;
 * - `mixed`: an image or a video together with text, or an image alone;
 * - `text`: text only (also an empty topic).
 */
export function deriveContentType(topic: {
  content: string;
  imageUrl: string | null;
  videoUrl: string | null;
}): AdminTopic['contentType'] {
  const textLength = topic.content.trim().length;
  if (topic.videoUrl && !topic.imageUrl && textLength < LITTLE_TEXT_CHARACTERS) return 'video';
  if (topic.videoUrl || topic.imageUrl) return 'mixed';
  return 'text';
}
