import fs from 'node:fs/promises';
import path from 'node:path';
import type { Compilation, Compiler, RspackPluginInstance } from '@rspack/core';

/** Beside each package's served dist/: what its production build makes for error reports and tools only. */
export const PRIVATE_DIR = 'dist-maps';

/** Source maps (every source file, in full) and Module Federation's build stats; the bff refuses them too (static/serve.ts). */
export const isPrivateFile = (name: string): boolean => name.endsWith('.map') || path.posix.basename(name) === 'mf-stats.json';

/**
 * Writes the build's private files to `dir` (keeping their paths) instead of the output folder, so
 * publishing dist/ publishes none of them (issue #23 item 8). `dir` is emptied first, as dist/ is,
 * unless `clean` is false: a second build into the same dist/ (mf-internal's CSV worker) adds to it.
 */
export class PrivateFilesPlugin implements RspackPluginInstance {
  constructor(
    private readonly dir: string,
    private readonly options: { clean?: boolean } = {},
  ) {}

  apply(compiler: Compiler): void {
    let held: { name: string; source: Buffer }[] = [];
    compiler.hooks.thisCompilation.tap('PrivateFilesPlugin', (compilation: Compilation) => {
      compilation.hooks.processAssets.tap(
        // After every stage that makes them (source maps at DEV_TOOLING, the MF stats at OPTIMIZE_TRANSFER),
        // before anything is written or precompressed.
        { name: 'PrivateFilesPlugin', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          held = compilation
            .getAssets()
            .filter((asset) => isPrivateFile(asset.name))
            .map((asset) => ({ name: asset.name, source: asset.source.buffer() }));
          for (const { name } of held) compilation.deleteAsset(name);
        },
      );
    });
    compiler.hooks.afterEmit.tapPromise('PrivateFilesPlugin', async () => {
      if (this.options.clean !== false) await fs.rm(this.dir, { recursive: true, force: true });
      for (const { name, source } of held) {
        const file = path.join(this.dir, name);
        await fs.mkdir(path.dirname(file), { recursive: true });
        await fs.writeFile(file, source);
      }
    });
  }
}
