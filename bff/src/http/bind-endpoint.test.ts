import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { pino } from 'pino';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint } from '../contract/endpoint';
import { jsonBody } from '../middleware/body';
import { errorHandler } from '../middleware/errors';
import { HttpError } from './errors';
import { bindEndpoint } from './bind-endpoint';
import { createRouter } from './router';

const thing = v.object({ id: v.string(), size: v.number() });
const getThing = endpoint({
  method: 'GET',
  path: '/api/things/:id',
  role: 'any',
  params: v.object({ id: v.pipe(v.string(), v.uuid('Invalid id')) }),
  query: v.object({ size: v.optional(v.pipe(v.string(), v.toNumber()), '1') }),
  response: thing,
});
const makeThing = endpoint({ method: 'POST', path: '/api/things', role: 'any', status: 201, response: thing });
const touchThing = endpoint({ method: 'POST', path: '/api/things/touch', role: 'any' });
const brokenThing = endpoint({ method: 'GET', path: '/api/things/broken', role: 'any', response: thing });
const staffThing = endpoint({ method: 'GET', path: '/api/things/staff', role: 'Internal', response: thing });
const setupThing = endpoint({ method: 'GET', path: '/api/things/setup', role: 'signed-in', response: thing, duringMfaSetup: true });
const countThings = endpoint({
  method: 'POST',
  path: '/api/things/count',
  role: 'any',
  body: v.object({ things: v.array(v.string()) }),
  response: v.object({ count: v.number() }),
});

const id = '00000000-0000-4000-8000-000000000001';
let base: string;
let server: http.Server;
beforeAll(async () => {
  const router = createRouter();
  bindEndpoint(router, brokenThing, () => ({ id: 'x', size: 'big' }) as unknown as v.InferOutput<typeof thing>);
  bindEndpoint(router, staffThing, () => ({ id: 'x', size: 1 }));
  bindEndpoint(router, setupThing, () => ({ id: 'x', size: 1 }));
  bindEndpoint(router, touchThing, () => undefined);
  bindEndpoint(router, makeThing, () => ({ id, size: 2 }));
  bindEndpoint(router, getThing, (_ctx, { params, query }) => ({ id: params.id, size: query.size }));
  bindEndpoint(router, countThings, (_ctx, { body }) => ({ count: body.things.length }), {
    // Judged one by one, the refused named: not the definition's schema.
    readBody: (raw) => {
      const things = (raw as { things?: unknown[] }).things ?? [];
      const wrong = things.flatMap((one, index) => (typeof one === 'string' ? [] : [index + 1]));
      if (wrong.length > 0) throw new HttpError(400, 'Some things are not strings', { details: { wrong } });
      return { things: things as string[] };
    },
  });
  const app = new Koa();
  app.use(errorHandler(pino({ enabled: false })));
  app.use(jsonBody());
  // A stand-in for the session: `X-Test-User: held` is a staff user the policy holds (issue #27 item 5).
  app.use(async (ctx, next) => {
    const who = ctx.get('x-test-user');
    if (who) {
      ctx.state.user = {
        id: 'u1',
        category: 'Internal',
        first_name: 'A',
        last_name: 'B',
        email: 'a@example.com',
        country_id: 'c1',
        ...(who === 'held' ? { mfa_setup_required: true as const } : {}),
      };
    }
    await next();
  });
  app.use(router.routes());
  server = http.createServer(app.callback()).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('bindEndpoint', () => {
  it('parses the path and the query by the definition and answers what the handler returns', async () => {
    const res = await fetch(`${base}/api/things/${id}?size=3`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id, size: 3 });
  });

  it('answers 400 with the schema message for a malformed parameter, before the handler', async () => {
    const res = await fetch(`${base}/api/things/not-an-id`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'Invalid id' });
  });

  it("answers the definition's status, and 204 when the handler answers nothing", async () => {
    expect((await fetch(`${base}/api/things`, { method: 'POST' })).status).toBe(201);
    const touched = await fetch(`${base}/api/things/touch`, { method: 'POST' });
    expect(touched.status).toBe(204);
  });

  it('reads the body with `readBody` when given, whose HttpError answers with its details', async () => {
    const post = (body: unknown) =>
      fetch(`${base}/api/things/count`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const counted = await post({ things: ['a', 'b'] });
    expect([counted.status, await counted.json()]).toEqual([200, { count: 2 }]);
    const refused = await post({ things: ['a', 1, 'c', false] });
    expect([refused.status, await refused.json()]).toEqual([400, { error: 'Some things are not strings', wrong: [2, 4] }]);
  });

  it('enforces the role of the definition (401 signed out)', async () => {
    expect((await fetch(`${base}/api/things/staff`)).status).toBe(401);
  });

  it('#27.5 refuses a session the policy holds on every endpoint not marked duringMfaSetup, with its code', async () => {
    const as = (who: string, path: string) => fetch(`${base}${path}`, { headers: { 'X-Test-User': who } });
    const held = await as('held', '/api/things/staff');
    expect([held.status, await held.json()]).toEqual([
      403,
      { error: 'Set up two-step verification to continue', code: 'mfa-setup-required' },
    ]);
    expect((await as('held', '/api/things/setup')).status).toBe(200);
    expect((await as('whole', '/api/things/staff')).status).toBe(200);
    expect((await as('held', `/api/things/${id}`)).status).toBe(200);
  });

  it('fails, in tests, an answer off its response schema', async () => {
    expect((await fetch(`${base}/api/things/broken`)).status).toBe(500);
  });
});
