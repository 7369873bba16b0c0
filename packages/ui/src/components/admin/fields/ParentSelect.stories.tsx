import type { Meta, StoryObj } from '@storybook/react-vite';
import { adminMessages } from '@study/contract';
import { expect, fn, userEvent, within } from 'storybook/test';
import { adminText } from '../../../i18n/adminMessages';
import { chapterOptions, longName, phone, subjectOptions } from '../storyFixtures';
import { ParentSelect } from './ParentSelect';

const meta = {
  title: 'Admin/Fields/ParentSelect',
  component: ParentSelect,
  args: {
    label: adminText.subject,
    placeholder: adminText.chooseSubject,
    options: subjectOptions,
    defaultValue: '',
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof ParentSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the placeholder shows and cannot be chosen back; a choice is sent by id. */
export const Choosing: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText<HTMLSelectElement>(adminText.subject);
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: adminText.chooseSubject })).toBeDisabled();
    await expect(canvas.getAllByRole('option').map((option) => option.textContent)).toEqual([
      adminText.chooseSubject,
      ...subjectOptions.map((option) => option.label),
    ]);
    await userEvent.selectOptions(select, 'বিজ্ঞান');
    await expect(select).toHaveValue('2');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** Editing a chapter: its subject already chosen. */
export const Chosen: Story = {
  args: { defaultValue: '1' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: adminText.subject })).toHaveDisplayValue('গণিত');
  },
};

export const Required: Story = {
  args: {
    label: adminText.chapter,
    placeholder: adminText.chooseChapter,
    options: chapterOptions,
    error: adminMessages.required('Chapter'),
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByLabelText(adminText.chapter);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(adminMessages.required('Chapter'));
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(adminText.subject)).toBeDisabled();
  },
};

/** A long Bengali name on a phone stays inside the box. */
export const LongNamePhone: Story = {
  globals: phone,
  args: { options: [...subjectOptions, { id: 9, label: longName }], defaultValue: '9' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(adminText.subject)).toHaveDisplayValue(longName);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
