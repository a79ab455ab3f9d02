import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_VERSIONS, goodBuild, shellFolder, startBuildServer, type BuildServer } from '../../test/support/builds';
import { startTestApp, type TestApp } from '../../test/support/app';
import { pathFor } from '../contract/endpoint';
import { endpoints } from '../contract/endpoints';
import { REMOTES_INLINE_ID, ownBuildRemotes } from '../contract';
import { SHELL_SHARED_VERSIONS_FILE } from '../contract/shared-versions';
import { deployTokenStore } from '../services/releases/deploy-tokens';

// Issue #26 item 1: each area's live release is laid over REMOTES_FILE (development, tests) and the
// built-in map; releases that cannot be read, or may not be served, never take a page down.
let t: TestApp;
let cdn: BuildServer;
let shell: string;
let token: string;
let remotesFile: string;
const fileMap = { ...ownBuildRemotes, public: 'https://cdn.example.com/mf-public/7/mf-manifest.json' };

beforeAll(async () => {
  cdn = await startBuildServer();
  shell = shellFolder();
  remotesFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nl-releases-file-')), 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(fileMap));
  t = await startTestApp({ env: { REMOTES_FILE: remotesFile, RELEASES_POLL_MS: '50' }, deps: { static: { shell, remotes: {} } } });
  token = (await deployTokenStore(t.db, t.clock).create('members', 'test')).token;
});
afterAll(async () => {
  await t?.close();
  await cdn?.close();
  for (const dir of [shell, remotesFile && path.dirname(remotesFile)]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const pipeline = async (path: string, body?: unknown) => {
  t.clock.advance(1000);
  const res = await fetch(t.url + path, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

/** The map a page carries and /remotes.json, which must agree. */
const servedMap = async () => {
  const page = await t.client().get('/members/dashboard', { headers: { Accept: 'text/html' } });
  expect(page.status).toBe(200);
  const inline = JSON.parse(
    new RegExp(`<script type="application/json" id="${REMOTES_INLINE_ID}">(.*?)</script>`).exec(page.text)![1]!,
  ) as unknown;
  const json = await t.client().get('/remotes.json');
  expect(json.status).toBe(200);
  expect(inline).toEqual(json.json());
  return inline as Record<string, string>;
};
const readyz = async () => (await t.client().get('/readyz')).json<Record<string, unknown>>();
const eventually = async (check: () => Promise<boolean>, ms = 3000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
};

describe('#26.1 the remotes map with releases', () => {
  it('serves an area’s live release over REMOTES_FILE, and the file’s entry again once the area has none', async () => {
    expect(await servedMap()).toEqual(fileMap);
    const manifest = cdn.publish('mf-members/1', goodBuild({ buildVersion: 'one' }));
    expect((await pipeline(endpoints.createRelease.path, { area: 'members', manifest })).status).toBe(201);
    expect(await servedMap()).toEqual({ ...fileMap, members: manifest });
    expect((await pipeline(pathFor(endpoints.rollbackRelease, { area: 'members' }))).status).toBe(200);
    expect(await servedMap()).toEqual(fileMap);
    expect((await pipeline(endpoints.createRelease.path, { area: 'members', manifest })).status).toBe(201);
    expect(await servedMap()).toEqual({ ...fileMap, members: manifest });
  });

  it('serves the last good map while the releases cannot be read, says so on /readyz, and recovers by itself', async () => {
    const before = await servedMap();
    await t.db.raw('ALTER TABLE release_revision RENAME TO release_revision_away');
    try {
      await eventually(async () => (await readyz()).status === 'degraded');
      expect(await readyz()).toEqual({
        status: 'degraded',
        releases: { problem: expect.stringMatching(/^the releases cannot be read( \(42P01\))?$/), serving: 'last good releases' },
      });
      expect(await servedMap()).toEqual(before);
      expect(t.logs.filter((l) => l.msg === 'releases: serving the last good releases')).toHaveLength(1);
    } finally {
      await t.db.raw('ALTER TABLE release_revision_away RENAME TO release_revision');
    }
    await eventually(async () => (await readyz()).status === 'ready');
    expect(await servedMap()).toEqual(before);
  });

  it('keeps an area’s last good release when a serving one has a URL this bff may not serve', async () => {
    const before = await servedMap();
    const [row] = (await t.db('releases').where({ area: 'members', state: 'live' }).select('id')) as { id: string }[];
    await t.db('releases').where({ id: row!.id }).update({ manifest_url: 'http://cdn.example.com/mf-members/mf-manifest.json' });
    await t.db('release_revision').increment('revision', 1);
    try {
      await eventually(async () => (await readyz()).status === 'degraded');
      expect((await readyz()).releases).toEqual({
        problem: `members: release ${row!.id} has a manifest URL this bff may not serve`,
        serving: 'last good releases',
      });
      expect(await servedMap()).toEqual(before);
    } finally {
      await t.db('releases').where({ id: row!.id }).update({ manifest_url: before.members });
      await t.db('release_revision').increment('revision', 1);
    }
    await eventually(async () => (await readyz()).status === 'ready');
  });

  it('says on /readyz which serving release the shell it serves no longer fits (the shell released against every live area)', async () => {
    const file = path.join(shell, SHELL_SHARED_VERSIONS_FILE);
    fs.writeFileSync(file, JSON.stringify({ ...SHELL_VERSIONS, react: '20.1.0', 'react/jsx-runtime': '20.1.0' }));
    try {
      await eventually(async () => (await readyz()).status === 'degraded');
      const { releases } = (await readyz()) as { releases: { conflicts: string[] } };
      expect(releases.conflicts).toEqual([
        expect.stringMatching(/^members \(release [\w-]+\): mf-members needs react ~19\.3\.0; the shell provides 20\.1\.0$/),
      ]);
      expect((await servedMap()).members).toMatch(/mf-members\/1\/mf-manifest\.json$/);
    } finally {
      fs.writeFileSync(file, JSON.stringify(SHELL_VERSIONS));
    }
    await eventually(async () => (await readyz()).status === 'ready');
  });
});
