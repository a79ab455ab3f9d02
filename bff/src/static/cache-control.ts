import path from 'node:path';

const YEAR = 31536000;
// rspack names long-lived files `[name].[contenthash].ext`; a hex run of 8+ marks one.
const hashed = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const entryPoints = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'remotes.json']);

/** Immutable for content-hashed files; revalidate for entry points and everything else. */
export const cacheControlFor = (file: string): string => {
  const name = path.basename(file);
  if (entryPoints.has(name)) return 'no-cache';
  if (hashed.test(name)) return `public, max-age=${YEAR}, immutable`;
  return 'no-cache';
};
