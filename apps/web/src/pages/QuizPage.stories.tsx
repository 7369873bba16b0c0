import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { studentApi } from '../mocks/handlers';
import { expectToast } from '../mocks/expectToast';
import { PageStory } from '../mocks/PageStory';
import { QuizPage } from './QuizPage';
import { pageDocs } from '../mocks/pageDocs';

const meta = {
  title: 'Pages/QuizPage',
  component: PageStory,
  args: { Component: QuizPage, path: '/quiz', page: 'quiz' },
  parameters: { layout: 'fullscreen', docs: pageDocs, msw: { handlers: studentApi() } },
  // The countdown runs on the real clock, so the pixels are never the same twice.
  tags: ['no-screenshot'],
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The built-in sample quiz; checking an answer shows the spec's toast. */
export const Sample: Story = {
  tags: ['interaction'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: '২০%' }));
    await userEvent.click(canvas.getByRole('button', { name: 'উত্তর যাচাই করো' }));
    await expectToast('সঠিক উত্তর!');
    await expect(document.title).toBe('কুইজ | পাঠশালা এআই');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('radio', { name: '২০%' });
  },
};
