import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { desktop, phone, sampleTopic } from '../storyFixtures';
import { TopicMarkdownEditor } from './TopicMarkdownEditor';
import type { TopicMarkdownEditorProps } from './TopicMarkdownEditor';

const onChange = fn();

/** Holds the value, as the topic form does. */
function Controlled({ value: initial, ...props }: Omit<TopicMarkdownEditorProps, 'onChange'>) {
  const [value, setValue] = useState(initial);
  return (
    <TopicMarkdownEditor
      {...props}
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'Admin/TopicMarkdownEditor',
  component: Controlled,
  parameters: { layout: 'padded' },
  args: { value: sampleTopic.content },
  beforeEach: () => {
    onChange.mockClear();
  },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Desktop: Markdown and preview side by side, maths rendered. */
export const SideBySide: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tab')).toBeNull();
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelectorAll('.katex').length).toBeGreaterThan(1), { timeout: 5000 });
    await expect(within(preview).getByRole('heading', { name: 'সূত্র' })).toBeVisible();
  },
};

export const LivePreview: Story = {
  globals: desktop,
  args: { value: '' },
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await expect(preview).toHaveTextContent('Nothing to preview yet.');
    await userEvent.type(canvas.getByLabelText('Content'), '## ক্ষেত্রফল{enter}{enter}$A = \\pi r^2$');
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
    await expect(within(preview).getByRole('heading', { name: 'ক্ষেত্রফল' })).toBeVisible();
    await expect(onChange).toHaveBeenLastCalledWith('## ক্ষেত্রফল\n\n$A = \\pi r^2$');
  },
};

/** A phone: Write and Preview tabs. */
export const PhoneTabs: Story = {
  globals: phone,
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const write = canvas.getByRole('tab', { name: 'Write' });
    await expect(write).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByLabelText('Content')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Preview' }));
    await expect(canvas.getByRole('tab', { name: 'Preview' })).toHaveAttribute('aria-selected', 'true');
    const panel = canvas.getByRole('tabpanel', { name: 'Preview' });
    await waitFor(() => expect(panel.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByLabelText('Content')).not.toBeVisible());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A formula that does not parse shows KaTeX's error inline, in English. */
export const InvalidMaths: Story = {
  globals: desktop,
  args: { value: 'ভুল সূত্র: $\\frac{1}{$' },
  play: async ({ canvasElement }) => {
    const preview = within(canvasElement).getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview).toHaveTextContent('Invalid LaTeX expression'), { timeout: 5000 });
  },
};

export const WithError: Story = {
  globals: desktop,
  args: { error: 'Content is too long' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Content')).toHaveAccessibleDescription(
      'Content is too long Markdown, with $...$ for inline maths and $$...$$ for display maths.',
    );
    const preview = canvas.getByRole('region', { name: 'Preview' });
    await waitFor(() => expect(preview.querySelector('.katex')).not.toBeNull(), { timeout: 5000 });
  },
};
