import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { frame } from '../chat.css';
import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'Tutor/TypingIndicator',
  component: TypingIndicator,
  // Inside the chat's box (a flex column on the surface colour), where the bubble keeps to its own width.
  decorators: [
    (Story) => (
      <div className={frame} style={{ maxWidth: 640, padding: '1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TypingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In a reply's place while the tutor writes; screen readers hear the words, not the dots. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const indicator = within(canvasElement).getByText(bn.tutorTyping);
    await expect(indicator).toBeVisible();
    await expect(indicator.querySelector('[aria-hidden="true"]')?.children).toHaveLength(3);
  },
};
