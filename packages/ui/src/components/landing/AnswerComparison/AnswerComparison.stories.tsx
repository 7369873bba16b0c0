import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { bn } from '../../../i18n/messages';
import { AnswerComparison, comparisonSubjects } from './AnswerComparison';

const meta = {
  title: 'Landing/AnswerComparison',
  component: AnswerComparison,
  parameters: { layout: 'fullscreen' },
  argTypes: { defaultSubject: { control: 'inline-radio', options: comparisonSubjects } },
} satisfies Meta<typeof AnswerComparison>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Math: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'গণিত' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'গণিত' })).toHaveTextContent(bn.compareMathQuestion);
  },
};

/** Switching to বিজ্ঞান shows the science example. */
export const SwitchToScience: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'বিজ্ঞান' }));
    await expect(canvas.getByRole('tab', { name: 'বিজ্ঞান' })).toHaveAttribute('aria-selected', 'true');
    const panel = await canvas.findByRole('tabpanel', { name: 'বিজ্ঞান' });
    await expect(panel).toHaveTextContent(bn.compareScienceQuestion);
    await expect(panel).toHaveTextContent(bn.compareScienceBasic);
    await expect(panel).toHaveTextContent(bn.compareScienceAi);
  },
};

/** The switcher works with arrow keys, as tabs do. */
export const KeyboardSwitch: Story = {
  tags: ['no-screenshot', 'interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'গণিত' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'বিজ্ঞান' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
};
