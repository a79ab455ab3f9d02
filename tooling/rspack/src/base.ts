import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressPlugin } from './precompress';
import { PRIVATE_DIR, PrivateFilesPlugin } from './private-files';
import { rules } from './rules';

const require = createRequire(import.meta.url);
// react-router's exports map always points at its development build; production has its own.
const routerProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

export type Mode = 'development' | 'production';

export interface BaseOptions {
  /** The package directory (holds src/, index.html, dist/). */
  dir: string;
  mode: Mode;
  uniqueName: string;
  publicPath: string;
  /** Emit index.html from the package's template (the host always; a remote in standalone dev). */
  html: boolean;
}

/** What every front-end build has in common: SWC, CSS Modules, hashed names, minified production output. */
export const baseConfig = ({ dir, mode, uniqueName, publicPath, html }: BaseOptions): Configuration => {
  const dev = mode === 'development';
  const hashed = (ext: string) => (dev ? `[name]${ext}` : `[name].[contenthash:8]${ext}`);
  return {
    mode,
    context: dir,
    target: ['web', 'es2022'],
    // Production maps are for error reports only: no sourceMappingURL, and written to dist-maps/ (PrivateFilesPlugin).
    devtool: dev ? 'cheap-module-source-map' : 'hidden-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath,
      uniqueName,
      filename: hashed('.js'),
      chunkFilename: hashed('.js'),
      cssFilename: hashed('.css'),
      cssChunkFilename: hashed('.css'),
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
      alias: dev ? {} : { 'react-router$': routerProduction },
    },
    module: {
      rules: rules(dev),
      // `import styles from './X.module.css'`, as the design system and the areas write it.
      parser: {
        'css/auto': { namedExports: false },
        // A name missing from a module (e.g. from the curated router) is a build error, not undefined at run time.
        javascript: { exportsPresence: 'error' },
      },
    },
    plugins: [
      // Only the app entry (not a remote's container), from the site root whatever the page's path.
      html && new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html'), minify: !dev, chunks: ['main'], publicPath: '/' }),
      // Static files (favicon) are copied as they are.
      fs.existsSync(path.join(dir, 'public')) && new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
      dev && new ReactRefreshRspackPlugin(),
      !dev && new PrivateFilesPlugin(path.join(dir, PRIVATE_DIR)),
      !dev && new PrecompressPlugin(),
    ],
    // rspack 2 compiles dynamic imports on first request in dev; Module Federation's share and
    // expose chunks are fetched by the MF runtime, which that proxy does not serve reliably.
    lazyCompilation: false,
    // Small modules used by several lazy chunks (the contract) go to one chunk instead of a copy in each.
    // Export names between our own modules become one or two letters (shared modules keep theirs):
    // ~0.8 KB gzip off the first page (bench/bundle.ts).
    optimization: { splitChunks: { chunks: 'async', minSize: 1000 }, mangleExports: 'size' },
    performance: false,
    stats: 'errors-warnings',
  };
};
