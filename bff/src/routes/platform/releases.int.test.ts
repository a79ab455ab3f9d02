import fs from 'node:fs';
import path from 'node:path';
import { startReleasesApp, type ReleasesTestApp } from '../../../test/support/releases-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_VERSIONS, goodBuild, type BuildServer } from '../../../test/support/builds';
import type { TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import { createUser } from '../../../test/support/users';
import { pathFor } from '../../contract/endpoint';
import { endpoints } from '../../contract/endpoints';
import { releaseMessages, type Release, type ReleaseAreaState, type ReleaseHistory } from '../../contract/releases';
import { REMOTES_INLINE_ID, VISITOR_COOKIE, ownBuildRemotes } from '../../contract';
import { SHELL_SHARED_VERSIONS_FILE } from '../../contract/shared-versions';
import { inCanary } from '../../services/releases/visitor';

// Issue #26 items 1, 2 and 4: releases go live, to a canary share, are promoted and rolled back,
// by a pipeline's token or staff, and the remotes map every page carries follows at once.
let app: ReleasesTestApp;
let t: TestApp;
let cdn: BuildServer;
let shell: string;
let staff: TestClient;
let pipeline: ReleasesTestApp['pipeline'];

beforeAll(async () => {
  app = await startReleasesApp();
  ({ t, cdn, shell, staff, pipeline } = app);
});
afterAll(async () => app?.close());

const release = (manifest: string, canary?: number) =>
  pipeline('POST', endpoints.createRelease.path, { area: 'members', manifest, ...(canary !== undefined && { canary }) });
const promote = () => pipeline('POST', pathFor(endpoints.promoteRelease, { area: 'members' }));
const rollback = (to?: string) => pipeline('POST', pathFor(endpoints.rollbackRelease, { area: 'members' }), to ? { to } : undefined);
const history = async () =>
  (await pipeline('GET', pathFor(endpoints.releaseHistory, { area: 'members' }))).body as unknown as ReleaseHistory;

/** A visitor outside a canary (decision 028 buckets each visitor): the live build is what these tests follow. */
const outsideOf = (canary: Release) => {
  for (let i = 0; ; i += 1) {
    const id = `r${String(i).padStart(22, '0')}`;
    if (!inCanary(id, { id: canary.id, share: canary.canary!.share })) return id;
  }
};

/** What a page, /remotes.json and the CSP say about members now, to one visitor outside any canary. */
const served = async () => {
  const { canary } = (await staff.get(pathFor(endpoints.releaseHistory, { area: 'members' }))).json<ReleaseHistory>();
  const visitor = t.client();
  if (canary) visitor.cookies.set(VISITOR_COOKIE, outsideOf(canary));
  const page = await visitor.get('/members/dashboard', { headers: { Accept: 'text/html' } });
  const inline = JSON.parse(
    new RegExp(`<script type="application/json" id="${REMOTES_INLINE_ID}">(.*?)</script>`).exec(page.text)![1]!,
  ) as {
    members: string;
  };
  const map = (await visitor.get('/remotes.json')).json<{ members: string }>();
  expect(inline.members).toBe(map.members);
  return { members: map.members, csp: page.headers.get('content-security-policy') ?? '' };
};

let n = 0;
const publish = (overrides = {}) => {
  n += 1;
  return cdn.publish(`mf-members/${n}`, goodBuild({ buildVersion: `build-${n}`, ...overrides }));
};

describe('#26.1 a release goes live for everyone', () => {
  it('answers 201 with the release, and every page, /remotes.json and the CSP serve it at once', async () => {
    const manifest = publish();
    const res = await release(manifest);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      area: 'members',
      manifest,
      build_version: 'build-1',
      state: 'live',
      canary: null,
      reasons: [],
      exposes: ['./routes'],
      released_by: { kind: 'deploy-token', name: 'members' },
      retired: null,
    });
    expect((res.body as unknown as Release).shared).toContainEqual({
      name: 'react',
      version: '19.3.1',
      required_version: '~19.3.0',
      singleton: true,
    });
    const now = await served();
    expect(now.members).toBe(manifest);
    expect(now.csp).toContain(cdn.url);
    expect((await t.client().get('/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('retires the live build when the next goes live, and lists the history newest first', async () => {
    const before = (await history()).live!;
    const manifest = publish();
    const next = (await release(manifest)).body as unknown as Release;
    const h = await history();
    expect(h.live?.id).toBe(next.id);
    expect(h.releases.map((r) => r.id).slice(0, 2)).toEqual([next.id, before.id]);
    expect(h.releases[1]).toMatchObject({ state: 'retired', retired: { kind: 'replaced', by: { kind: 'deploy-token', name: 'members' } } });
    expect((await served()).members).toBe(manifest);
  });
});

describe('#26.5 (data) a canary', () => {
  it('is kept beside the live build, with its share, until promoted; the map outside it stays the live build', async () => {
    const live = (await history()).live!;
    const manifest = publish();
    const res = await release(manifest, 10);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ state: 'canary', canary: { share: 10 }, live_at: null });
    expect((await served()).members).toBe(live.manifest);
    expect((await served()).csp).toContain(cdn.url);

    const promoted = await promote();
    expect(promoted.status).toBe(200);
    const state = promoted.body as unknown as ReleaseAreaState;
    expect(state.live).toMatchObject({ id: res.body.id, state: 'live', canary: { share: 10 } });
    expect(state.canary).toBeNull();
    expect((await served()).members).toBe(manifest);
    const old = (await history()).releases.find((r) => r.id === live.id)!;
    expect(old.retired).toMatchObject({ kind: 'replaced', reason: `replaced by the promoted canary ${res.body.id as string}` });
  });

  it('promote without a canary is 409; a full release while a canary runs retires the canary', async () => {
    expect(await promote()).toEqual({ status: 409, body: { error: releaseMessages.noCanary } });
    const canary = (await release(publish(), 25)).body;
    const full = (await release(publish())).body;
    const h = await history();
    expect(h.live?.id).toBe(full.id);
    expect(h.canary).toBeNull();
    expect(h.releases.find((r) => r.id === canary.id)).toMatchObject({ state: 'retired', retired: { kind: 'replaced' } });
  });

  it('rollback while a canary runs stops the canary only', async () => {
    const live = (await history()).live!;
    const canary = (await release(publish(), 50)).body;
    const res = await rollback();
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ live: { id: live.id }, canary: null });
    expect((await history()).releases.find((r) => r.id === canary.id)).toMatchObject({
      state: 'retired',
      retired: { kind: 'rolled-back' },
    });
    expect((await served()).members).toBe(live.manifest);
  });
});

