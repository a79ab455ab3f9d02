import type { Configuration } from '@rspack/core';

/** Where `pnpm dev` runs the bff (docs/architecture.md, "How a page loads"). */
export const BFF_DEV_URL = process.env.BFF_URL ?? 'http://127.0.0.1:3100';

/** A dev server that serves the SPA on every path and hands /api and /remotes.json to the bff. */
export const devServer = (port: number, proxied: string[]): NonNullable<Configuration['devServer']> => ({
  port,
  host: '127.0.0.1',
  hot: true,
  historyApiFallback: true,
  // The host page on :3000 loads remotes from :3001-3003.
  headers: { 'Access-Control-Allow-Origin': '*' },
  proxy: [{ context: proxied, target: BFF_DEV_URL, changeOrigin: false }],
  client: { overlay: { errors: true, warnings: false } },
});
