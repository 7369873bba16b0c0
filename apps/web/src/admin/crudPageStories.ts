import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adminErrorHandlers, adminLoadingHandlers } from '../mocks/adminHandlers';
import type { AdminRecords } from '../mocks/adminHandlers';
import { AdminPageStory, adminApiStory } from './AdminPageStory';
import { pageDocs } from '../mocks/pageDocs';
import { storyTimeout } from '../mocks/storyTimeout';

type CrudPageStory = StoryObj<typeof AdminPageStory>;

export interface CrudPageStoriesOptions {
  /** The list page's address, e.g. '/admin/classes'. */
  url: string;
  /** The records' name in the page's messages: 'classes' for 'Loading classes...'. */
  plural: string;
  /** The records the Empty story starts from: none of this page's. */
  empty: () => AdminRecords;
}

/**
 * What the stories of every admin list page share: the meta (the page at `url` over the filled
 * records) and the Loading, Error and Empty stories. Each file keeps its title, which Storybook
 * reads from the file itself, and its own stories.
 */
export function crudPageStories({ url, plural, empty }: CrudPageStoriesOptions) {
  const api = adminApiStory();
  const emptyApi = adminApiStory(empty);
  /** For a story that starts from the empty records. */
  const emptyRecords = { parameters: emptyApi.parameters, beforeEach: emptyApi.beforeEach };

  const meta = {
    component: AdminPageStory,
    args: { url },
    parameters: { layout: 'fullscreen', docs: pageDocs, ...api.parameters },
    beforeEach: api.beforeEach,
  } satisfies Partial<Meta<typeof AdminPageStory>>;

  const Loading: CrudPageStory = {
    parameters: { msw: { handlers: { admin: adminLoadingHandlers } } },
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByText(`Loading ${plural}...`, {}, storyTimeout),
      ).toBeInTheDocument();
    },
  };

  const Error: CrudPageStory = {
    parameters: { msw: { handlers: { admin: adminErrorHandlers } } },
    play: async ({ canvasElement }) => {
      await expect(await within(canvasElement).findByText(`Failed to fetch ${plural}`, {}, storyTimeout)).toBeVisible();
    },
  };

  const Empty: CrudPageStory = {
    ...emptyRecords,
    play: async ({ canvasElement }) => {
      await expect(
        await within(canvasElement).findByRole('heading', { name: `No ${plural} found` }, storyTimeout),
      ).toBeVisible();
    },
  };

  return { meta, emptyRecords, Loading, Error, Empty };
}
