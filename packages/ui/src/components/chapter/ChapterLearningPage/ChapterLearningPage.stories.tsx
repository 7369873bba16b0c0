import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pageLoadStatuses } from '../../subjects/types';
import { SampleContent, TutorPanelPlaceholder, longChapter, sampleChapter } from '../storyFixtures';
import { TutorDialog } from '../TutorDialog/TutorDialog';
import { ChapterLearningPage } from './ChapterLearningPage';
import type { ChapterLearningPageProps } from './ChapterLearningPage';

// The screenshot shows the top of the page: scroll back after pressing buttons further down.
const scrollToTop = () => window.scrollTo(0, 0);

const meta = {
  title: 'Chapter/ChapterLearningPage',
  component: ChapterLearningPage,
  args: {
    status: 'ready',
    chapter: sampleChapter,
    subjectId: 1,
    selectedTopicId: 1033,
    contentSlot: <SampleContent />,
    onSelectTopic: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onOpenTutor: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: pageLoadStatuses },
    contentSlot: { control: false },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof ChapterLearningPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The third of seven topics: two done, this one in progress. */
export const MiddleTopic: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const crumbs = within(canvas.getByRole('navigation', { name: 'তুমি এখানে আছ' }));
    await expect(crumbs.getByRole('link', { name: 'গণিত' })).toHaveAttribute('href', '/subjects/1');
    await expect(crumbs.getByText('বীজগাণিতিক রাশির গুণ ও ভাগ')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'অধ্যায় তালিকায় ফিরে যাও' })).toHaveAttribute('href', '/subjects/1');
    await expect(canvas.getByRole('heading', { level: 1, name: 'বীজগাণিতিক রাশির গুণ ও ভাগ' })).toBeVisible();
    await expect(canvas.getByText('৭টি টপিক')).toBeVisible();
    await expect(canvas.getAllByText('টপিক ৩/৭')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { level: 2, name: 'বহুপদী রাশির গুণ' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /বহুপদী রাশির গুণ/ })).toHaveAttribute('aria-current', 'true');
    // Real progress: 2 of 7 topics done.
    await expect(canvas.getByText('৭টির মধ্যে ২টি টপিক সম্পন্ন')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'অধ্যায়ের অগ্রগতি' })).toHaveAttribute('aria-valuetext', '২৯%');

    await userEvent.click(canvas.getByRole('button', { name: /একপদী রাশির ভাগ/ }));
    await expect(args.onSelectTopic).toHaveBeenCalledWith(1034);
    await userEvent.click(canvas.getByRole('button', { name: 'আগের টপিক' }));
    await expect(args.onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'পরের টপিক' }));
    await expect(args.onNext).toHaveBeenCalledTimes(1);
    scrollToTop();
  },
};

/** No topic chosen yet: the first is open. Without onNext the pager selects the next topic itself. */
export const FirstTopic: Story = {
  args: { selectedTopicId: undefined, onPrevious: undefined, onNext: undefined },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'বীজগাণিতিক রাশি কী' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'আগের টপিক' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'পরের টপিক' }));
    await expect(args.onSelectTopic).toHaveBeenCalledWith(1032);
    scrollToTop();
  },
};

export const LastTopic: Story = {
  args: { selectedTopicId: 1037 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'পরের টপিক' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'আগের টপিক' })).toBeEnabled();
  },
};

/** decisions.md keeps the quiz tab disabled, with the spec's notice. */
/** On a wide screen the action grid is enough: no floating tutor button. */
export const DesktopNoFloatingTutor: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'এআই শিক্ষক' })).toBeNull();
  },
};

