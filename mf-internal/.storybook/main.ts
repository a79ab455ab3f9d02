import { fileURLToPath } from 'node:url';
import { screenStorybookConfig } from '@nextlevel/shell/stories/main';
import type { StorybookConfig } from 'storybook-react-rsbuild';
import { buildCsvWorker } from './csv-worker';

const remoteDir = fileURLToPath(new URL('..', import.meta.url));
const screens = screenStorybookConfig(remoteDir);

// The screen stories of mf-internal (issue #14); rsbuild.config.ts beside package.json adds pluginReact().
const config: StorybookConfig = {
  ...screens,
  // The Database screen parses CSV files in csv-worker.js, a build of its own that Storybook's does not make.
  staticDirs: async (_dirs, options) => [
    ...screens.staticDirs,
    await buildCsvWorker(`${remoteDir}node_modules/.cache/csv-worker`, options.configType === 'DEVELOPMENT' ? 'development' : 'production'),
  ],
  framework: { name: 'storybook-react-rsbuild', options: {} },
};

export default config;
