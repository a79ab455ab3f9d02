import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/support/app';
import type { TestClient, TestResponse } from '../../test/support/client';
import { createUser, type TestUser } from '../../test/support/users';
import { messages } from '../contract/messages';
import { isMutating, pathFor, takesDeployToken, type RouteRole } from '../contract/endpoint';
import { apiRoutes, type ApiRoute } from '../contract/routes';
import { apiRouters } from './api';
import { endpoints } from '../contract/endpoints';
import { releaseMessages } from '../contract/releases';
import { deployTokenStore } from '../services/releases/deploy-tokens';

// Issue #9, item 13: every /api route × anonymous / Member / Internal, generated from the contract's
// route list, so a route served without its role check (or without an entry in the list) fails here.

let t: TestApp;
const users: Partial<Record<'Member' | 'Internal', TestUser>> = {};
const clients: Partial<Record<'Member' | 'Internal', TestClient>> = {};

beforeAll(async () => {
  t = await startTestApp();
  users.Member = await createUser(t.db, { category: 'Member' });
  users.Internal = await createUser(t.db, { category: 'Internal' });
});
afterAll(async () => t?.close());

type Caller = 'anonymous' | 'Member' | 'Internal';
const callers: Caller[] = ['anonymous', 'Member', 'Internal'];

/**
 * A client signed in as the category, through the real POST /api/login. The session is checked
 * before each use, because one of the routes under test (logout) ends it.
 */
const signedIn = async (category: 'Member' | 'Internal'): Promise<TestClient> => {
  const existing = clients[category];
  if (existing && (await existing.get(endpoints.getUser.path)).status === 200) return existing;
  const client = t.client();
  const { email, password } = users[category]!;
  const res = await client.post(endpoints.login.path, { email, password });
  if (res.status !== 200) throw new Error(`sign-in as ${category} failed: ${res.status} ${res.text}`);
  clients[category] = client;
  return client;
};

/** The route called with an empty body (or none): enough to pass any role check and stop at validation. */
const call = async (route: ApiRoute, caller: Caller): Promise<TestResponse> => {
  const client = caller === 'anonymous' ? t.client() : await signedIn(caller);
  return client.request(route.path, { method: route.method, ...(isMutating(route) && route.body ? { body: {} } : {}) });
};

/** What the route's role allows the caller: 401 for a stranger on a protected route, 403 for another category. */
const expectedRefusal = (role: RouteRole, caller: Caller): 401 | 403 | undefined => {
  if (role === 'any') return undefined;
  if (caller === 'anonymous') return 401;
  if (role === 'signed-in') return undefined;
  return caller === (takesDeployToken(role) ? role.orCategory : role) ? undefined : 403;
};

