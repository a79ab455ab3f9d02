import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack, type Compiler } from '@rspack/core';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVATE_DIR, PrivateFilesPlugin } from './private-files';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-private-files-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Stands in for Module Federation's manifest plugin: it emits mf-stats.json beside mf-manifest.json. */
const emitsStats = {
  apply: (compiler: Compiler) =>
    compiler.hooks.thisCompilation.tap('stats', (compilation) =>
      compilation.hooks.processAssets.tap(
        { name: 'stats', stage: compiler.rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          compilation.emitAsset('mf-manifest.json', new compiler.rspack.sources.RawSource('{"name":"x"}'));
          compilation.emitAsset('mf-stats.json', new compiler.rspack.sources.RawSource('{"name":"x","exposes":[]}'));
        },
      ),
    ),
};

const build = (plugin = new PrivateFilesPlugin(path.join(dir, PRIVATE_DIR))) =>
  new Promise<void>((resolve, reject) => {
    fs.writeFileSync(path.join(dir, 'index.js'), 'export const answer = 42; import("./lazy.js");');
    fs.writeFileSync(path.join(dir, 'lazy.js'), 'export const secret = "source text";');
    rspack(
      {
        mode: 'production',
        context: dir,
        entry: { main: './index.js' },
        devtool: 'hidden-source-map',
        output: { path: path.join(dir, 'dist'), filename: 'static/js/[name].[contenthash:8].js', clean: true },
        plugins: [emitsStats, plugin],
      },
      (err, stats) => (err || stats?.hasErrors() ? reject(err ?? new Error(stats?.toString())) : resolve()),
    );
  });

const filesIn = (folder: string) =>
  fs
    .readdirSync(path.join(dir, folder), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(path.join(dir, folder), path.join(e.parentPath, e.name)))
    .sort();

describe('#23.8 a production build', () => {
  it('writes its source maps and mf-stats.json to dist-maps/, never to the dist/ that is served', async () => {
    // A file of an earlier build in dist-maps/ goes, as dist/ is cleaned.
    fs.mkdirSync(path.join(dir, PRIVATE_DIR), { recursive: true });
    fs.writeFileSync(path.join(dir, PRIVATE_DIR, 'stale.js.map'), '{}');
    await build();
    const served = filesIn('dist');
    const kept = filesIn(PRIVATE_DIR);
    expect(served.filter((f) => f.endsWith('.map') || f.endsWith('mf-stats.json'))).toEqual([]);
    expect(served).toContain('mf-manifest.json');
    expect(kept).toContain('mf-stats.json');
    expect(kept).not.toContain('stale.js.map');
    // Each map sits at its script's path, with the sources error tooling needs.
    const scripts = served.filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBe(2);
    expect(kept.filter((f) => f.endsWith('.map'))).toEqual(scripts.map((f) => `${f}.map`).sort());
    const lazyMap = kept.find((f) => f.endsWith('.map') && fs.readFileSync(path.join(dir, PRIVATE_DIR, f), 'utf8').includes('source text'));
    expect(lazyMap).toBeDefined();
    // Hidden: the scripts do not point at a map anyone could fetch.
    for (const script of scripts) expect(fs.readFileSync(path.join(dir, 'dist', script), 'utf8')).not.toContain('sourceMappingURL');
  }, 60_000);

  it('adds to dist-maps/ without emptying it when a second build writes into the same dist/ (clean: false)', async () => {
    await build();
    const first = filesIn(PRIVATE_DIR);
    fs.writeFileSync(path.join(dir, PRIVATE_DIR, 'csv-worker.js.map'), '{}');
    await build(new PrivateFilesPlugin(path.join(dir, PRIVATE_DIR), { clean: false }));
    expect(filesIn(PRIVATE_DIR)).toEqual([...first, 'csv-worker.js.map'].sort());
  }, 60_000);
});
