import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../../utils/cx';
import type { HeadingLevel } from '../../../utils/Heading';
import { EmptyState } from '../../EmptyState/EmptyState';
import { MarkdownContent } from '../MarkdownContent/MarkdownContent';
import type { MarkdownContentProps } from '../MarkdownContent/MarkdownContent';
import { markdownShowsImage } from '../markdownImages';
import { isSafeMediaSrc } from '../safeUrl';
import { parseVideoUrl } from '../videoSource';
import type { VideoSource } from '../videoSource';
import { AlertIcon, NoteIcon } from '../../../icons';
import * as styles from './TopicContent.css';
import { contentMessages } from '../../../i18n/areas/content';
import { useMessages } from '../../../provider/StudyUiProvider';

export const topicContentTypes = ['video', 'text', 'mixed', 'generic'] as const;
export type TopicContentType = (typeof topicContentTypes)[number];

/** The fields of a topic that TopicContent shows (the API's Topic fits it). */
export interface TopicContentData {
  name: string;
  /** Markdown with maths. */
  content: string;
  /** Any other value is treated as `generic`. */
  contentType: TopicContentType | (string & {});
  imageUrl?: string | null;
  videoUrl?: string | null;
}

export interface TopicContentProps
  extends
    Omit<ComponentPropsWithRef<'div'>, 'children' | 'onCopy'>,
    Pick<
      MarkdownContentProps,
      'headingBase' | 'language' | 'mathControls' | 'onMathCopy' | 'LinkComponent' | 'deferOffscreen'
    > {
  topic: TopicContentData;
  /** Heading level of the empty-topic message. */
  emptyHeadingLevel?: HeadingLevel;
}

function LessonVideo({ source, title }: { source: VideoSource | undefined; title: string }) {
  const contentText = useMessages('content', contentMessages);
  if (!source) {
    return (
      <div className={styles.notice} role="note">
        <span className={styles.noticeIcon}>
          <AlertIcon size="1.25em" />
        </span>
        <span>
          <strong className={styles.noticeTitle}>{contentText.topicVideoUnavailable}</strong>
          <span className={styles.noticeText}>{contentText.topicVideoUnavailableHint}</span>
        </span>
      </div>
    );
  }
  const label = `${contentText.topicVideoTitle}: ${title}`;
  if (source.kind === 'youtube') {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.media}
          src={source.embedUrl}
          title={label}
          loading="lazy"
          // YouTube's player refuses to play without the page's origin as referrer.
          referrerPolicy="strict-origin-when-cross-origin"
          // The player needs its own scripts and origin; nothing else (no forms, no top navigation).
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
          allow="encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      </div>
    );
  }
  return (
    <div className={styles.frame}>
      {/* preload="none": nothing is downloaded on slow mobile data until the student presses play. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- the lessons' videos come without caption files (a content gap); the lesson text beside them says the same */}
      <video className={styles.media} src={source.src} controls preload="none" playsInline aria-label={label} />
    </div>
  );
}

/**
 * A topic's lesson by its content type: `video` (the video, then any text), `text` (the text),
 * `mixed` (image, video and text), anything else (whatever the topic has); an image that is also
 * in the text shows once, in the text. A topic with nothing to show gets the spec's empty message.
 */
export function TopicContent({
  topic,
  emptyHeadingLevel = 3,
  headingBase,
  language,
  mathControls,
  onMathCopy,
  LinkComponent,
  deferOffscreen,
  className,
  ...props
}: TopicContentProps) {
  const contentText = useMessages('content', contentMessages);
  const text = topic.content.trim();
  const videoUrl = topic.videoUrl?.trim() ?? '';
  const imageUrl = topic.imageUrl?.trim() ?? '';
  const type: TopicContentType = (topicContentTypes as readonly string[]).includes(topic.contentType)
    ? (topic.contentType as TopicContentType)
    : 'generic';

  // A video topic always answers for its video, even a broken one; the others show what they have.
  const showVideo = type === 'video' || videoUrl !== '';
  const showText = text !== '';
  // An image the lesson's text already shows, where the author placed it and with its
  // description, is not shown a second time above the text.
  const showImage =
    type !== 'video' &&
    type !== 'text' &&
    imageUrl !== '' &&
    isSafeMediaSrc(imageUrl) &&
    !(showText && markdownShowsImage(text, imageUrl));

  if (!showVideo && !showImage && !showText) {
    return (
      <div {...props} className={cx(styles.root, className)}>
        <EmptyState
          icon={<NoteIcon size="1.25em" />}
          tone="neutral"
          title={contentText.topicEmpty}
          headingLevel={emptyHeadingLevel}
          description={contentText.topicEmptyHint}
        />
      </div>
    );
  }

  return (
    <div {...props} className={cx(styles.root, className)}>
      {showImage && <img className={styles.image} src={imageUrl} alt={topic.name} loading="lazy" decoding="async" />}
      {showVideo && <LessonVideo source={parseVideoUrl(videoUrl)} title={topic.name} />}
      {showText && (
        <MarkdownContent
          content={text}
          headingBase={headingBase}
          language={language}
          mathControls={mathControls}
          onMathCopy={onMathCopy}
          LinkComponent={LinkComponent}
          deferOffscreen={deferOffscreen}
        />
      )}
    </div>
  );
}
