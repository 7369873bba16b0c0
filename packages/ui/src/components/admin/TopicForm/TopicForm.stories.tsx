import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormHarness, chapterOptions, desktop, phone, sampleTopics } from '../storyFixtures';
import { TopicForm } from './TopicForm';
import type { TopicFormProps } from './TopicForm';

function Harness(props: Omit<TopicFormProps, 'id'>) {
  return <FormHarness>{(id) => <TopicForm {...props} id={id} />}</FormHarness>;
}

const meta = {
  title: 'Admin/TopicForm',
  component: Harness,
  parameters: { layout: 'padded' },
  globals: desktop,
  args: { onSubmit: fn(), chapters: chapterOptions, existingCount: 4, editorLayout: 'split' },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Order')).toHaveValue(5);
    await expect(canvas.getByLabelText('Duration (minutes)')).toHaveValue(10);
    await expect(canvas.getByLabelText('Content format')).toHaveValue('Markdown');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Topic name is required');
    await expect(canvas.getByLabelText('Chapter')).toHaveAccessibleDescription('Chapter is required');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Maths typed into the content shows rendered in the preview, and the topic is saved as Markdown. */
export const WriteWithMaths: Story = {
  args: { defaultChapterId: 12 },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Name'), 'পিথাগোরাসের উপপাদ্য');
    // userEvent treats { and [ as key names: write them doubled.
    await userEvent.type(canvas.getByLabelText('Content'), 'সমকোণী ত্রিভুজে $a^2 + b^2 = c^2$');
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'পিথাগোরাসের উপপাদ্য',
      description: null,
      chapterId: 12,
      order: 5,
      content: 'সমকোণী ত্রিভুজে $a^2 + b^2 = c^2$',
      contentFormat: 'markdown',
      isActive: true,
      imageUrl: null,
      videoUrl: null,
      durationMinutes: 10,
    });
  },
};

/** Editing shows the content type the server worked out. */
export const EditMixed: Story = {
  args: { initial: sampleTopics[1] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Video URL')).toHaveValue('/videos/factor.mp4');
    await expect(canvas.getByText(/Content type: Mixed/)).toBeVisible();
  },
};

export const ServerErrors: Story = {
  args: {
    initial: sampleTopics[0],
    serverErrors: { videoUrl: 'Video URL must be an https:// URL or a /path', content: 'Content is too long' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Content')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Video URL')).toHaveAttribute('aria-invalid', 'true');
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
  },
};

export const PhoneTabs: Story = {
  globals: phone,
  args: { initial: sampleTopics[0], editorLayout: 'auto' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
