import Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/support/app';
import { closeGracefully } from './shutdown';

let t: TestApp;
let released: (() => void) | undefined;
let enter: () => void = () => undefined;
const entered = new Promise<void>((resolve) => (enter = resolve));

beforeAll(async () => {
  t = await startTestApp({
    setup: (app) => {
      const router = new Router();
      router.get('/api/test/slow', async (ctx) => {
        enter();
        await new Promise<void>((resolve) => (released = resolve));
        ctx.body = { count: (await t.db('countries').count({ n: '*' }))[0] };
      });
      app.use(router.routes());
    },
  });
});
afterAll(() => t.database.close().catch(() => undefined));

describe('graceful shutdown', () => {
  it('finishes the request in flight, refuses new ones, then closes the database', async () => {
    const inFlight = t.client().get('/api/test/slow');
    await entered;
    let stopped = false;
    const stopping = closeGracefully({ server: t.server, db: t.db, background: [() => void (stopped = true)] });
    await expect(fetch(`${t.url}/healthz`)).rejects.toThrow();
    expect(stopped).toBe(false);
    released!();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(res.json()).toEqual({ count: { n: '196' } });
    await stopping;
    expect(stopped).toBe(true);
    await expect(t.db.raw('select 1')).rejects.toThrow();
  });
});
