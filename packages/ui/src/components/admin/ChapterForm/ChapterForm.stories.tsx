import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormHarness, longName, phone, sampleChapters, subjectOptions } from '../storyFixtures';
import { ChapterForm } from './ChapterForm';
import type { ChapterFormProps } from './ChapterForm';

function Harness(props: Omit<ChapterFormProps, 'id'>) {
  return <FormHarness>{(id) => <ChapterForm {...props} id={id} />}</FormHarness>;
}

const meta = {
  title: 'Admin/ChapterForm',
  component: Harness,
  parameters: { layout: 'padded' },
  args: { onSubmit: fn(), subjects: subjectOptions, existingCount: 2 },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new chapter goes after the list's chapters: order = count + 1. */
export const NewWithDefaults: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Order')).toHaveValue(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByLabelText('Name')).toHaveAccessibleDescription('Chapter name is required');
    await expect(canvas.getByLabelText('Subject')).toHaveAccessibleDescription('Subject is required');
    await userEvent.type(canvas.getByLabelText('Name'), 'ত্রিভুজ');
    await userEvent.selectOptions(canvas.getByLabelText('Subject'), 'গণিত');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'ত্রিভুজ',
      description: null,
      subjectId: 1,
      order: 3,
      isActive: true,
      contentSummary: null,
      imageUrl: null,
    });
  },
};

export const PreselectedSubject: Story = {
  args: { defaultSubjectId: 2, existingCount: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Subject')).toHaveValue('2');
    await expect(canvas.getByLabelText('Order')).toHaveValue(1);
  },
};

export const EditLongText: Story = {
  globals: phone,
  args: { initial: { ...sampleChapters[0]!, name: longName, contentSummary: `${longName} ${longName}` } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Name')).toHaveValue(longName);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