export const QuizTabDisabled: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const quiz = canvas.getByRole('tab', { name: /কুইজ/ });
    await expect(quiz).toHaveAttribute('aria-disabled', 'true');
    await expect(quiz).toHaveAccessibleDescription('কুইজ শীঘ্রই আসছে। এই সংস্করণে শুধু পাঠ আর এআই শিক্ষক চালু আছে।');
    await userEvent.click(quiz);
    await expect(canvas.getByRole('tab', { name: 'পড়া' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toBeVisible();
  },
};

/** Bookmark, note, read-more, examples and practice are coming soon: announced, not dead. */
export const ComingSoonActions: Story = {
  tags: ['no-screenshot'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['বুকমার্ক করো', 'নোট লেখো', 'আরও পড়ো', 'উদাহরণ দেখো', 'অনুশীলন করো']) {
      await expect(canvas.getByRole('button', { name: `${name} শীঘ্রই আসছে` })).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/** The AI tutor action asks the app to open the tutor. */
export const OpenTutor: Story = {
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' }));
    await expect(args.onOpenTutor).toHaveBeenCalledTimes(1);
    scrollToTop();
  },
};

function WithStateAndTutor(props: ChapterLearningPageProps) {
  const [topicId, setTopicId] = useState(props.selectedTopicId);
  const [tutorOpen, setTutorOpen] = useState(false);
  const topic = props.chapter?.topics.find((item) => item.id === topicId);
  return (
    <>
      <ChapterLearningPage
        {...props}
        selectedTopicId={topicId}
        onSelectTopic={setTopicId}
        onPrevious={undefined}
        onNext={undefined}
        onOpenTutor={() => setTutorOpen(true)}
      />
      <TutorDialog open={tutorOpen} onClose={() => setTutorOpen(false)} description={topic?.name}>
        <TutorPanelPlaceholder />
      </TutorDialog>
    </>
  );
}

/** Wired as an app would: the pager moves between topics and the tutor opens in a dialog. */
export const WiredWithTutorDialog: Story = {
  render: (args) => <WithStateAndTutor {...args} />,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: 'পরের টপিক' }));
    // The new topic starts at its title, which has the focus (not the pager far below it).
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'একপদী রাশির ভাগ' })).toHaveFocus());
    const tutorButton = canvas.getByRole('button', { name: 'এআই শিক্ষককে প্রশ্ন করো' });
    await userEvent.click(tutorButton);
    const dialog = await body.findByRole('dialog', { name: 'এআই শিক্ষক' });
    await expect(dialog).toHaveAccessibleDescription('একপদী রাশির ভাগ');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(tutorButton).toHaveFocus());
    scrollToTop();
  },
};

export const Loading: Story = {
  args: { status: 'loading', chapter: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('অধ্যায় লোড হচ্ছে, একটু অপেক্ষা করো...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', chapter: undefined },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('অধ্যায়ের তথ্য লোড করতে সমস্যা হয়েছে');
    await userEvent.click(within(alert).getByRole('button', { name: 'আবার লোড করো' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(within(alert).getByRole('link', { name: 'বিষয়ে ফিরে যাও' })).toHaveAttribute('href', '/subjects/1');
  },
};

/** A deleted or unknown chapter (the API's 404): said as such, no retry, the way back to its subject. */
export const NotFound: Story = {
  args: { status: 'not-found', chapter: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'অধ্যায়টি খুঁজে পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'বিষয়ে ফিরে যাও' })).toHaveAttribute('href', '/subjects/1');
  },
};

export const EmptyChapter: Story = {
  args: { chapter: { ...sampleChapter, topics: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'কোনো টপিক পাওয়া যায়নি' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'টপিক বদলাও' })).toBeNull();
  },
};

export const EmptyTopic: Story = {
  args: { contentSlot: undefined },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'এই টপিকের জন্য কোনো বিষয়বস্তু পাওয়া যায়নি' }),
    ).toBeVisible();
  },
};

export const LongBengaliText: Story = {
  args: { chapter: longChapter, subjectId: 5, selectedTopicId: 5012 },
};

/** On a phone the tutor also floats at the bottom corner, on screen wherever the student reads. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  tags: ['interaction'],
  play: async ({ args, canvasElement }) => {
    const fab = within(canvasElement).getByRole('button', { name: 'এআই শিক্ষক' });
    await expect(fab).toBeVisible();
    await userEvent.click(fab);
    await expect(args.onOpenTutor).toHaveBeenCalledTimes(1);
    scrollToTop();
  },
};

export const PhoneLongBengaliText: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { chapter: longChapter, subjectId: 5, selectedTopicId: 5012 },
};

export const PhoneError: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { status: 'error', chapter: undefined },
};
