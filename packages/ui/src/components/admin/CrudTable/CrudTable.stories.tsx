import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toBengaliDigits } from '../../../i18n/format';
import { Badge } from '../../Badge/Badge';
import { adminIconTypeLabels } from '../../../i18n/adminMessages';
import { longName, phone, sampleSubjects } from '../storyFixtures';
import type { AdminSubject } from '../types';
import { CrudTable } from './CrudTable';
import type { CrudColumn, CrudTableProps } from './CrudTable';

const columns: CrudColumn<AdminSubject>[] = [
  { key: 'name', header: 'Name', cell: (subject) => subject.name, width: '30%' },
  { key: 'grade', header: 'Grade', cell: (subject) => subject.gradeLevel, align: 'end', width: '6rem' },
  { key: 'icon', header: 'Icon', cell: (subject) => adminIconTypeLabels[subject.iconType] },
  { key: 'chapters', header: 'Chapters', cell: (subject) => subject.chapterCount, align: 'end' },
  {
    key: 'status',
    header: 'Status',
    cell: (subject) => (
      <Badge tone={subject.isActive ? 'success' : 'neutral'}>{subject.isActive ? 'Active' : 'Inactive'}</Badge>
    ),
  },
];

/** The table with subject columns; the component is generic, the story picks `AdminSubject`. */
function SubjectTable(props: Omit<CrudTableProps<AdminSubject>, 'columns' | 'getRowId' | 'getRowName' | 'entity'>) {
  return (
    <CrudTable
      {...props}
      entity="subject"
      columns={columns}
      getRowId={(row) => row.id}
      getRowName={(row) => row.name}
    />
  );
}

const meta = {
  title: 'Admin/CrudTable',
  component: SubjectTable,
  parameters: { layout: 'padded' },
  args: { rows: sampleSubjects, onAdd: fn(), onEdit: fn(), onDelete: fn(), onRetry: fn() },
} satisfies Meta<typeof SubjectTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Filled: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Subjects' })).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Subjects' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Add Subject' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Algebra' }));
    await expect(args.onEdit).toHaveBeenCalledWith(sampleSubjects[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete গণিত' }));
    await expect(args.onDelete).toHaveBeenCalledWith(sampleSubjects[0]);
  },
};

export const Loading: Story = {
  args: { rows: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading subjects...');
    await expect(canvas.getByRole('region', { name: 'Subjects', busy: true })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [] },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No subjects found' })).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Add Subject' }));
    await expect(args.onAdd).toHaveBeenCalledOnce();
  },
};

export const ErrorWithRetry: Story = {
  args: { rows: undefined, error: true },
  tags: ['interaction'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to fetch subjects');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongText: Story = {
  args: {
    rows: [{ ...sampleSubjects[0]!, id: 9, name: longName }, ...sampleSubjects],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: `Edit ${longName}` })).toBeVisible();
  },
};

/** On a 360 px phone the table scrolls sideways inside its box; the page itself does not. */
export const Phone360: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Subjects' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The scrolling box takes the keyboard focus, so it can be scrolled with the arrow keys.
    await expect(region).toHaveAttribute('tabindex', '0');
  },
};

interface Student {
  roll: number;
  name: string;
}

const studentLabels = {
  list: 'শিক্ষার্থী',
  add: 'শিক্ষার্থী যোগ করো',
  loading: 'শিক্ষার্থীদের তালিকা লোড হচ্ছে...',
  empty: 'কোনো শিক্ষার্থী নেই',
  fetchFailed: 'শিক্ষার্থীদের তালিকা আনা যায়নি',
  fetchFailedHint: 'সংযোগ দেখে আবার চেষ্টা করো।',
  retry: 'আবার চেষ্টা করো',
  actions: 'কাজ',
  edit: 'বদলাও',
  delete: 'মুছে ফেলো',
  editRow: (name: string) => `${name} বদলাও`,
  deleteRow: (name: string) => `${name} মুছে ফেলো`,
};

/** Any list, not only the admin's five: with `labels` instead of `entity`, every text is the app's own. */
export const OwnLabels: Story = {
  tags: ['interaction'],
  render: (args) => (
    <CrudTable<Student>
      labels={studentLabels}
      columns={[
        { key: 'roll', header: 'রোল', cell: (student) => toBengaliDigits(student.roll), align: 'end', width: '5rem' },
        { key: 'name', header: 'নাম', cell: (student) => student.name },
      ]}
      rows={[
        { roll: 1, name: 'তাসনিম রহমান' },
        { roll: 2, name: 'আরিফ হোসেন' },
      ]}
      getRowId={(student) => student.roll}
      getRowName={(student) => student.name}
      onAdd={args.onAdd}
      onEdit={args.onEdit}
      onDelete={args.onDelete}
    />
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'শিক্ষার্থী' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: 'কাজ' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'আরিফ হোসেন বদলাও' }));
    await expect(args.onEdit).toHaveBeenCalledWith({ roll: 2, name: 'আরিফ হোসেন' });
    await expect(canvas.queryByText(/Subject/)).toBeNull();
  },
};

/** An admin entity's texts with one of them changed. */
export const OverriddenLabel: Story = {
  args: { labels: { add: 'New subject' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New subject' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Subjects' })).toBeVisible();
  },
};
