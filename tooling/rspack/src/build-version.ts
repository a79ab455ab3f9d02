import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

const MANIFEST = 'mf-manifest.json';
/** Characters of the compilation hash kept: plenty to tell builds apart, short enough for a chart legend. */
const VERSION_LENGTH = 12;

interface Manifest {
  metaData?: { buildInfo?: { buildVersion?: string } };
  shared?: { id?: string }[];
  exposes?: { id?: string }[];
  remotes?: { alias?: string }[];
}

const byKey =
  <T>(key: (item: T) => string | undefined) =>
  (a: T, b: T): number =>
    (key(a) ?? '').localeCompare(key(b) ?? '');

/**
 * The manifest's JSON with `metaData.buildInfo.buildVersion` set to `version`, and its lists in one
 * order: the manifest plugin lists shared packages in the order its threads met them, which changed
 * when other builds ran beside this one, and a build must give the same bytes every time
 * (scripts/check-build-isolation.ts).
 */
export const stampBuildVersion = (manifestJson: string, version: string): string => {
  const manifest = JSON.parse(manifestJson) as Manifest;
  if (!manifest.metaData) return manifestJson;
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
  manifest.shared?.sort(byKey((item) => item.id));
  manifest.exposes?.sort(byKey((item) => item.id));
  manifest.remotes?.sort(byKey((item) => item.alias));
  return JSON.stringify(manifest, null, 2);
};

/**
 * Module Federation writes a remote's `buildVersion` from MF_BUILD_VERSION or its package.json
 * version; ours have neither, so every manifest said "UNKNOWN". This stamps the compilation's
 * hash instead: it changes exactly when the remote's output does, and the shell sends it with
 * each page view (issue #13), so the analytics tell which build of an area served a page.
 */
export class BuildVersionPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('BuildVersionPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After the manifest plugin's stage (OPTIMIZE_TRANSFER), before anything is written or precompressed.
        { name: 'BuildVersionPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const asset = compilation.getAsset(MANIFEST);
          if (!asset || !compilation.hash) return;
          const stamped = stampBuildVersion(asset.source.source().toString(), compilation.hash.slice(0, VERSION_LENGTH));
          compilation.updateAsset(MANIFEST, new compiler.rspack.sources.RawSource(stamped));
        },
      );
    });
  }
}
