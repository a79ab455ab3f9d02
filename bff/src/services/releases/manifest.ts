import * as v from 'valibot';
import type { SharedRequirement } from '../../contract/releases';

const files = v.object({ sync: v.array(v.string()), async: v.array(v.string()) });
const assets = v.object({ js: files, css: files });

/**
 * What the bff reads of a build's mf-manifest.json (Module Federation's manifest, written by
 * `manifest: true` in tooling/rspack/src/remote.ts): its container name, build version, entry,
 * where its files are, what it shares and what it exposes. Other fields are left alone.
 */
export const mfManifestSchema = v.object({
  name: v.pipe(v.string(), v.nonEmpty()),
  metaData: v.object({
    buildInfo: v.object({ buildVersion: v.pipe(v.string(), v.nonEmpty()) }),
    remoteEntry: v.object({ name: v.pipe(v.string(), v.nonEmpty()), path: v.string() }),
    publicPath: v.optional(v.string()),
  }),
  shared: v.array(
    v.object({
      name: v.pipe(v.string(), v.nonEmpty()),
      version: v.string(),
      singleton: v.optional(v.boolean()),
      requiredVersion: v.optional(v.nullable(v.union([v.string(), v.literal(false)]))),
      assets,
    }),
  ),
  exposes: v.array(v.object({ name: v.string(), path: v.string(), assets })),
});
export type MfManifest = v.InferOutput<typeof mfManifestSchema>;

/** Where the build's files are: its publicPath, or with `auto` (ours) the folder of its remoteEntry.js. */
export const assetBase = (manifest: MfManifest, manifestUrl: URL): URL => {
  const { publicPath, remoteEntry } = manifest.metaData;
  if (publicPath && publicPath !== 'auto') return new URL(publicPath, manifestUrl);
  return new URL(remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}` : './', manifestUrl);
};

/** Every file the manifest lists: its entry, then each exposed module's and shared package's scripts and styles, once each. */
export const filesOf = (manifest: MfManifest): string[] => {
  const listed = [manifest.metaData.remoteEntry.name];
  for (const { assets: a } of [...manifest.exposes, ...manifest.shared])
    listed.push(...a.js.sync, ...a.js.async, ...a.css.sync, ...a.css.async);
  return [...new Set(listed)];
};

/** The shared packages as a release records them (a range of `false` is none). */
export const sharedOf = (manifest: MfManifest): SharedRequirement[] =>
  manifest.shared.map((s) => ({
    name: s.name,
    version: s.version,
    required_version: typeof s.requiredVersion === 'string' ? s.requiredVersion : null,
    singleton: s.singleton ?? false,
  }));

/** The modules it exposes, as the shell names them (`./routes`). */
export const exposesOf = (manifest: MfManifest): string[] => manifest.exposes.map((e) => e.path);

/** A schema failure in a few words: where and what, for the first few issues. */
export const manifestProblems = (issues: readonly v.BaseIssue<unknown>[]): string =>
  issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? '(the whole file)'}: ${issue.message}`)
    .join('; ');
