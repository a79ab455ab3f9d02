import type { StorybookConfig } from 'storybook-react-rsbuild';
import { screenStorybooks } from './screen-storybooks';

// The rsbuild config (rsbuild.config.ts beside package.json) adds pluginReact(); without it
// the build succeeds and every story crashes with "React is not defined".
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
  // The remotes' screen stories beside the components (issue #14): their dev servers while
  // developing, and in the static build the copies the composed build puts below this one.
  refs: (_config, { configType }) =>
    Object.fromEntries(
      screenStorybooks.map(({ pkg, dir, title, port }) => [
        pkg,
        { title, url: configType === 'DEVELOPMENT' ? `http://localhost:${port}` : `./${dir}`, expanded: false },
      ]),
    ),
};

export default config;
