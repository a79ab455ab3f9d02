import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_FILE_TTL_MS, remoteFileReader } from './remote-files';

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
    await expect(read('/remotes/mf-public/mf-manifest.json', 'prerender/landing.json')).resolves.toEqual({ text: '{"x":1}', base: '/remotes/mf-public/' });
    await expect(read('/remotes/mf-public/mf-manifest.json', 'prerender/none.json')).resolves.toBeNull();
    await expect(read('/remotes/mf-unknown/mf-manifest.json', 'prerender/landing.json')).resolves.toBeNull();
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
    const read = remoteFileReader({ dirs: { shell: '/', remotes: {} }, publicUrl, fetchImpl: async () => new Response('no', { status: 404 }) });
    await expect(read(elsewhere, 'prerender/landing.json')).resolves.toBeNull();
  });
});
