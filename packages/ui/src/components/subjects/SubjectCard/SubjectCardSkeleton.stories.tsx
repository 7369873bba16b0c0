import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SubjectCardSkeleton } from './SubjectCardSkeleton';

const meta = {
  title: 'Subjects/SubjectCardSkeleton',
  component: SubjectCardSkeleton,
} satisfies Meta<typeof SubjectCardSkeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A SubjectCard's shape, at a card's width in the grid, while subjects load. */
export const Default: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    // Hidden from screen readers as a whole; the list around it announces the loading.
    await expect(canvasElement.querySelector('div[aria-hidden="true"]')).not.toBeNull();
  },
};

/** The full width of a phone, where the grid has one column. */
export const Phone360: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
