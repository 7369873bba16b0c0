import type { Messages } from './types';

/** Lesson content. */
export const contentMessages = {
  /** Spec §2, a topic without content. */
  topicEmpty: 'এই টপিকের জন্য কোনো বিষয়বস্তু পাওয়া যায়নি',
  topicEmptyHint: 'অন্য টপিকটি দেখো, অথবা এআই শিক্ষককে এই বিষয়ে প্রশ্ন করো।',
  /** Accessible name of a lesson video or its embedded player. */
  topicVideoTitle: 'পাঠের ভিডিও',
  topicVideoUnavailable: 'ভিডিওটি চালানো যাচ্ছে না',
  topicVideoUnavailableHint: 'ভিডিওর ঠিকানাটি সঠিক নয়, তাই এটি এখানে দেখানো যাচ্ছে না।',
  /** Read after a link that opens in a new tab. */
  opensInNewTab: '(নতুন ট্যাবে খুলবে)',
  /** Accessible name of a wide table or code block that scrolls sideways. */
  contentScrollRegion: 'পাশে স্ক্রল করে পুরোটা দেখো',
  /** Heading (for screen readers) of a lesson's footnotes, and the link back from one. */
  contentFootnotes: 'পাদটীকা',
  contentFootnoteBack: 'মূল লেখায় ফিরে যাও',
  /** Read while the lesson text renderer downloads. */
  contentLoading: 'লেখা লোড হচ্ছে…',
} as const satisfies Record<string, string>;

export type ContentMessages = Messages<typeof contentMessages>;
