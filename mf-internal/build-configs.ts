// The builds of rspack.config.ts, also used by .storybook/csv-worker.ts (Storybook builds the worker the same way).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { areas, containerName } from '@nextlevel/bff/contract';
import { PRIVATE_DIR, PrivateFilesPlugin, remoteConfig, type Mode } from '@nextlevel/rspack-config';
import type { Configuration } from '@rspack/core';

const dir = path.dirname(fileURLToPath(import.meta.url));
const name = containerName('internal');

/**
 * The CSV worker is a build of its own. Module Federation adds its runtime to every entry, a
 * worker's too, and a remote's runtime (externalRuntime) reads the host page's globals, which a
 * worker does not have (module-federation/core#2675, webpack#16173). Built after the remote into
 * the same dist/ as csv-worker.js (no hash: revalidated, not cached for a year); the page starts it
 * from the remote's public path (src/features/database/csv/parse-in-worker.ts).
 */
export const csvWorkerConfig = (remote: Configuration, mode: Mode): Configuration => ({
  name: 'csv-worker',
  dependencies: [name],
  mode,
  context: dir,
  target: ['webworker', 'es2022'],
  devtool: remote.devtool,
  entry: { 'csv-worker': './src/features/database/csv/csv.worker.ts' },
  output: { path: path.join(dir, 'dist'), filename: '[name].js', clean: false },
  resolve: { extensions: remote.resolve?.extensions },
  module: remote.module,
  optimization: { splitChunks: false },
  // Its source map beside the remote's, in dist-maps/ (never served), added to what the remote wrote there.
  plugins: mode === 'production' ? [new PrivateFilesPlugin(path.join(dir, PRIVATE_DIR), { clean: false })] : [],
  stats: 'errors-warnings',
});

/** The remote's own build (its container) in `mode`. */
export const internalRemoteConfig = (mode: Mode): Configuration => ({
  ...remoteConfig({ dir, mode, name, port: areas.internal.devPort }),
  name,
});