describe('#26.2 rollback', () => {
  it('steps back one live build at a time, never to one rolled back from, and past the first to the map’s own entry', async () => {
    const a = (await release(publish())).body as unknown as Release;
    const b = (await release(publish())).body as unknown as Release;
    const c = (await release(publish())).body as unknown as Release;
    expect((await rollback()).body).toMatchObject({ live: { id: b.id } });
    expect((await served()).members).toBe(b.manifest);
    expect((await rollback()).body).toMatchObject({ live: { id: a.id } });
    // A new release, then a rollback: back to a, not to c or b (rolled back from).
    const d = (await release(publish())).body as unknown as Release;
    expect((await rollback()).body).toMatchObject({ live: { id: a.id } });
    const h = await history();
    expect(h.releases.find((r) => r.id === c.id)?.retired?.kind).toBe('rolled-back');
    expect(h.releases.find((r) => r.id === d.id)?.retired).toMatchObject({ kind: 'rolled-back', reason: `rolled back to release ${a.id}` });
    // Every build live before a was replaced by a later one: rolling back walks down to them, then to the map's own entry.
    for (let i = 0; i < 50 && (await history()).live; i += 1) expect((await rollback()).status).toBe(200);
    expect((await history()).live).toBeNull();
    expect((await served()).members).toBe(ownBuildRemotes.members);
    expect(await rollback()).toEqual({ status: 409, body: { error: releaseMessages.nothingToRollBack } });
  });

  it('goes to the release named by `to`, and refuses a refused, unknown or live one', async () => {
    const a = (await release(publish())).body as unknown as Release;
    await release(publish());
    expect((await rollback(a.id)).body).toMatchObject({ live: { id: a.id, state: 'live', retired: null } });
    expect(await rollback(a.id)).toEqual({ status: 409, body: { error: releaseMessages.alreadyLive } });
    expect(await rollback('00000000-0000-4000-8000-000000000000')).toEqual({
      status: 404,
      body: { error: releaseMessages.unknownRelease },
    });
    const refused = (await release(`${cdn.url}/nowhere/mf-manifest.json`)).body.release as Release;
    expect(await rollback(refused.id)).toEqual({ status: 409, body: { error: releaseMessages.notReleasable } });
    expect((await rollback('not-an-id')).status).toBe(400);
  });

  it('refuses (422, every reason) a rollback to a build that no longer fits the shell, and changes nothing', async () => {
    const old = (await release(publish())).body as unknown as Release;
    const current = (await release(publish({ shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^19.3.0 || ^20.0.0' }] })))
      .body as unknown as Release;
    expect(current.state).toBe('live');
    const file = path.join(shell, SHELL_SHARED_VERSIONS_FILE);
    fs.writeFileSync(file, JSON.stringify({ ...SHELL_VERSIONS, react: '20.0.0', 'react/jsx-runtime': '20.0.0' }));
    try {
      const res = await rollback(old.id);
      expect(res).toEqual({
        status: 422,
        body: { error: releaseMessages.rollbackRefused, reasons: ['mf-members needs react ~19.3.0; the shell provides 20.0.0'] },
      });
      expect((await history()).live?.id).toBe(current.id);
    } finally {
      fs.writeFileSync(file, JSON.stringify(SHELL_VERSIONS));
    }
  });
});

describe('#26.4 release folders are immutable', () => {
  it('refuses a folder released before that now holds another build, and takes the same build again', async () => {
    const folder = 'mf-members/immutable';
    const manifest = cdn.publish(folder, goodBuild({ buildVersion: 'first' }));
    expect((await release(manifest)).status).toBe(201);
    expect((await release(manifest)).status).toBe(201);
    cdn.publish(folder, goodBuild({ buildVersion: 'second' }));
    const res = await release(manifest);
    expect(res.status).toBe(422);
    expect(res.body.reasons).toEqual([
      `${manifest} was released before as build first, and now holds build second: publish each build to a folder of its own (a release folder is never written again)`,
    ]);
  });
});

describe('#26.2 staff', () => {
  it('an Internal session releases, promotes and rolls back, named by its e-mail; a Member session is 403', async () => {
    const res = await staff.post(endpoints.createRelease.path, { area: 'members', manifest: publish(), canary: 5 });
    expect(res.status).toBe(201);
    expect(res.json<Release>().released_by).toMatchObject({ kind: 'user', name: expect.stringContaining('@example.com') });
    expect((await staff.post(pathFor(endpoints.promoteRelease, { area: 'members' }))).status).toBe(200);
    const member = await createUser(t.db, { category: 'Member' });
    const client = t.client();
    await client.post(endpoints.login.path, { email: member.email, password: member.password });
    expect((await client.get(pathFor(endpoints.releaseHistory, { area: 'members' }))).status).toBe(403);
  });
});
