import { copyFileSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);

/**
 * The shared part of a remote's .storybook/main.ts (node side): its stories, and msw's worker
 * script served beside iframe.html. The script is copied from the installed msw on every start
 * and build, so it always matches the library (msw refuses a worker of another version).
 */
export function screenStorybookConfig(remoteDir: string) {
  const workerDir = join(remoteDir, 'node_modules/.cache/msw-worker');
  mkdirSync(workerDir, { recursive: true });
  copyFileSync(require.resolve('msw/mockServiceWorker.js'), join(workerDir, 'mockServiceWorker.js'));
  return {
    stories: ['../src/**/*.stories.@(ts|tsx)'],
    staticDirs: [workerDir],
    core: { disableTelemetry: true },
  };
}
