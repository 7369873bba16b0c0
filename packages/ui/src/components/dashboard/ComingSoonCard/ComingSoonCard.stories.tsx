import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { headingLevels } from '../../../utils/Heading';
import { ComingSoonCard, comingSoonKinds } from './ComingSoonCard';

const meta = {
  title: 'Dashboard/ComingSoonCard',
  component: ComingSoonCard,
  args: { kind: 'overallProgress' },
  argTypes: {
    kind: { control: 'inline-radio', options: comingSoonKinds },
    headingLevel: { control: 'inline-radio', options: headingLevels },
    icon: { control: false },
  },
} satisfies Meta<typeof ComingSoonCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four placeholders of the dashboard. */
export const AllKinds: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: '1rem', gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' }}>
      {comingSoonKinds.map((kind) => (
        <ComingSoonCard key={kind} {...args} kind={kind} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('শীঘ্রই আসছে')).toHaveLength(4);
    for (const name of ['সামগ্রিক অগ্রগতি', 'কুইজের পরিসংখ্যান', 'সম্পন্ন অধ্যায়', 'অর্জন ও ব্যাজ']) {
      await expect(canvas.getByRole('heading', { name })).toBeVisible();
    }
    // Nothing to press: a placeholder is not a control.
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const CustomText: Story = {
  args: {
    title: 'পড়ার ধারাবাহিকতা',
    description: 'টানা কত দিন পড়েছ, তার হিসাব এখানে দেখা যাবে। প্রতিদিন একটু একটু পড়লেই সবচেয়ে ভালো শেখা হয়।',
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  args: { kind: 'achievements' },
};
