import type { StorybookConfig } from 'storybook-react-rsbuild';

// The rsbuild config (rsbuild.config.ts beside package.json) adds pluginReact(); without it
// the build succeeds and every story crashes with "React is not defined".
const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  framework: { name: 'storybook-react-rsbuild', options: {} },
  core: { disableTelemetry: true },
};

export default config;
