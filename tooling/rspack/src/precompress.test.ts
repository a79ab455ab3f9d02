import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const file = (name: string, content: string) => {
  const p = path.join(dir, name);
  fs.writeFileSync(p, content);
  return p;
};

describe('precompress', () => {
  it('writes .br and .gz beside a text asset, each decoding to the original', async () => {
    const content = `export const words = ${JSON.stringify('next level '.repeat(400))};`;
    const js = file('main.0123abcd.js', content);
    await precompress(js);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${js}.br`)).toString()).toBe(content);
    expect(zlib.gunzipSync(fs.readFileSync(`${js}.gz`)).toString()).toBe(content);
    expect(fs.statSync(`${js}.br`).size).toBeLessThan(fs.statSync(`${js}.gz`).size);
  });

  it('leaves small files, source maps and binary assets alone', async () => {
    const small = file('tiny.css', 'a{color:red}');
    const map = file('main.js.map', 'x'.repeat(4096));
    const png = file('logo.png', 'x'.repeat(4096));
    for (const p of [small, map, png]) await precompress(p);
    expect(fs.readdirSync(dir).filter((f) => /\.(br|gz)$/.test(f) && !f.startsWith('main.0123abcd'))).toEqual([]);
  });
});
