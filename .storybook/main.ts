import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions, mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: [
    './Introduction.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  tags: {
    // Stories whose play function acts like the user (see Introduction.mdx): their own entries in
    // the sidebar, after the states, but not on the component's docs page, which shows its states.
    interaction: { excludeFromDocsStories: true },
  },
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker lives with the web app's static files so the app and Storybook share one copy.
  staticDirs: ['../apps/web/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Stories read the workspace packages from source (see the "@study/source" export condition),
      // so a change in packages/ui shows up without rebuilding the package.
      resolve: { conditions: ['@study/source', ...defaultClientConditions] },
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/css/recipe',
          '@ariakit/react',
          'react',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-dom',
          'react-dom/client',
          'react-router-dom',
          'swr',
          'msw/browser',
        ],
      },
    });
  },
};

export default config;
