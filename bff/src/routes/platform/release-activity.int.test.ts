import { startReleasesApp, type ReleasesTestApp } from '../../../test/support/releases-app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodBuild, type BuildServer } from '../../../test/support/builds';
import type { TestApp } from '../../../test/support/app';
import type { TestClient } from '../../../test/support/client';
import type { TestUser } from '../../../test/support/users';
import type { ActivityPage } from '../../contract/activity';
import { pathFor } from '../../contract/endpoint';
import { endpoints } from '../../contract/endpoints';

// Issue #27 item 7: releases, promotions and rollbacks are staff actions in the activity log.
let app: ReleasesTestApp;
let t: TestApp;
let cdn: BuildServer;
let staffUser: TestUser;
let staff: TestClient;
let token: string;

beforeAll(async () => {
  app = await startReleasesApp();
  ({ t, cdn, staffUser, staff, token } = app);
});
afterAll(async () => app?.close());

const releaseEvents = async () => {
  const kinds = ['release-made', 'release-promoted', 'release-rolled-back'];
  const pages = await Promise.all(kinds.map((kind) => staff.get(`${endpoints.getInternalActivity.path}?kind=${kind}`)));
  return pages.flatMap((res) => res.json<ActivityPage>().events).sort((a, b) => Number(a.id) - Number(b.id));
};

describe('the activity log records releases', () => {
  it('a staff release to a canary, its promotion and a rollback, by the staff user; a pipeline by its token; a refused one not at all', async () => {
    const first = cdn.publish('mf-members/1', goodBuild({ buildVersion: 'build-1' }));
    const byPipeline = await fetch(t.url + endpoints.createRelease.path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ area: 'members', manifest: first }),
    });
    expect(byPipeline.status).toBe(201);

    const second = cdn.publish('mf-members/2', goodBuild({ buildVersion: 'build-2' }));
    t.clock.advance(1000);
    expect((await staff.post(endpoints.createRelease.path, { area: 'members', manifest: second, canary: 10 })).status).toBe(201);
    t.clock.advance(1000);
    expect((await staff.post(pathFor(endpoints.promoteRelease, { area: 'members' }))).status).toBe(200);
    t.clock.advance(1000);
    expect((await staff.post(pathFor(endpoints.rollbackRelease, { area: 'members' }))).status).toBe(200);
    const refused = cdn.publish('mf-members/3', goodBuild({ buildVersion: 'build-3' }), { missing: ['remoteEntry.js'] });
    expect((await staff.post(endpoints.createRelease.path, { area: 'members', manifest: refused })).status).toBe(422);

    const events = await releaseEvents();
    expect(events.map((e) => [e.kind, e.actor?.email ?? null, e.details.by])).toEqual([
      ['release-made', null, 'deploy-token: members'],
      ['release-made', staffUser.email, `user: ${staffUser.email}`],
      ['release-promoted', staffUser.email, `user: ${staffUser.email}`],
      ['release-rolled-back', staffUser.email, `user: ${staffUser.email}`],
    ]);
    expect(events[1]!.details).toMatchObject({ area: 'members', canary: 10 });
  });
});
