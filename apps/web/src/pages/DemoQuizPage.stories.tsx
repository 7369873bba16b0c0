import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageStory } from '../mocks/PageStory';
import { DemoQuizPage } from './DemoQuizPage';
import { pageDocs } from '../mocks/pageDocs';

/** /demo/quiz for a visitor: no account, no server call. */
const meta = {
  title: 'Pages/DemoQuizPage',
  component: PageStory,
  args: { Component: DemoQuizPage, path: '/demo/quiz', page: 'demoQuiz', shell: false, user: null },
  parameters: { layout: 'fullscreen', docs: pageDocs },
} satisfies Meta<typeof PageStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'একটি কুইজ চেষ্টা করে দেখো' }),
    ).toBeVisible();
    await expect(document.title).toBe('নমুনা কুইজ | পাঠশালা এআই');
  },
};
