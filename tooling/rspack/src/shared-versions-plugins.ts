import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';
import { SHELL_SHARED_VERSIONS_FILE, sharedConflicts, type SharedNeed, type SharedVersions } from '@nextlevel/bff/contract';

/**
 * The host's build writes what it provides to the areas (shared-versions.json beside index.html):
 * the bff checks each release against it, and `pnpm cli check-shell` checks a new shell against
 * every serving release (issue #26 item 3).
 */
export class SharedVersionsPlugin implements RspackPluginInstance {
  constructor(private readonly versions: SharedVersions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SharedVersionsPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SharedVersionsPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset(
            SHELL_SHARED_VERSIONS_FILE,
            new compiler.rspack.sources.RawSource(`${JSON.stringify(this.versions, null, 2)}\n`),
          );
        },
      );
    });
  }
}

/**
 * A remote's build fails when a shared package it needs does not fit what the shell in the tree
 * provides ("mf-members needs react ^20.0.0; the shell provides 19.3.1"), before anyone releases
 * it: the same check the bff makes on a release.
 */
export class SharedFitPlugin implements RspackPluginInstance {
  constructor(
    private readonly build: string,
    private readonly needs: SharedNeed[],
    private readonly provided: SharedVersions,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('SharedFitPlugin', (compilation: Compilation) => {
      for (const conflict of sharedConflicts(this.build, this.needs, this.provided))
        compilation.errors.push(new compiler.rspack.WebpackError(`${conflict} (tooling/rspack/src/shared.ts, the remote's package.json)`));
    });
  }
}
