import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_FILE_TIMEOUT_MS, REMOTE_FILE_TTL_MS, remoteFileReader } from './remote-files';

const publicUrl = 'https://nextlevel.example';
const elsewhere = 'https://cdn.example.com/mf-public/v2/mf-manifest.json';

afterEach(() => vi.useRealTimers());

describe('remoteFileReader', () => {
  it("reads one of the bff's own builds from disk, and gives null for a file it does not have", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-remote-files-'));
    fs.mkdirSync(path.join(dir, 'prerender'));
    fs.writeFileSync(path.join(dir, 'prerender/landing.json'), '{"x":1}');
    const fetchImpl = vi.fn<typeof fetch>();
    const read = remoteFileReader({ dirs: { shell: dir, remotes: { 'mf-public': dir } }, publicUrl, fetchImpl });
    await expect(read('/remotes/mf-public/mf-manifest.json', 'prerender/landing.json')).resolves.toEqual({
      text: '{"x":1}',
      base: '/remotes/mf-public/',
    });
    await expect(read('/remotes/mf-public/mf-manifest.json', 'prerender/none.json')).resolves.toBeNull();
    await expect(read('/remotes/mf-unknown/mf-manifest.json', 'prerender/landing.json')).resolves.toBeNull();
    // Issue #9 item 12: a name from Object.prototype is no remote of ours either.
    await expect(read('/remotes/constructor/mf-manifest.json', 'prerender/landing.json')).resolves.toBeNull();
    await expect(read('/remotes/__proto__/mf-manifest.json', 'prerender/landing.json')).resolves.toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('fetches from another origin once per TTL, then serves the last copy while a fresh one loads', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let body = 'v1';
    let up = true;
    const fetchImpl = vi.fn<typeof fetch>(async () => (up ? new Response(body) : Promise.reject(new Error('down'))));
    const read = remoteFileReader({ dirs: { shell: '/', remotes: {} }, publicUrl, fetchImpl });
    const get = () => read(elsewhere, 'prerender/landing.json');

    await expect(get()).resolves.toEqual({ text: 'v1', base: 'https://cdn.example.com/mf-public/v2/' });
    expect(fetchImpl).toHaveBeenCalledWith('https://cdn.example.com/mf-public/v2/prerender/landing.json', expect.anything());
    body = 'v2';
    await expect(get()).resolves.toMatchObject({ text: 'v1' });
    expect(fetchImpl).toHaveBeenCalledTimes(1);

    vi.setSystemTime(Date.now() + REMOTE_FILE_TTL_MS + 1);
    await expect(get()).resolves.toMatchObject({ text: 'v1' }); // stale, while v2 loads
    await vi.waitFor(async () => expect(await get()).toMatchObject({ text: 'v2' }));

    // An origin that goes down keeps the last good copy.
    up = false;
    vi.setSystemTime(Date.now() + REMOTE_FILE_TTL_MS + 1);
    await expect(get()).resolves.toMatchObject({ text: 'v2' });
    await new Promise((r) => setTimeout(r, 0));
    await expect(get()).resolves.toMatchObject({ text: 'v2' });
  });

  it('gives null when the origin answers an error or never answered', async () => {
    const read = remoteFileReader({
      dirs: { shell: '/', remotes: {} },
      publicUrl,
      fetchImpl: async () => new Response('no', { status: 404 }),
    });
    await expect(read(elsewhere, 'prerender/landing.json')).resolves.toBeNull();
  });
});

// Issue #9 item 10: an origin that sends its headers and then resets (or stalls) mid-body made
// res.text() reject outside the catch; on revalidation nothing handled it and the process ended.
describe('remoteFileReader against an origin that fails mid-body', () => {
  let mode: 'ok' | 'reset' | 'stall' = 'ok';
  let server: http.Server;
  let manifest = '';
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    server = http.createServer((_req, res) => {
      if (mode === 'ok') return void res.end('v1');
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100000' });
      res.write('{"partial":');
      if (mode === 'reset') setTimeout(() => res.socket?.destroy(), 20);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    manifest = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mf-public/mf-manifest.json`;
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    unhandled.length = 0;
  });

  const settle = () => new Promise((r) => setTimeout(r, 100));

  it('gives null on a first fetch that is reset mid-body, and nothing is left unhandled', async () => {
    mode = 'reset';
    const read = remoteFileReader({ dirs: { shell: '/', remotes: {} }, publicUrl });
    await expect(read(manifest, 'prerender/landing.json')).resolves.toBeNull();
    await settle();
    expect(unhandled).toEqual([]);
  });

  it('keeps serving the stale copy when a revalidation is reset mid-body, and nothing is left unhandled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    mode = 'ok';
    const read = remoteFileReader({ dirs: { shell: '/', remotes: {} }, publicUrl });
    const get = () => read(manifest, 'prerender/landing.json');
    await expect(get()).resolves.toMatchObject({ text: 'v1' });

    mode = 'reset';
    vi.setSystemTime(Date.now() + REMOTE_FILE_TTL_MS + 1);
    await expect(get()).resolves.toMatchObject({ text: 'v1' });
    // Asked again while that revalidation is still failing: still the stale copy, not the failure.
    await expect(get()).resolves.toMatchObject({ text: 'v1' });
    await settle();
    await expect(get()).resolves.toMatchObject({ text: 'v1' });
    vi.setSystemTime(Date.now() + REMOTE_FILE_TTL_MS + 1);
    await expect(get()).resolves.toMatchObject({ text: 'v1' });
    await settle();
    await expect(get()).resolves.toMatchObject({ text: 'v1' });
    expect(unhandled).toEqual([]);
  });

  it('gives up on an origin that stalls mid-body after the timeout, with null', async () => {
    mode = 'stall';
    const read = remoteFileReader({ dirs: { shell: '/', remotes: {} }, publicUrl });
    const started = Date.now();
    await expect(read(manifest, 'prerender/landing.json')).resolves.toBeNull();
    expect(Date.now() - started).toBeLessThan(REMOTE_FILE_TIMEOUT_MS + 1000);
    await settle();
    expect(unhandled).toEqual([]);
  });
});
