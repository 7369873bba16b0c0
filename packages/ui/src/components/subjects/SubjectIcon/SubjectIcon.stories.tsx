import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { subjectIconTypes } from '../types';
import { SubjectIcon, subjectIconSizes } from './SubjectIcon';

const meta = {
  title: 'Subjects/SubjectIcon',
  component: SubjectIcon,
  args: { type: 'math', size: 'md' },
  argTypes: {
    type: { control: 'select', options: [...subjectIconTypes, 'unknown'] },
    size: { control: 'inline-radio', options: subjectIconSizes },
  },
} satisfies Meta<typeof SubjectIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Math: Story = {};

/** Every icon type in every size. An unknown type from the API shows the default book. */
export const AllTypes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: '1rem' }}>
      {subjectIconSizes.map((size) => (
        <div key={size} style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
          {[...subjectIconTypes, 'chemistry'].map((type) => (
            <SubjectIcon key={type} type={type} size={size} data-testid={`${size}-${type}`} />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    // Decorative: the subject name beside it is what a screen reader reads.
    await expect(within(canvasElement).getByTestId('md-math')).toHaveAttribute('aria-hidden', 'true');
  },
};
