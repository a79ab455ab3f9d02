import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../contract/messages';
import { signIn } from '../sessions/sign-in';
import { startTestApp, type TestApp } from '../../test/support/app';
import { createUser } from '../../test/support/users';
import { requireCategory } from './roles';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    setup: (app, deps) => {
      const router = new Router();
      router.post('/api/test/sign-in', async (ctx) => {
        await signIn(ctx, (ctx.request.body as { userId: string }).userId, { db: deps.db, maxSessionsPerUser: 10 });
        ctx.body = {};
      });
      router.get('/api/test/members', requireCategory('Member'), (ctx) => (ctx.body = { ok: true }));
      router.get('/api/test/internal', requireCategory('Internal'), (ctx) => (ctx.body = { ok: true }));
      app.use(router.routes());
    },
  });
});
afterAll(() => t.close());

const as = async (category: string) => {
  const c = t.client();
  await c.post('/api/test/sign-in', { userId: (await createUser(t.db, { category })).id });
  return c;
};

describe('role middleware', () => {
  it('refuses a signed-out visitor with 401', async () => {
    for (const p of ['/api/test/members', '/api/test/internal']) {
      const res = await t.client().get(p);
      expect(res.status).toBe(401);
      expect(res.json()).toEqual({ error: messages.auth.notAuthenticated });
    }
  });

  it('refuses the wrong category with 403', async () => {
    const member = await as('Member');
    expect((await member.get('/api/test/members')).status).toBe(200);
    const res = await member.get('/api/test/internal');
    expect(res.status).toBe(403);
    expect(res.json()).toEqual({ error: messages.auth.forbidden });
    const internal = await as('Internal');
    expect((await internal.get('/api/test/internal')).status).toBe(200);
    expect((await internal.get('/api/test/members')).status).toBe(403);
  });
});