/** The (method, path) pairs the mounted /api routers answer; HEAD comes with every GET. */
const mountedRoutes = (): string[] => {
  const deps = { config: t.config, db: t.db, logger: pino({ level: 'silent' }), clock: t.clock };
  return apiRouters(deps)
    .flatMap((router) =>
      router.stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${String(layer.path)}`)),
    )
    .sort();
};

describe('authorization matrix (every /api route × anonymous / Member / Internal)', () => {
  it('the contract route list names exactly the routes the bff mounts, both ways', () => {
    const listed = apiRoutes.map((r) => `${r.method} ${r.path}`).sort();
    const mounted = mountedRoutes();
    expect(
      mounted.filter((r) => !listed.includes(r)),
      'served but missing from contract/routes.ts',
    ).toEqual([]);
    expect(
      listed.filter((r) => !mounted.includes(r)),
      'listed in contract/routes.ts but not served',
    ).toEqual([]);
    expect(new Set(listed).size, 'a route listed twice').toBe(listed.length);
  });

  it.each(apiRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s enforces its role on the server',
    async (_name, route) => {
      for (const caller of callers) {
        const res = await call(route, caller);
        const refusal = expectedRefusal(route.role, caller);
        const cell = `${route.method} ${route.path} (${route.role}) as ${caller}: ${res.status} ${res.text.slice(0, 200)}`;
        if (refusal === 401) {
          expect(res.status, cell).toBe(401);
          expect(res.json(), cell).toEqual({ error: messages.auth.notAuthenticated });
        } else if (refusal === 403) {
          expect(res.status, cell).toBe(403);
          expect(res.json(), cell).toEqual({ error: messages.auth.forbidden });
        } else {
          expect([401, 403], cell).not.toContain(res.status);
          expect(res.status, cell).toBeLessThan(500);
        }
      }
    },
  );
  it('#23.2 a verification link carries no authority: opened by anyone but the browser that signed up, it leaves the caller who they were', async () => {
    const country = (await t.db('countries').first('id')) as { id: string };
    for (const caller of callers) {
      const email = `matrix-${caller.toLowerCase()}-${Date.now()}@example.com`;
      const signUp = await t.client().post(endpoints.register.path, {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email,
        password: 'Matrix-pass1',
        country_id: country.id,
      });
      expect(signUp.status).toBe(201);
      const row = (await t.db('mail_outbox').where({ to: email }).first('text')) as { text: string };
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(row.text)![1]!;
      const client = caller === 'anonymous' ? t.client() : await signedIn(caller);
      const res = await client.get(`${endpoints.verifyEmail.path}?token=${token}`);
      expect(res.status, caller).toBe(200);
      expect(res.json(), caller).toEqual({ message: messages.auth.verifiedPleaseSignIn });
      const me = await client.get(endpoints.getUser.path);
      if (caller === 'anonymous') expect(me.status, caller).toBe(401);
      else expect(me.json(), caller).toMatchObject({ user: { id: users[caller]!.id, category: caller } });
    }
  });

  it.each(apiRoutes.filter((route) => takesDeployToken(route.role)).map((route) => [`${route.method} ${route.path}`, route] as const))(
    '#26.2 %s takes the area’s deploy token alone (no cookie, Origin or X-CSRF): missing or revoked 401, another area’s 403',
    async (_name, route) => {
      const tokens = deployTokenStore(t.db, t.clock);
      const own = (await tokens.create('members', 'matrix')).token;
      const other = (await tokens.create('public', 'matrix')).token;
      const revoked = (await tokens.create('internal', 'matrix')).token;
      await tokens.revoke('internal');
      const path = route.path.includes(':area') ? pathFor(route, { area: 'members' }) : route.path;
      // POST /api/releases names its area in the body; a manifest on a closed port fails its checks at once.
      const body = isMutating(route) ? { area: 'members', manifest: 'http://127.0.0.1:1/mf-manifest.json' } : undefined;
      const send = (token?: string) =>
        t.client().request(path, {
          method: route.method,
          bare: true,
          ...(body && { body }),
          ...(token !== undefined && { headers: { Authorization: `Bearer ${token}` } }),
        });
      const cell = (who: string, res: TestResponse) => `${route.method} ${path} with ${who}: ${res.status} ${res.text.slice(0, 200)}`;
      const ownAnswer = await send(own);
      expect([401, 403], cell('its own token', ownAnswer)).not.toContain(ownAnswer.status);
      expect(ownAnswer.status, cell('its own token', ownAnswer)).toBeLessThan(500);
      for (const [who, token, status, error] of [
        ['no token', undefined, 401, messages.auth.notAuthenticated],
        ['an unknown token', 'nl_deploy_made-up', 401, releaseMessages.tokenInvalid],
        ['a revoked token', revoked, 401, releaseMessages.tokenInvalid],
        ['another area’s token', other, 403, releaseMessages.tokenOtherArea],
      ] as const) {
        const res = await send(token);
        expect(res.status, cell(who, res)).toBe(status);
        expect(res.json(), cell(who, res)).toEqual({ error });
      }
    },
  );

  it('#26.2 a deploy token opens nothing else, and with a cookie the CSRF guard applies as to any browser request', async () => {
    const token = (await deployTokenStore(t.db, t.clock).create('members', 'matrix')).token;
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await t.client().request(endpoints.getUser.path, { bare: true, headers: bearer })).status).toBe(401);
    const logout = await t.client().request(endpoints.logout.path, { method: 'POST', bare: true, headers: bearer });
    expect(logout.status).toBe(403);
    expect(logout.json()).toEqual({ error: messages.errors.csrf });
    const withCookie = await t.client().request(pathFor(endpoints.promoteRelease, { area: 'members' }), {
      method: 'POST',
      bare: true,
      headers: { ...bearer, Cookie: 'nl.sid=anything' },
    });
    expect(withCookie.status).toBe(403);
    expect(withCookie.json()).toEqual({ error: messages.errors.csrf });
  });
});
