import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../i18n/messages';
import { NotFoundState } from './NotFoundState';

const meta = {
  title: 'Primitives/NotFoundState',
  component: NotFoundState,
  args: {
    title: bn.chapterNotFound,
    description: bn.chapterNotFoundText,
    backHref: '/subjects/3',
    backLabel: bn.backToSubject,
  },
} satisfies Meta<typeof NotFoundState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A chapter that was deleted or never existed: no alert, no retry, a way back. */
export const Chapter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: bn.chapterNotFound })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: bn.backToSubject })).toHaveAttribute('href', '/subjects/3');
  },
};
