import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StaticMarkup } from './StaticMarkup';

/**
 * Markup that never changes: on a page the server rendered ahead, the app keeps the server's HTML
 * and neither renders nor hydrates it. Opened here (rendered in the browser) its children render as
 * usual, and the wrapper adds no box of its own (`display: contents`).
 */
const meta = {
  title: 'Primitives/StaticMarkup',
  component: StaticMarkup,
  args: {
    children: (
      <section>
        <h2>আমাদের সম্পর্কে</h2>
        <p>ষষ্ঠ থেকে দশম শ্রেণির শিক্ষার্থীদের জন্য বিনামূল্যে বাংলা ভাষার পড়ার সহায়ক।</p>
      </section>
    ),
  },
} satisfies Meta<typeof StaticMarkup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RenderedInTheBrowser: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'আমাদের সম্পর্কে' })).toBeVisible();
    const wrapper = canvasElement.querySelector('[data-static-markup]');
    await expect(wrapper).not.toBeNull();
    await expect(getComputedStyle(wrapper as Element).display).toBe('contents');
  },
};
