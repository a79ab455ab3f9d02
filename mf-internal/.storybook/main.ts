import { fileURLToPath } from 'node:url';
import { screenStorybookConfig } from '@nextlevel/shell/stories/main';
import type { StorybookConfig } from 'storybook-react-rsbuild';

// The screen stories of mf-internal (issue #14); rsbuild.config.ts beside package.json adds pluginReact().
const config: StorybookConfig = {
  ...screenStorybookConfig(fileURLToPath(new URL('..', import.meta.url))),
  framework: { name: 'storybook-react-rsbuild', options: {} },
};

export default config;
