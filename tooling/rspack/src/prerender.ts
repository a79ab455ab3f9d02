import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler, type Configuration, type RspackPluginInstance } from '@rspack/core';
import { baseConfig } from './base';
import { precompress } from './precompress';

export interface PrerenderedPageOptions {
  /** A module exporting `render(): string` (or a promise of it), relative to the package directory. */
  entry: string;
  /** Where the page's JSON goes, relative to the build's output folder (the contract's prerenderedPages). */
  output: string;
}

/**
 * A Node build of one page: the same SWC and CSS Modules set-up as the browser build, with the
 * stylesheet emitted, so the markup and the styles it is rendered with belong together. It takes
 * the browser build's name (`uniqueName`, which CSS Modules hash into every class name), so the
 * area's own class names in the markup are the ones its live page renders (decision 023).
 */
export const prerenderConfig = (dir: string, entry: string, uniqueName: string, name: string, outDir: string): Configuration => {
  const base = baseConfig({ dir, mode: 'production', uniqueName, publicPath: '', html: false });
  return {
    ...base,
    target: 'node20',
    entry: { [name]: entry },
    devtool: false,
    output: { ...base.output, path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    module: { ...base.module, generator: { 'css/auto': { exportsOnly: false } } },
    // Built into a temporary folder and read once: nothing to precompress or copy.
    plugins: [],
    optimization: { minimize: true, splitChunks: false },
  };
};

const compile = (config: Configuration) =>
  new Promise<string[]>((resolve, reject) => {
    rspack(config, (err, stats) => {
      if (err) return reject(err);
      const info = stats?.toJson({ all: false, errors: true, entrypoints: true });
      if (!info || stats?.hasErrors())
        return reject(new Error(`Prerender build failed:\n${info?.errors?.map((e) => e.message).join('\n')}`));
      const name = Object.keys(config.entry as object)[0]!;
      resolve((info.entrypoints?.[name]?.assets ?? []).map((a) => a.name));
    });
  });

/** Builds, runs and writes one page: `{ html, styles }` with its stylesheet copied beside it. */
export async function prerenderPage(dir: string, outRoot: string, uniqueName: string, page: PrerenderedPageOptions): Promise<void> {
  const name = path.basename(page.output, '.json');
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), `nl-prerender-${name}-`));
  try {
    const assets = await compile(prerenderConfig(dir, page.entry, uniqueName, name, tmp));
    const mod = createRequire(import.meta.url)(path.join(tmp, `${name}.cjs`)) as { render?: () => string | Promise<string> };
    if (typeof mod.render !== 'function') throw new Error(`${page.entry} exports no render()`);
    const html = await mod.render();
    const target = path.join(outRoot, path.dirname(page.output));
    await fs.mkdir(target, { recursive: true });
    const styles: string[] = [];
    for (const css of assets.filter((a) => a.endsWith('.css'))) {
      await fs.copyFile(path.join(tmp, css), path.join(target, css));
      await precompress(path.join(target, css));
      styles.push(path.posix.join(path.dirname(page.output), css));
    }
    await fs.writeFile(path.join(outRoot, page.output), JSON.stringify({ html, styles }));
  } finally {
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

/** After a production build has emitted, renders each page into the output folder (see prerenderPage). */
export class PrerenderPlugin implements RspackPluginInstance {
  constructor(
    private readonly dir: string,
    private readonly pages: PrerenderedPageOptions[],
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async () => {
      const { path: outRoot, uniqueName } = compiler.options.output;
      if (!outRoot || !uniqueName) throw new Error('PrerenderPlugin needs output.path and output.uniqueName');
      for (const page of this.pages) await prerenderPage(this.dir, outRoot, uniqueName, page);
    });
  }
}
