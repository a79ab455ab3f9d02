import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import { defaultRemotes } from './remotes';

let t: TestApp;
let root: string;
let remotesFile: string;

const write = (file: string, content: string | Uint8Array) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
};

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-static-'));
  write(path.join(root, 'shell/index.html'), '<!doctype html><title>shell</title>');
  write(path.join(root, 'shell/static/js/main.0123abcd4567ef89.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`);
  write(path.join(root, 'shell/static/js/app.0123abcd4567ef89.js'), 'on the fly');
  write(path.join(root, 'shell/static/js/app.0123abcd4567ef89.js.br'), zlib.brotliCompressSync('precompressed brotli'));
  write(path.join(root, 'shell/static/js/app.0123abcd4567ef89.js.gz'), zlib.gzipSync('precompressed gzip'));
  write(path.join(root, 'mf-members/mf-manifest.json'), '{"name":"members"}');
  write(path.join(root, 'mf-members/remoteEntry.js'), 'var members;');
  write(path.join(root, 'mf-members/static/js/217.deadbeef01.js'), 'var chunk;');
  // What a build left beside its files before issue #23 item 8: every source file, in full.
  const map = JSON.stringify({ version: 3, sources: ['src/secret.ts'], sourcesContent: ['export const secret = 1;'], mappings: '' });
  write(path.join(root, 'shell/static/js/main.0123abcd4567ef89.js.map'), map);
  write(path.join(root, 'shell/main.0123abcd.css.map'), map);
  write(path.join(root, 'mf-members/remoteEntry.js.map'), map);
  write(path.join(root, 'mf-members/static/js/217.deadbeef01.js.map'), map);
  write(path.join(root, 'mf-members/mf-stats.json'), '{"name":"members","exposes":[]}');
  write(path.join(root, 'mf-members/mf-stats.json.br'), zlib.brotliCompressSync('{"name":"members"}'));
  write(path.join(root, 'mf-members/mf-stats.json.gz'), zlib.gzipSync('{"name":"members"}'));
  remotesFile = path.join(root, 'remotes.json');
  t = await startTestApp({
    env: { REMOTES_FILE: remotesFile },
    deps: { static: { shell: path.join(root, 'shell'), remotes: { 'mf-members': path.join(root, 'mf-members') } } },
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const html = { Accept: 'text/html,application/xhtml+xml' };

describe('serving the builds', () => {
  it('serves the shell at / without caching index.html', async () => {
    const res = await t.client().get('/', { headers: html });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.client().get('/static/js/main.0123abcd4567ef89.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-encoding')).toMatch(/br|gzip/);
    expect(res.text).toContain('console.log');
  });

  it("sends a build's precompressed .br or .gz as it is, by what the browser accepts", async () => {
    const file = '/static/js/app.0123abcd4567ef89.js';
    const br = await fetch(`${t.url}${file}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(await br.text()).toBe('precompressed brotli');
    const gz = await fetch(`${t.url}${file}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(await gz.text()).toBe('precompressed gzip');
    const plain = await fetch(`${t.url}${file}`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('on the fly');
  });

  it('serves a remote under /remotes/<name>/ with its entry points uncached', async () => {
    const manifest = await t.client().get('/remotes/mf-members/mf-manifest.json');
    expect(manifest.json()).toEqual({ name: 'members' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect((await t.client().get('/remotes/mf-members/remoteEntry.js')).headers.get('cache-control')).toBe('no-cache');
    expect((await t.client().get('/remotes/mf-members/static/js/217.deadbeef01.js')).headers.get('cache-control')).toMatch(/immutable/);
  });

  it('answers any other page a browser asks for with index.html (client-side routing)', async () => {
    const res = await t.client().get('/members/apps/snippets/favorites', { headers: html });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>shell</title>');
  });

  it('keeps a missing asset a plain 404, and /api a JSON 404', async () => {
    const asset = await t.client().get('/static/js/missing.abcdef12.js', { headers: html });
    expect(asset.status).toBe(404);
    expect(asset.headers.get('content-type')).toMatch(/text\/plain/);
    expect((await t.client().get('/remotes/mf-members/nope.js')).status).toBe(404);
    expect((await t.client().get('/remotes/mf-unknown/mf-manifest.json')).status).toBe(404);
    const apiRes = await t.client().get('/api/nothing-here', { headers: html });
    expect(apiRes.status).toBe(404);
    expect(apiRes.json()).toEqual({ error: 'Not found' });
  });

  // Issue #9 item 12: the remote's name indexes a plain object; its prototype is not a build folder.
  it('answers a remote named after an Object.prototype property with 404, not 500', async () => {
    for (const p of ['/remotes/constructor/x', '/remotes/__proto__/', '/remotes/hasOwnProperty/remoteEntry.js', '/remotes/toString']) {
      const res = await t.client().get(p, { headers: html });
      expect(res.status, p).toBe(404);
    }
  });

  it('does not fall back for a client that does not want HTML', async () => {
    expect((await t.client().get('/some/page', { headers: { Accept: 'application/json' } })).status).toBe(404);
  });

  it('sends the security headers', async () => {
    const res = await t.client().get('/', { headers: html });
    const csp = res.headers.get('content-security-policy')!;
    for (const d of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'", "img-src 'self' data:"])
      expect(csp).toContain(d);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('#23.8 source maps and build stats', () => {
  it.each([
    '/static/js/main.0123abcd4567ef89.js.map',
    '/main.0123abcd.css.map',
    '/remotes/mf-members/remoteEntry.js.map',
    '/remotes/mf-members/static/js/217.deadbeef01.js.map',
    '/remotes/mf-members/mf-stats.json',
    '/remotes/mf-members/mf-stats.json.br',
    '/remotes/mf-members/mf-stats.json.gz',
    // Spelled so that only the decoded path names the file.
    '/remotes/mf-members/remoteEntry.js%2Emap',
    '/remotes/mf-members/mf%2Dstats.json',
    '/static/js/main.0123abcd4567ef89.js.MAP',
  ])('answers %s with a plain 404, however it is asked for', async (file) => {
    for (const headers of [{}, html, { 'Accept-Encoding': 'br, gzip' }] as Record<string, string>[]) {
      const res = await fetch(`${t.url}${file}`, { headers });
      expect(res.status, file).toBe(404);
      expect(await res.text()).toBe('Not found');
    }
  });

  it('still serves what the browser needs beside them: the manifest, the entry and the chunks', async () => {
    expect((await t.client().get('/remotes/mf-members/mf-manifest.json')).status).toBe(200);
    expect((await t.client().get('/remotes/mf-members/remoteEntry.js')).status).toBe(200);
    expect((await t.client().get('/static/js/main.0123abcd4567ef89.js')).status).toBe(200);
  });
});

describe('/remotes.json', () => {
  it('serves REMOTES_FILE uncached, and the last good map while the file does not parse (issue #23 item 9)', async () => {
    write(remotesFile, JSON.stringify(defaultRemotes));
    const res = await t.client().get('/remotes.json');
    expect(res.json()).toEqual(defaultRemotes);
    expect(res.headers.get('cache-control')).toBe('private, no-cache');
    write(remotesFile, 'not json');
    const kept = await t.client().get('/remotes.json');
    expect(kept.status).toBe(200);
    expect(kept.json()).toEqual(defaultRemotes);
  });

  it('re-reads REMOTES_FILE on every request, and the CSP admits a remote served elsewhere', async () => {
    const moved = { ...defaultRemotes, members: 'https://cdn.example.com/mf-members/v2/mf-manifest.json' };
    write(remotesFile, JSON.stringify(moved));
    expect((await t.client().get('/remotes.json')).json()).toEqual(moved);
    // The CSP is re-derived within a few seconds of the change.
    await new Promise((r) => setTimeout(r, 5100));
    const csp = (await t.client().get('/', { headers: html })).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self' https://cdn.example.com");
    expect(csp).toContain("connect-src 'self' https://cdn.example.com");
  });
});
