import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Compiler, RspackPluginInstance } from '@rspack/core';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const compressible = /\.(js|css|json|html|svg)$/;
/** Below this, compressing gains less than the headers it adds (the bff's on-the-fly threshold too). */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside a text file; the bff's static
 * server (koa-send) sends them as they are, so no request pays for compression and each one
 * gets the smallest encoding, which on-the-fly compression (brotli quality 4) cannot afford.
 */
export async function precompress(file: string): Promise<void> {
  if (!compressible.test(file)) return;
  const body = await fs.readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip(body, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
}

/** Precompresses every text asset of a production build once it has been written. */
export class PrecompressPlugin implements RspackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outDir = compiler.options.output.path!;
      await Promise.all(compilation.getAssets().map((asset) => precompress(path.join(outDir, asset.name))));
    });
  }
}
