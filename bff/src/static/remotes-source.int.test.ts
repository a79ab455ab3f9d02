import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import { REMOTES_INLINE_ID, remotesFileProblems } from '../contract';
import { defaultRemotes } from './remotes';
import { endpoints } from '../contract';

let root: string;
let remotesFile: string;
const apps: TestApp[] = [];

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'nl-remotes-source-'));
  fs.mkdirSync(path.join(root, 'shell'));
  fs.writeFileSync(path.join(root, 'shell/index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  remotesFile = path.join(root, 'remotes.json');
});
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  fs.rmSync(remotesFile, { force: true });
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const write = (content: unknown) => fs.writeFileSync(remotesFile, typeof content === 'string' ? content : JSON.stringify(content));
const start = async (env: Record<string, string> = {}) => {
  const t = await startTestApp({
    env: { REMOTES_FILE: remotesFile, ...env },
    deps: { static: { shell: path.join(root, 'shell'), remotes: {} } },
  });
  apps.push(t);
  return t;
};
const inlineRemotes = (html: string) =>
  JSON.parse(new RegExp(`<script type="application/json" id="${REMOTES_INLINE_ID}">(.*?)</script>`).exec(html)![1]!) as unknown;

/** Every kind of answer the bff gives still comes, and every page and /remotes.json carry `served`. */
const expectSiteUp = async (t: TestApp, served: unknown) => {
  for (const page of ['/', '/members/dashboard']) {
    const res = await t.client().get(page, { headers: { Accept: 'text/html' } });
    expect(res.status, page).toBe(200);
    expect(inlineRemotes(res.text), page).toEqual(served);
    expect(res.headers.get('content-security-policy'), page).toContain("script-src 'self'");
  }
  expect((await t.client().get('/healthz')).status).toBe(200);
  expect((await t.client().get(endpoints.listCountries.path)).status).toBe(200);
  const remotes = await t.client().get('/remotes.json');
  expect(remotes.status).toBe(200);
  expect(remotes.json()).toEqual(served);
};
const readyz = async (t: TestApp) => {
  const res = await t.client().get('/readyz');
  expect(res.status).toBe(200);
  return res.json<{ status: string; remotes?: { refused: string; serving: string } }>();
};
const refusals = (t: TestApp) => t.logs.filter((l) => l.msg === 'REMOTES_FILE refused');

const good = { ...defaultRemotes, members: 'https://cdn.example.com/mf-members/v2/mf-manifest.json' };

describe('#23.9 a bad remotes entry', () => {
  it('("members": "https://", which answered 500 everywhere) never stops the bff: the built-in map is served and /readyz says why', async () => {
    write({ ...defaultRemotes, members: 'https://' });
    const t = await start();
    await expectSiteUp(t, defaultRemotes);
    expect(await readyz(t)).toEqual({
      status: 'degraded',
      remotes: { refused: `members: ${remotesFileProblems.manifestUrl} (got "https://")`, serving: 'built-in map' },
    });
    expect(refusals(t)).toHaveLength(1);
    expect(refusals(t)[0]).toMatchObject({ level: 50, areas: ['members'], serving: 'built-in map' });
  });

  it('refuses plain http to another machine in production, which a browser on https would block anyway', async () => {
    write({ ...defaultRemotes, internal: 'http://cdn.example.com/mf-manifest.json' });
    const t = await start({ NODE_ENV: 'production', MAIL_TO_FILES: '1' });
    await expectSiteUp(t, defaultRemotes);
    expect((await readyz(t)).remotes?.refused).toMatch(/^internal: /);
  });
});

describe('#23.9 a broken remotes file', () => {
  it('(not JSON) at start: the built-in map is served, the refusal logged once, and /readyz says so', async () => {
    write('{"public": "/remotes/mf-public/mf-manifest.json",');
    const t = await start();
    await expectSiteUp(t, defaultRemotes);
    await expectSiteUp(t, defaultRemotes);
    expect(await readyz(t)).toEqual({ status: 'degraded', remotes: { refused: remotesFileProblems.notJson, serving: 'built-in map' } });
    expect(refusals(t)).toHaveLength(1);
  });

  it('missing: the same, and the path is not given away on /readyz', async () => {
    const t = await start();
    await expectSiteUp(t, defaultRemotes);
    const ready = await readyz(t);
    expect(ready).toEqual({
      status: 'degraded',
      remotes: { refused: `${remotesFileProblems.unreadable} (ENOENT)`, serving: 'built-in map' },
    });
    expect(JSON.stringify(ready)).not.toContain(root);
    expect(refusals(t)[0]).toMatchObject({ remotesFile });
  });
});

describe('#23.9 a remotes file that changes', () => {
  it('from good to bad keeps the last good map, logged once with the area and why, /readyz says so; back to good, all is well again', async () => {
    write(good);
    const t = await start();
    await expectSiteUp(t, good);
    expect(await readyz(t)).toEqual({ status: 'ready' });

    write({ ...good, members: 'https://', internal: '//evil.example/mf-manifest.json' });
    await expectSiteUp(t, good);
    await expectSiteUp(t, good);
    expect(await readyz(t)).toEqual({
      status: 'degraded',
      remotes: {
        refused: `members: ${remotesFileProblems.manifestUrl} (got "https://"); internal: ${remotesFileProblems.manifestUrl} (got "//evil.example/mf-manifest.json")`,
        serving: 'last good map',
      },
    });
    expect(refusals(t)).toHaveLength(1);
    expect(refusals(t)[0]).toMatchObject({ areas: ['members', 'internal'], serving: 'last good map' });

    fs.rmSync(remotesFile);
    await expectSiteUp(t, good);
    expect((await readyz(t)).remotes).toEqual({ refused: `${remotesFileProblems.unreadable} (ENOENT)`, serving: 'last good map' });
    expect(refusals(t)).toHaveLength(2);

    const moved = { ...good, public: 'https://cdn.example.com/mf-public/v3/mf-manifest.json' };
    write(moved);
    await expectSiteUp(t, moved);
    expect(await readyz(t)).toEqual({ status: 'ready' });
    expect(t.logs.filter((l) => l.msg === 'REMOTES_FILE accepted again')).toHaveLength(1);
  });

  it('back to the very text it had before it went missing is accepted again', async () => {
    write(good);
    const t = await start();
    await expectSiteUp(t, good);
    fs.rmSync(remotesFile);
    expect((await readyz(t)).status).toBe('degraded');
    write(good);
    expect(await readyz(t)).toEqual({ status: 'ready' });
  });
});
