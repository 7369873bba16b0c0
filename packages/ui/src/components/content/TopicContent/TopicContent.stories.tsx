import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { waitForMath } from '../../math/storyHelpers';
import { profitLossLesson } from '../storyContent';
import { TopicContent } from './TopicContent';

// A local file, so the story never depends on the network; `no-inline` keeps Vite from turning
// it into a data: URL, which TopicContent refuses (images come from http(s) or the site root).
const figureUrl = new URL('./lesson-figure.svg?no-inline', import.meta.url).href;

const shortText =
  'ভিডিওটি দেখে খাতায় লেখো: $\\text{লাভ} = \\text{বিক্রয়মূল্য} - \\text{ক্রয়মূল্য}$। তারপর নিচের প্রশ্নগুলোর উত্তর দাও।';

const meta = {
  title: 'Content/TopicContent',
  component: TopicContent,
  args: {
    topic: { name: 'লাভ ও ক্ষতি', content: profitLossLesson, contentType: 'text', imageUrl: null, videoUrl: null },
    headingBase: 3,
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
  },
} satisfies Meta<typeof TopicContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {};

/** Image, video and text together; the image is described by the topic name. */
export const Mixed: Story = {
  args: {
    topic: {
      name: 'লাভ ও ক্ষতির চিত্র',
      content: shortText,
      contentType: 'mixed',
      imageUrl: figureUrl,
      videoUrl: '/media/labh-khoti.mp4',
    },
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const image = within(canvasElement).getByRole('img', { name: 'লাভ ও ক্ষতির চিত্র' });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(canvasElement.querySelector('video')).toHaveAttribute('preload', 'none');
  },
};

export const VideoFile: Story = {
  args: {
    topic: {
      name: 'শতকরা লাভের হিসাব',
      content: shortText,
      contentType: 'video',
      videoUrl: '/media/shotokora-labh.mp4',
    },
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const video = canvasElement.querySelector('video');
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName(`${bn.topicVideoTitle}: শতকরা লাভের হিসাব`);
  },
};

/**
 * YouTube through the privacy-enhanced player. The test browser has no internet, so the frame's
 * inside is not compared (no screenshot); its attributes are.
 */
export const VideoYouTube: Story = {
  tags: ['no-screenshot'],
  args: {
    topic: {
      name: 'লাভ-ক্ষতির সহজ উদাহরণ',
      content: '',
      contentType: 'video',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=30',
    },
  },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0&start=30');
    await expect(frame).toHaveAttribute('title', `${bn.topicVideoTitle}: লাভ-ক্ষতির সহজ উদাহরণ`);
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin allow-presentation allow-popups');
  },
};

/** A video topic whose address is not a video: a notice, and the text still shows. */
export const InvalidVideo: Story = {
  args: {
    topic: { name: 'ভিডিও পাঠ', content: shortText, contentType: 'video', videoUrl: 'javascript:alert(1)' },
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(within(canvasElement).getByRole('note')).toHaveTextContent(bn.topicVideoUnavailable);
    await expect(canvasElement.querySelector('iframe, video')).toBeNull();
  },
};

export const EmptyVideo: Story = {
  args: { topic: { name: 'ভিডিও পাঠ', content: '', contentType: 'video', videoUrl: '' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('note')).toBeVisible();
  },
};

/** Spec: 'এই টপিকের জন্য কোনো বিষয়বস্তু পাওয়া যায়নি'. */
export const Empty: Story = {
  args: { topic: { name: 'খালি টপিক', content: '  \n ', contentType: 'text', imageUrl: null, videoUrl: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 3, name: bn.topicEmpty })).toBeVisible();
  },
};

/** An unknown content type shows whatever the topic has. */
export const Generic: Story = {
  args: {
    topic: { name: 'চিত্রে লাভ', content: shortText, contentType: 'slides', imageUrl: figureUrl, videoUrl: null },
  },
};

export const MixedOnPhone: Story = {
  ...Mixed,
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

/** The topic's image is also in its text: it shows once, where the text places it, with the text's description. */
export const ImageAlsoInText: Story = {
  args: {
    topic: {
      name: 'লাভ ও ক্ষতির চিত্র',
      content: `লাভ কীভাবে হিসাব হয়, চিত্রে দেখো:\n\n![ক্রয়মূল্য ও বিক্রয়মূল্যের পার্থক্যই লাভ](${figureUrl})\n\n${shortText}`,
      contentType: 'mixed',
      imageUrl: figureUrl,
      videoUrl: null,
    },
  },
  play: async ({ canvasElement }) => {
    await waitForMath(canvasElement);
    const images = within(canvasElement).getAllByRole('img');
    await expect(images).toHaveLength(1);
    await expect(images[0]).toHaveAccessibleName('ক্রয়মূল্য ও বিক্রয়মূল্যের পার্থক্যই লাভ');
  },
};
