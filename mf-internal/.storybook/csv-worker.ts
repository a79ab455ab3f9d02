import { rspack, type Configuration, type Stats } from '@rspack/core';
import type { Mode } from '@nextlevel/rspack-config';
import { csvWorkerConfig, internalRemoteConfig } from '../build-configs';

/**
 * csv-worker.js for the Database screen's stories: the same build as the remote's (rspack.config.ts),
 * written to `outDir`, which Storybook serves beside iframe.html, where the page looks for it (its
 * public path). In development it is rebuilt when the parser changes.
 */
export function buildCsvWorker(outDir: string, mode: Mode): Promise<string> {
  const worker = csvWorkerConfig(internalRemoteConfig(mode), mode);
  const config: Configuration = { ...worker, dependencies: undefined, output: { ...worker.output, path: outDir } };
  const compiler = rspack(config);
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, stats?: Stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
      else resolve(outDir);
    };
    if (mode === 'development') {
      let first = true;
      compiler.watch({}, (error, stats) => {
        if (first) done(error, stats);
        else if (error || stats?.hasErrors()) console.error(error ?? stats?.toString('errors-only'));
        first = false;
      });
    } else compiler.run((error, stats) => compiler.close(() => done(error, stats)));
  });
}
